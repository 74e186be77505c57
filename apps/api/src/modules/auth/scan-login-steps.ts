import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { and, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";

// The one writer of `login_tickets` (decision 042): a ticket goes new → scanned → confirmed or
// cancelled, and a confirmed one → used, once. Each step is one UPDATE guarded by the state it leaves
// (and the ticket's expiry), so two requests at once cannot both take it; a step that finds the
// ticket elsewhere changes nothing, and the caller reads why.

const { loginTickets } = schema;

export type TicketRow = typeof loginTickets.$inferSelect;

/**
 * Who acts on a ticket from a phone: an account through a logged-in phone browser (`web`), or the
 * account a WeChat scan logged in as, through the confirm page its reply links to (`wechat`).
 */
export interface TicketOpener {
  userId: number;
  channel: "web" | "wechat";
}

/** The states a phone may still open a ticket in, before it expires. */
export const LIVE_TICKET_STATES = ["new", "scanned"] as const;

/** A browser asks for a code: the ticket starts `new`. */
export async function createTicket(
  db: DatabaseOrTransaction,
  ticket: Pick<
    typeof loginTickets.$inferInsert,
    | "publicId"
    | "browserSecretHash"
    | "requesterIp"
    | "requesterUserAgent"
    | "role"
    | "pollIntervalSeconds"
    | "createdAt"
    | "expiresAt"
  >,
): Promise<void> {
  await db.insert(loginTickets).values({ ...ticket, state: "new" });
}

/** A poll after its interval: counted, and the interval it was held to. Null: the poll came too soon. */
export async function recordPoll(db: DatabaseOrTransaction, ticketId: number, now: Date) {
  const [polled] = await db
    .update(loginTickets)
    .set({ lastPolledAt: now })
    .where(
      and(
        eq(loginTickets.id, ticketId),
        or(
          isNull(loginTickets.lastPolledAt),
          lte(
            loginTickets.lastPolledAt,
            sql`${now.toISOString()}::timestamptz - make_interval(secs => ${loginTickets.pollIntervalSeconds})`,
          ),
        ),
      ),
    )
    .returning({ interval: loginTickets.pollIntervalSeconds });
  return polled ?? null;
}

/** A poll that came too soon: the browser is held to a longer interval from now on. */
export async function slowDownPolls(
  db: DatabaseOrTransaction,
  ticketId: number,
  interval: number,
  now: Date,
): Promise<void> {
  await db
    .update(loginTickets)
    .set({ pollIntervalSeconds: interval, lastPolledAt: now })
    .where(eq(loginTickets.id, ticketId));
}

/**
 * new → scanned by its first opener; the same opener through the same channel may open it again.
 * Null when it is expired, ended, or another opener's.
 */
export async function scanTicket(
  db: DatabaseOrTransaction,
  ticketId: number,
  opener: TicketOpener,
  now: Date,
): Promise<TicketRow | null> {
  const [opened] = await db
    .update(loginTickets)
    .set({ state: "scanned", channel: opener.channel, userId: opener.userId, scannedAt: now })
    .where(
      and(
        eq(loginTickets.id, ticketId),
        gt(loginTickets.expiresAt, now),
        or(
          eq(loginTickets.state, "new"),
          and(
            eq(loginTickets.state, "scanned"),
            eq(loginTickets.channel, opener.channel),
            eq(loginTickets.userId, opener.userId),
          ),
        ),
      ),
    )
    .returning();
  return opened ?? null;
}

/** scanned → confirmed or cancelled, by its opener alone, while it is live. False: not changed. */
export async function decideTicket(
  db: DatabaseOrTransaction,
  ticketId: number,
  opener: TicketOpener,
  decision: "confirmed" | "cancelled",
  now: Date,
): Promise<boolean> {
  const [changed] = await db
    .update(loginTickets)
    .set(decision === "confirmed" ? { state: "confirmed", confirmedAt: now } : { state: "cancelled" })
    .where(
      and(
        eq(loginTickets.id, ticketId),
        eq(loginTickets.state, "scanned"),
        eq(loginTickets.userId, opener.userId),
        eq(loginTickets.channel, opener.channel),
        gt(loginTickets.expiresAt, now),
      ),
    )
    .returning({ id: loginTickets.id });
  return changed !== undefined;
}

/** confirmed → used, once, before it expires: the account to log in, or null. */
export async function useTicket(db: DatabaseOrTransaction, ticketId: number, now: Date) {
  const [used] = await db
    .update(loginTickets)
    .set({ state: "used", usedAt: now })
    .where(
      and(
        eq(loginTickets.id, ticketId),
        eq(loginTickets.state, "confirmed"),
        gt(loginTickets.expiresAt, now),
      ),
    )
    .returning({ userId: loginTickets.userId });
  return used?.userId ?? null;
}

/** Deletes the tickets that expired before `cutoff`, with the address and device they hold. */
export async function deleteTicketsExpiredBefore(db: DatabaseOrTransaction, cutoff: Date): Promise<void> {
  await db.delete(loginTickets).where(lt(loginTickets.expiresAt, cutoff));
}
