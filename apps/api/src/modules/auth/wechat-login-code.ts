import { SCAN_LOGIN_TICKET_TTL_SECONDS } from "@tousu/domain";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";

/** The scene of a ticket's WeChat code: names the ticket, within WeChat's 64 characters. */
const LOGIN_SCENE_PREFIX = "login_";
const loginScene = (ticket: string) => `${LOGIN_SCENE_PREFIX}${ticket}`;

/** The ticket a code's scene names, or null for a scene that is no login code's. */
export function ticketOfLoginScene(scene: string): string | null {
  return scene.startsWith(LOGIN_SCENE_PREFIX) ? scene.slice(LOGIN_SCENE_PREFIX.length) : null;
}

/**
 * The official account's temporary code for a scan-login ticket, living as long as the ticket.
 * Without an official account, or when WeChat does not answer, the dialog shows our confirm
 * page's code only, which still logs in (decision 045).
 */
export async function wechatLoginCode(
  deps: Pick<AppDeps, "providers">,
  ticket: string,
  log: FastifyBaseLogger,
): Promise<{ wechat_url?: string }> {
  const account = deps.providers.officialAccount;
  if (!account) return {};
  try {
    const code = await account.createTemporaryCode(loginScene(ticket), SCAN_LOGIN_TICKET_TTL_SECONDS);
    return { wechat_url: code.url };
  } catch (error) {
    log.warn({ err: error }, "WeChat qrcode.create failed; the dialog shows the confirm page's code only");
    return {};
  }
}
