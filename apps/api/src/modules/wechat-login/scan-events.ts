import { schema } from "@tousu/db";
import { summarizeDevice } from "@tousu/domain";
import { and, eq, gt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";
import type { OfficialAccount } from "../../providers/wechat/official-account";
import { accountOfOpenid, findOrCreateWechatAccount } from "./wechat-accounts";
import type { WechatPush } from "./wechat-xml";

const { loginTickets, users, wechatEventReceipts } = schema;

/** The scene of a ticket's WeChat code: names the ticket, within WeChat's 64 characters. */
const LOGIN_SCENE_PREFIX = "login_";
export const loginScene = (ticket: string) => `${LOGIN_SCENE_PREFIX}${ticket}`;

/** `subscribe` carries `qrscene_{scene}` (a scan that follows the account), `SCAN` the scene itself. */
function ticketOfPush(push: WechatPush): string | null {
  if (push.msgType !== "event" || !push.eventKey) return null;
  let scene: string;
  if (push.event === "subscribe" && push.eventKey.startsWith("qrscene_")) scene = push.eventKey.slice(8);
  else if (push.event === "SCAN") scene = push.eventKey;
  else return null;
  return scene.startsWith(LOGIN_SCENE_PREFIX) ? scene.slice(LOGIN_SCENE_PREFIX.length) : null;
}

export type ScanOutcome =
  /** Not a login scan (a plain follow, a message): nothing to do. */
  | { kind: "ignored" }
  /** WeChat's retry of a push already handled. */
  | { kind: "duplicate" }
  /** The code names no live ticket (unknown, expired, already used or scanned): nothing changed. */
  | { kind: "ended" }
  | { kind: "logged_in"; device: string };

/** The ticket changed no further: the transaction is rolled back, keeping nothing it wrote. */
class TicketEnded extends Error {}

/**
 * A scan of a ticket's WeChat code is the confirmation (decision 045): the follower's account (found
 * or created) is set on the ticket as confirmed, and the browser the ticket is bound to logs in at
 * its next poll (decision 042). The push's receipt, the account and the ticket change are one
 * transaction, so a retry of a handled push, or a push for a ticket no longer live, stores nothing.
 */
export async function acceptScan(
  deps: Pick<AppDeps, "db" | "providers">,
  account: OfficialAccount,
  push: WechatPush,
  log: FastifyBaseLogger,
): Promise<ScanOutcome> {
  const ticket = ticketOfPush(push);
  if (ticket === null) return { kind: "ignored" };
  const now = deps.providers.now();
  const receipt = { appId: account.appId, eventKey: `${push.openid}:${push.createTime}:${push.eventKey}` };
  // A retry after the push was handled finds its receipt (and a ticket no longer new); a retry
  // while it is being handled waits on the receipt's insert below.
  const [handled] = await deps.db
    .select({ appId: wechatEventReceipts.appId })
    .from(wechatEventReceipts)
    .where(
      and(eq(wechatEventReceipts.appId, receipt.appId), eq(wechatEventReceipts.eventKey, receipt.eventKey)),
    )
    .limit(1);
  if (handled) return { kind: "duplicate" };
  const [live] = await deps.db
    .select({ id: loginTickets.id, userAgent: loginTickets.requesterUserAgent })
    .from(loginTickets)
    .where(
      and(eq(loginTickets.publicId, ticket), eq(loginTickets.state, "new"), gt(loginTickets.expiresAt, now)),
    )
    .limit(1);
  if (!live) return { kind: "ended" };

  // Asked before the transaction (WeChat is not called while rows are locked), and only for a
  // follower we do not know yet; without an answer the login goes on by openid alone.
  const identity = { appId: account.appId, openid: push.openid };
  const unionid =
    (await accountOfOpenid(deps.db, identity)) === null
      ? await account.unionidOf(push.openid).catch((error: unknown) => {
          log.warn({ err: error }, "WeChat user.info failed; the scan logs in by openid");
          return null;
        })
      : null;

  try {
    return await deps.db.transaction(async (tx) => {
      const [first] = await tx
        .insert(wechatEventReceipts)
        .values({ ...receipt, receivedAt: now })
        .onConflictDoNothing()
        .returning({ appId: wechatEventReceipts.appId });
      if (!first) return { kind: "duplicate" } as const;
      const userId = await findOrCreateWechatAccount(tx, { ...identity, unionid });
      const [confirmed] = await tx
        .update(loginTickets)
        .set({ state: "confirmed", channel: "wechat", userId, scannedAt: now, confirmedAt: now })
        .where(
          and(eq(loginTickets.id, live.id), eq(loginTickets.state, "new"), gt(loginTickets.expiresAt, now)),
        )
        .returning({ id: loginTickets.id });
      if (!confirmed) throw new TicketEnded();
      await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
      return { kind: "logged_in", device: summarizeDevice(live.userAgent) } as const;
    });
  } catch (error) {
    if (error instanceof TicketEnded) return { kind: "ended" };
    throw error;
  }
}
