import { randomBytes } from "node:crypto";
import type { Database } from "@tousu/db";
import { schema } from "@tousu/db";
import { sql } from "drizzle-orm";

/** The calendar day (UTC) a salt serves: `2026-03-10`. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The visitor hash's salt of today, shared by every node through PostgreSQL: the first node to need
 * it makes it, and in the same statement every older salt is deleted, so no hash of an earlier day
 * can be recomputed. Each node remembers today's salt (it never changes within the day).
 */
export function createDaySalts(db: Database) {
  let remembered: { day: string; salt: string } | null = null;
  return async (now: Date): Promise<string> => {
    const day = dayOf(now);
    if (remembered?.day === day) return remembered.salt;
    const found = await db.execute<{ salt: string }>(sql`
      with forgotten as (delete from ${schema.trackSalts} where ${schema.trackSalts.day} < ${day}),
      made as (
        insert into ${schema.trackSalts} (day, salt) values (${day}, ${randomBytes(24).toString("base64url")})
        on conflict (day) do nothing
        returning salt)
      select salt from made
      union all
      select salt from ${schema.trackSalts} where ${schema.trackSalts.day} = ${day}
      limit 1`);
    // A node that lost the race to make it reads the winner's, which its statement could not see.
    const salt = found.rows[0]?.salt ?? (await readSalt(db, day));
    remembered = { day, salt };
    return salt;
  };
}

async function readSalt(db: Database, day: string): Promise<string> {
  const found = await db.execute<{ salt: string }>(
    sql`select salt from ${schema.trackSalts} where ${schema.trackSalts.day} = ${day}`,
  );
  return found.rows[0]!.salt;
}

/** Deletes every salt of an earlier day than `now`'s: the daily job's part, for days without events. */
export async function forgetOldSalts(db: Database, now: Date): Promise<void> {
  await db.execute(sql`delete from ${schema.trackSalts} where ${schema.trackSalts.day} < ${dayOf(now)}`);
}
