import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import {
  LIVE_EVENT_TYPES,
  LIVE_PUBLIC_STREAM_PATH,
  liveTopics,
  maskIp,
  readCookie,
  SCAN_LOGIN_COOKIE,
  SCAN_LOGIN_MAX_INTERVAL_SECONDS,
  SCAN_LOGIN_POLL_INTERVAL_SECONDS,
  SCAN_LOGIN_SLOW_DOWN_STEP_SECONDS,
  SCAN_LOGIN_TICKET_TTL_SECONDS,
  scanLoginPath,
  summarizeDevice,
} from "@tousu/domain";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, scheduleNextRun } from "../../jobs/job-queue";
import { badRequest, forbidden } from "../../lib/app-error";
import {
  createTicket,
  decideTicket,
  deleteTicketsExpiredBefore,
  LIVE_TICKET_STATES,
  recordPoll,
  scanTicket,
  slowDownPolls,
  type TicketOpener,
  type TicketRow,
  useTicket,
} from "./scan-login-steps";
import {
  grantSessionRole,
  holdsSessionRole,
  issueWebSession,
  NOT_A_VERIFIED_LAWYER,
  type SessionRole,
} from "./sessions";

const { loginTickets, users } = schema;

/** One answer for an unknown id, a forged one and a known one asked without its browser's cookie. */
const UNKNOWN_TICKET = "二维码无效或已过期，请刷新二维码";
const BROWSER_SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** A little longer than the ticket, so the last poll of a code still carries it; then the browser drops it. */
const COOKIE_MAX_AGE_SECONDS = SCAN_LOGIN_TICKET_TTL_SECONDS + 60;

const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("base64url");
/** One cookie per ticket: two codes asked for at once (two tabs, a quick refresh) never overwrite each other's. */
const cookieName = (ticket: string) => `${SCAN_LOGIN_COOKIE}.${ticket}`;

/**
 * The ticket's browser secret, in an httpOnly cookie sent only with polls and the anonymous event
 * stream (decision 101): scripts cannot read it, no page carries it, no other site's request sends
 * it (SameSite=Strict).
 */
