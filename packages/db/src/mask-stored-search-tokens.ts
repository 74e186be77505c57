import { findPersonalData } from "@tousu/domain";
import { and, asc, gt, sql } from "drizzle-orm";
import type { Database } from "./client";
import { complaints } from "./schema/complaints";
import { segmentForSearch } from "./search-tokens";

const BATCH = 500;

/**
 * Complaints indexed before their words were read from the masked text (docs/decisions/058): their
 * stored words masked in place, by the same detector (`complaintSearchTokens` for new text). Only
 * words holding a digit run of seven or more, or digit groups such as "137 1234 5678", can hold
 * personal data, so only those rows are read; a row is written only when its words change, so a
 * start after this has run once writes nothing. Returns how many complaints changed.
 */
export async function maskStoredSearchTokens(db: Database): Promise<number> {
  let changed = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({ id: complaints.id, searchTokens: complaints.searchTokens })
      .from(complaints)
      .where(and(gt(complaints.id, afterId), sql`${complaints.searchTokens} ~ '[0-9]{7}|[0-9]{3} [0-9]{4}'`))
      .orderBy(asc(complaints.id))
      .limit(BATCH);
    for (const row of rows) {
      const masked = maskWords(row.searchTokens);
      if (masked === row.searchTokens) continue;
      // Not an edit of the complaint: its updated_at stays.
      await db.execute(sql`update ${complaints} set search_tokens = ${masked} where id = ${row.id}`);
      changed += 1;
    }
    if (rows.length < BATCH) return changed;
    afterId = rows[rows.length - 1]!.id;
  }
}

/**
 * Stored words with what the detector finds replaced by the words of its public form
 * ("13712345678" → "137 5678"). The other words stay as they are: segmenting them again, out of
 * their sentence, would split some differently from how the text was split.
 */
function maskWords(words: string): string {
  let out = "";
  let at = 0;
  for (const span of findPersonalData(words)) {
    out += `${words.slice(at, span.start)} ${segmentForSearch(span.masked)} `;
    at = span.end;
  }
  return `${out}${words.slice(at)}`.replace(/ +/g, " ").trim();
}
