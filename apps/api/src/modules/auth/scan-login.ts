import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { schema } from "@tousu/db";
import {
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
import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, scheduleNextRun } from "../../jobs/job-queue";
import { badRequest } from "../../lib/app-error";
import { grantSessionRole, issueWebSession, type SessionRole } from "./sessions";

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
 * The ticket's browser secret, in an httpOnly cookie sent only with polls: scripts cannot read it,
 * no page carries it, no other site's request sends it (SameSite=Strict).
 */
function issueBrowserSecret(request: FastifyRequest, reply: FastifyReply, ticket: string): string {
  const secret = randomBytes(32).toString("base64url");
  const secure = request.protocol === "https" ? "; Secure" : "";
  reply.header(
    "set-cookie",
    `${cookieName(ticket)}=${secret}; Path=/api/auth/login_scan; Max-Age=${COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
  return secret;
}

export async function issueLoginTicket(
  deps: Pick<AppDeps, "db" | "providers" | "config">,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const now = deps.providers.now();
  const expiresAt = new Date(now.getTime() + SCAN_LOGIN_TICKET_TTL_SECONDS * 1000);
  const publicId = randomBytes(18).toString("base64url");
  const secret = issueBrowserSecret(request, reply, publicId);
  await deps.db.insert(loginTickets).values({
    publicId,
    browserSecretHash: hashSecret(secret),
    requesterIp: request.ip,
    requesterUserAgent: request.headers["user-agent"]?.slice(0, 300) ?? null,
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

function holdsTicket(request: FastifyRequest, ticket: string, storedHash: string): boolean {
  const secret = readCookie(request.headers.cookie, cookieName(ticket));
  if (!secret || !BROWSER_SECRET_SHAPE.test(secret)) return false;
  return timingSafeEqual(Buffer.from(hashSecret(secret)), Buffer.from(storedHash));
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

  const [polled] = await deps.db
    .update(loginTickets)
    .set({ lastPolledAt: now })
    .where(
      and(
        eq(loginTickets.id, found.id),
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
  if (!polled) {
    const interval = Math.min(
      found.pollIntervalSeconds + SCAN_LOGIN_SLOW_DOWN_STEP_SECONDS,
      SCAN_LOGIN_MAX_INTERVAL_SECONDS,
    );
    await deps.db
      .update(loginTickets)
      .set({ pollIntervalSeconds: interval, lastPolledAt: now })
      .where(eq(loginTickets.id, found.id));
    return { state: "slow_down" as const, interval };
  }

  const interval = polled.interval;
  if (found.state === "used") return { state: "used" as const, interval };
  if (found.expiresAt <= now) return { state: "expired" as const, interval };
  if (found.state !== "confirmed") return { state: found.state, interval };
  // The lawyer login of an account that is no verified lawyer is refused before the ticket is used,
  // so each poll answers the same until the code expires.
  const role = found.userId === null ? null : await grantSessionRole(deps.db, found.userId, askedRole);

  const [used] = await deps.db
    .update(loginTickets)
    .set({ state: "used", usedAt: now })
    .where(
      and(
        eq(loginTickets.id, found.id),
        eq(loginTickets.state, "confirmed"),
        gt(loginTickets.expiresAt, now),
      ),
    )
    .returning({ userId: loginTickets.userId });
  if (!used?.userId) return { state: "used" as const, interval };
  const [active] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, used.userId), eq(users.status, "active")));
  if (!active) throw badRequest("账号已被禁用，如有疑问请联系客服");
  const session = await issueWebSession(deps, {
    userId: active.id,
    userAgent: request.headers["user-agent"],
    now,
    role,
  });
  return { state: "confirmed" as const, interval, ...session };
}

/** A ticket the phone may still act on, or the one message for any other. */
async function liveTicket(deps: Pick<AppDeps, "db">, ticket: string) {
  const [found] = await deps.db.select().from(loginTickets).where(eq(loginTickets.publicId, ticket)).limit(1);
  if (!found) throw badRequest(UNKNOWN_TICKET);
  return found;
}

function phoneViewState(ticket: typeof loginTickets.$inferSelect, now: Date) {
  if (ticket.state === "used" || ticket.state === "cancelled") return ticket.state;
  if (ticket.expiresAt <= now) return "expired" as const;
  return ticket.state === "new" ? ("scanned" as const) : ticket.state;
}

/**
 * The phone opened the confirm page: the ticket becomes scanned by this user (the login browser
 * then shows 已扫码), and the page shows what is asking to log in. A WeChat scan will make the same
 * change with channel `wechat` (decision 042).
 */
export async function openLoginTicket(
  deps: Pick<AppDeps, "db" | "providers">,
  userId: number,
  ticket: string,
) {
  const now = deps.providers.now();
  const found = await liveTicket(deps, ticket);
  const [scanned] = await deps.db
    .update(loginTickets)
    .set({ state: "scanned", channel: "web", userId, scannedAt: now })
    .where(
      and(
        eq(loginTickets.id, found.id),
        inArray(loginTickets.state, ["new", "scanned"]),
        gt(loginTickets.expiresAt, now),
      ),
    )
    .returning();
  const current = scanned ?? found;
  return {
    state: phoneViewState(current, now),
    device: summarizeDevice(current.requesterUserAgent),
    place: maskIp(current.requesterIp),
    requested_at: current.createdAt.toISOString(),
    expires_at: current.expiresAt.toISOString(),
  };
}

const ENDED_MESSAGE = {
  expired: "二维码已过期，请在电脑上刷新二维码后重新扫码",
  used: "该二维码已登录，请勿重复确认",
  cancelled: "已取消本次登录，请在电脑上刷新二维码后重新扫码",
  confirmed: "已确认登录",
} as const;

/** Confirm or cancel from the phone: only the user who opened the ticket, only while it is live. */
export async function decideLoginTicket(
  deps: Pick<AppDeps, "db" | "providers">,
  userId: number,
  ticket: string,
  decision: "confirmed" | "cancelled",
) {
  const now = deps.providers.now();
  const found = await liveTicket(deps, ticket);
  const [changed] = await deps.db
    .update(loginTickets)
    .set(decision === "confirmed" ? { state: "confirmed", confirmedAt: now } : { state: "cancelled" })
    .where(
      and(
        eq(loginTickets.id, found.id),
        eq(loginTickets.state, "scanned"),
        eq(loginTickets.userId, userId),
        gt(loginTickets.expiresAt, now),
      ),
    )
    .returning({ id: loginTickets.id });
  if (changed) return null;
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
      await deps.db
        .delete(loginTickets)
        .where(lt(loginTickets.expiresAt, new Date(now.getTime() - TICKET_KEPT_AFTER_EXPIRY_MS)));
      await schedule(now);
    },
    atStart: schedule,
  };
}
