import { schema } from "@tousu/db";
import { summarizeDevice, wechatScanConfirmPath } from "@tousu/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";
import type { OfficialAccount } from "../../providers/wechat/official-account";
import {
  announceTicketState,
  claimLoginTicket,
  issueWechatScanPass,
  isTicketLive,
  type TicketClaim,
  ticketOfLoginScene,
} from "../auth";
import { accountOfOpenid, findOrCreateWechatAccount } from "./wechat-accounts";
import type { WechatPush } from "./wechat-xml";

const { wechatEventReceipts } = schema;

/** `subscribe` carries `qrscene_{scene}` (a scan that follows the account), `SCAN` the scene itself. */
function ticketOfPush(push: WechatPush): string | null {
  if (push.msgType !== "event" || !push.eventKey) return null;
  if (push.event === "subscribe" && push.eventKey.startsWith("qrscene_"))
    return ticketOfLoginScene(push.eventKey.slice(8));
  if (push.event === "SCAN") return ticketOfLoginScene(push.eventKey);
  return null;
}

export type ScanOutcome =
  /** Not a login scan (a plain follow, a message): nothing to do. */
  | { kind: "ignored" }
  /** WeChat's retry of a push already handled. */
  | { kind: "duplicate" }
  /** The code names no ticket this follower may open (unknown, expired, ended, opened by another). */
  | { kind: "ended" }
  /** A lawyer-login code, and the follower's account is no verified lawyer. */
  | { kind: "not_a_lawyer" }
  /** The ticket is this follower's to confirm, on the page `confirmUrl` opens. */
  | { kind: "opened"; device: string; isLawyerLogin: boolean; confirmUrl: string };

/** The ticket was not opened: the transaction is rolled back, keeping nothing it wrote. */
class NotOpened extends Error {
  constructor(readonly claim: Exclude<TicketClaim, { kind: "opened" }>) {
    super(claim.kind);
  }
}

/**
 * A scan of a ticket's WeChat code opens the ticket for the follower's account (found or created),
 * as a phone opening our confirm page does, and answers a link to that page carrying a pass for this
 * ticket and account: the login happens only when the person confirms there (decision 059). The
 * push's receipt, the account and the ticket change are one transaction, so a retry of a handled
 * push, or a push for a ticket this follower cannot open, stores nothing.
 */
export async function acceptScan(
  deps: Pick<AppDeps, "db" | "providers" | "config" | "sessionTokenKey" | "liveEvents">,
  account: OfficialAccount,
  push: WechatPush,
  log: FastifyBaseLogger,
): Promise<ScanOutcome> {
  const ticket = ticketOfPush(push);
  if (ticket === null) return { kind: "ignored" };
  const now = deps.providers.now();
  const receipt = { appId: account.appId, eventKey: `${push.openid}:${push.createTime}:${push.eventKey}` };
  // A retry after the push was handled finds its receipt; a retry while it is being handled waits on
  // the receipt's insert below.
  const [handled] = await deps.db
    .select({ appId: wechatEventReceipts.appId })
    .from(wechatEventReceipts)
    .where(
      and(eq(wechatEventReceipts.appId, receipt.appId), eq(wechatEventReceipts.eventKey, receipt.eventKey)),
    )
    .limit(1);
  if (handled) return { kind: "duplicate" };
  if (!(await isTicketLive(deps.db, ticket, now))) return { kind: "ended" };
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
    const outcome = await deps.db.transaction(async (tx) => {
      const [first] = await tx
        .insert(wechatEventReceipts)
        .values({ ...receipt, receivedAt: now })
        .onConflictDoNothing()
        .returning({ appId: wechatEventReceipts.appId });
      if (!first) return { kind: "duplicate" } as const;
      const userId = await findOrCreateWechatAccount(tx, { ...identity, unionid });
      const claim = await claimLoginTicket(tx, { userId, channel: "wechat" }, ticket, now);
      if (claim.kind !== "opened") throw new NotOpened(claim);
      const pass = issueWechatScanPass(deps.sessionTokenKey, ticket, userId);
      return {
        kind: "opened",
        device: summarizeDevice(claim.ticket.requesterUserAgent),
        isLawyerLogin: claim.ticket.role === "lawyer",
        confirmUrl: `${deps.config.siteOrigin}${wechatScanConfirmPath(ticket, pass)}`,
      } as const;
    });
    if (outcome.kind === "opened") await announceTicketState(deps, ticket, "scanned");
    return outcome;
  } catch (error) {
    if (!(error instanceof NotOpened)) throw error;
    return error.claim.kind === "not_a_lawyer" ? { kind: "not_a_lawyer" } : { kind: "ended" };
  }
}