function issueBrowserSecret(request: FastifyRequest, reply: FastifyReply, ticket: string): string {
  const secret = randomBytes(32).toString("base64url");
  const secure = request.protocol === "https" ? "; Secure" : "";
  reply.header(
    "set-cookie",
    ["/api/auth/login_scan", LIVE_PUBLIC_STREAM_PATH].map(
      (path) =>
        `${cookieName(ticket)}=${secret}; Path=${path}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
    ),
  );
  return secret;
}

export async function issueLoginTicket(
  deps: Pick<AppDeps, "db" | "providers" | "config">,
  request: FastifyRequest,
  reply: FastifyReply,
  role: SessionRole | undefined,
) {
  const now = deps.providers.now();
  const expiresAt = new Date(now.getTime() + SCAN_LOGIN_TICKET_TTL_SECONDS * 1000);
  const publicId = randomBytes(18).toString("base64url");
  const secret = issueBrowserSecret(request, reply, publicId);
  await createTicket(deps.db, {
    publicId,
    browserSecretHash: hashSecret(secret),
    requesterIp: request.ip,
    requesterUserAgent: request.headers["user-agent"]?.slice(0, 300) ?? null,
    role: role ?? null,
    pollIntervalSeconds: SCAN_LOGIN_POLL_INTERVAL_SECONDS,
    createdAt: now,
    expiresAt,
  });
  return {
    ticket: publicId,
    url: `${deps.config.siteOrigin}${scanLoginPath(publicId)}`,
    expires_at: expiresAt.toISOString(),
    expires_in: SCAN_LOGIN_TICKET_TTL_SECONDS,
    interval: SCAN_LOGIN_POLL_INTERVAL_SECONDS,
  };
}

/** The role the code was asked for; only the lawyer login asks for one. */
const roleOf = (ticket: { role: string | null }): SessionRole | null =>
  ticket.role === "lawyer" ? "lawyer" : null;

function holdsTicket(request: FastifyRequest, ticket: string, storedHash: string): boolean {
  const secret = readCookie(request.headers.cookie, cookieName(ticket));
  if (!secret || !BROWSER_SECRET_SHAPE.test(secret)) return false;
  return timingSafeEqual(Buffer.from(hashSecret(secret)), Buffer.from(storedHash));
}

/** Whether this request comes from the browser the live ticket was issued to (its event stream's check). */
export async function holdsLiveLoginTicket(
  deps: Pick<AppDeps, "db" | "providers">,
  request: FastifyRequest,
  ticket: string,
): Promise<boolean> {
  const found = await findTicket(deps.db, ticket);
  return (
    found !== undefined &&
    found.expiresAt > deps.providers.now() &&
    holdsTicket(request, ticket, found.browserSecretHash)
  );
}

/**
 * Tells the asking browser's stream that its ticket moved, after the change committed; the browser
 * then polls, and only the poll hands out the session.
 */
export async function announceTicketState(
  deps: Pick<AppDeps, "liveEvents">,
  ticket: string,
  state: "scanned" | "confirmed" | "cancelled",
): Promise<void> {
  await deps.liveEvents.publish(liveTopics.loginTicket(ticket), LIVE_EVENT_TYPES.scanLogin, { state });
}

/**
 * The login browser's poll. Only the browser holding the ticket's cookie learns anything; a poll
 * before its interval is over lengthens the interval (slow_down); a confirmed ticket becomes a
 * session once, atomically, so two polls at once cannot both log in.
 */
export async function pollLoginTicket(
  deps: Pick<AppDeps, "db" | "providers" | "config" | "sessionTokenKey">,
  request: FastifyRequest,
  { ticket, role: askedRole }: { ticket: string; role?: SessionRole | undefined },
) {
  const now = deps.providers.now();
  const [found] = await deps.db.select().from(loginTickets).where(eq(loginTickets.publicId, ticket)).limit(1);
  if (!found || !holdsTicket(request, ticket, found.browserSecretHash)) throw badRequest(UNKNOWN_TICKET);
  // The session's role is the one the code was asked for, which the phone was shown.
  if ((askedRole ?? null) !== roleOf(found)) throw badRequest(UNKNOWN_TICKET);

  const polled = await recordPoll(deps.db, found.id, now);
  if (!polled) {
    const interval = Math.min(
      found.pollIntervalSeconds + SCAN_LOGIN_SLOW_DOWN_STEP_SECONDS,
      SCAN_LOGIN_MAX_INTERVAL_SECONDS,
    );
    await slowDownPolls(deps.db, found.id, interval, now);
    return { state: "slow_down" as const, interval };
  }

  const interval = polled.interval;
  if (found.state === "used") return { state: "used" as const, interval };
  if (found.expiresAt <= now) return { state: "expired" as const, interval };
  if (found.state !== "confirmed") return { state: found.state, interval };
  // The phone was refused a lawyer code its account could not use; a role withdrawn since is refused
  // here, before the ticket is used, so each poll answers the same until the code expires.
  const role =
    found.userId === null ? null : await grantSessionRole(deps.db, found.userId, roleOf(found) ?? undefined);

  const usedBy = await useTicket(deps.db, found.id, now);
  if (usedBy === null) return { state: "used" as const, interval };
  const [active] = await deps.db
    .update(users)
    .set({ lastLoginAt: now })
    .where(and(eq(users.id, usedBy), eq(users.status, "active")))
    .returning({ id: users.id });
  if (!active) throw badRequest("账号已被禁用，如有疑问请联系客服");
  const session = await issueWebSession(deps, {
    userId: active.id,
    userAgent: request.headers["user-agent"],
    now,
    role,
  });
  return { state: "confirmed" as const, interval, ...session };
}

/** What opening a ticket came to: it is the opener's (now or already), or why not. */
export type TicketClaim =
  | { kind: "opened"; ticket: TicketRow }
  | { kind: "unknown" }
  /** A lawyer-login code, and the opener's account is no verified lawyer. */
  | { kind: "not_a_lawyer" }
  /** Another account (or the same one through the other channel) opened it first. */
  | { kind: "taken" }
  /** No one opened it and it can no longer be: expired, or the phone view of its end. */
  | { kind: "ended"; state: Exclude<PhoneViewState, "scanned"> };

type PhoneViewState = ReturnType<typeof phoneViewState>;

function phoneViewState(ticket: TicketRow, now: Date) {
  if (ticket.state === "used" || ticket.state === "cancelled") return ticket.state;
  if (ticket.expiresAt <= now) return "expired" as const;
  return ticket.state === "new" ? ("scanned" as const) : ticket.state;
}

const isOpenedBy = (ticket: TicketRow, opener: TicketOpener) =>
  ticket.userId === opener.userId && ticket.channel === opener.channel;

const findTicket = async (db: DatabaseOrTransaction, ticket: string) =>
  (await db.select().from(loginTickets).where(eq(loginTickets.publicId, ticket)).limit(1))[0];

/** Whether a phone may still open the ticket: new or scanned, and not expired. */
export async function isTicketLive(db: DatabaseOrTransaction, ticket: string, now: Date): Promise<boolean> {
  const [live] = await db
    .select({ id: loginTickets.id })
    .from(loginTickets)
    .where(
      and(
        eq(loginTickets.publicId, ticket),
        inArray(loginTickets.state, LIVE_TICKET_STATES),
        gt(loginTickets.expiresAt, now),
      ),
    )
    .limit(1);
  return live !== undefined;
}

/**
 * The first to open a live ticket holds it: it becomes scanned by that account through that channel
 * (the login browser then shows 已扫码), and only that opener may open it again, see what asks to
 * log in, confirm or cancel; anyone else is refused, so no second account can put its own login into
 * the asking browser. A lawyer-login code opens only for a verified lawyer. Runs in the caller's
 * transaction when it has one (the WeChat push's).
 */
export async function claimLoginTicket(
  db: DatabaseOrTransaction,
  opener: TicketOpener,
  ticket: string,
  now: Date,
): Promise<TicketClaim> {
  const found = await findTicket(db, ticket);
  if (!found) return { kind: "unknown" };
  const role = roleOf(found);
  if (role && !(await holdsSessionRole(db, opener.userId, role))) return { kind: "not_a_lawyer" };
  const opened = await scanTicket(db, found.id, opener, now);
  if (opened) return { kind: "opened", ticket: opened };
  // Not opened now: read again, for another opener may have come between the read and the update.
  const current = (await findTicket(db, ticket)) ?? found;
  if (isOpenedBy(current, opener)) return { kind: "opened", ticket: current };
  if (current.userId !== null) return { kind: "taken" };
  const state = phoneViewState(current, now);
  return { kind: "ended", state: state === "scanned" ? "expired" : state };
}

/** Another account opened the ticket first; nothing of the asking browser is told. */
const TAKEN_MESSAGE = "该二维码已被其他账号扫描，请在电脑上刷新二维码后重新扫码";

const ENDED_MESSAGE = {
  expired: "二维码已过期，请在电脑上刷新二维码后重新扫码",
  used: "该二维码已登录，请勿重复确认",
  cancelled: "已取消本次登录，请在电脑上刷新二维码后重新扫码",
  confirmed: "已确认登录",
} as const;

/** The refusal of a claim that did not make the caller the ticket's opener. */
function refusalOf(claim: Exclude<TicketClaim, { kind: "opened" }>) {
  switch (claim.kind) {
    case "unknown":
      return badRequest(UNKNOWN_TICKET);
    case "not_a_lawyer":
      return forbidden(NOT_A_VERIFIED_LAWYER);
    case "taken":
      return badRequest(TAKEN_MESSAGE);
    case "ended":
      return badRequest(ENDED_MESSAGE[claim.state]);
  }
}

/**
 * The phone opened the confirm page: the ticket becomes its opener's, and the page shows the opener
 * (and no one else) what is asking to log in (decisions 042, 059).
 */
export async function openLoginTicket(
  deps: Pick<AppDeps, "db" | "providers" | "liveEvents">,
  opener: TicketOpener,
  ticket: string,
) {
  const now = deps.providers.now();
  const claim = await claimLoginTicket(deps.db, opener, ticket, now);
  if (claim.kind !== "opened") throw refusalOf(claim);
  const opened = claim.ticket;
  if (opened.state === "scanned") await announceTicketState(deps, ticket, "scanned");
  const role = roleOf(opened);
  return {
    state: phoneViewState(opened, now),
    ...(role ? { role } : {}),
    device: summarizeDevice(opened.requesterUserAgent),
    place: maskIp(opened.requesterIp),
    requested_at: opened.createdAt.toISOString(),
    expires_at: opened.expiresAt.toISOString(),
  };
}

/** Confirm or cancel from the phone: only the ticket's opener, through its channel, only while it is live. */
export async function decideLoginTicket(
  deps: Pick<AppDeps, "db" | "providers" | "liveEvents">,
  opener: TicketOpener,
  ticket: string,
  decision: "confirmed" | "cancelled",
) {
  const now = deps.providers.now();
  const found = await findTicket(deps.db, ticket);
  if (!found) throw badRequest(UNKNOWN_TICKET);
  if (await decideTicket(deps.db, found.id, opener, decision, now)) {
    await announceTicketState(deps, ticket, decision);
    return null;
  }
  if (found.userId !== null && !isOpenedBy(found, opener)) throw badRequest(TAKEN_MESSAGE);
  const state = phoneViewState(found, now);
  if (state === "scanned") throw badRequest("请先在手机上打开扫码登录页面");
  throw badRequest(ENDED_MESSAGE[state]);
}

const TICKET_CLEANUP_JOB = "login-tickets.cleanup";
const TICKET_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** Kept a day past expiry to look into abuse, then deleted with the address and device they hold. */
const TICKET_KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60_000;

/** Every hour: deletes the tickets expired more than a day ago, then books the next run. */
export function loginTicketCleanupJob(deps: Pick<AppDeps, "db">): JobDefinition {
  const schedule = (now: Date) =>
    scheduleNextRun(deps.db, TICKET_CLEANUP_JOB, TICKET_CLEANUP_INTERVAL_MS, now);
  return {
    name: TICKET_CLEANUP_JOB,
    handle: async (_payload, now) => {
      await deleteTicketsExpiredBefore(deps.db, new Date(now.getTime() - TICKET_KEPT_AFTER_EXPIRY_MS));
      await schedule(now);
    },
    atStart: schedule,
  };
}
