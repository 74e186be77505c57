import {
  cancelScanTicket,
  captchaVerify,
  confirmScanTicket,
  getCaptchaChallenge,
  getQrcode,
  loginScan,
  loginSms,
  logout,
  openScanTicket,
  sendSms,
} from "@tousu/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps";
import { badRequest, forbidden, unauthorized } from "../../lib/app-error";
import type { AuthenticatedUser } from "../../lib/request-user";
import { route } from "../../lib/route";
import { findOrCreateUserByPhone, findUserByPhone } from "../user";
import { decideLoginTicket, issueLoginTicket, openLoginTicket, pollLoginTicket } from "./scan-login";
import type { TicketOpener } from "./scan-login-steps";
import { grantSessionRole, issueWebSession, NOT_A_VERIFIED_LAWYER, revokeSession } from "./sessions";
import { consumeSmsCode, sendSmsCode } from "./sms-codes";
import { wechatLoginCode } from "./wechat-login-code";
import { readWechatScanPass } from "./wechat-scan-pass";

/**
 * Flood guards in front of the database limits, keyed by IP and phone so that one office's
 * shared address does not lock out its neighbours; the code itself allows five guesses.
 */
const byIpAndPhone = (request: FastifyRequest) =>
  `${request.ip}:${(request.body as { phone: string }).phone}`;

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getCaptchaChallenge, () => deps.captcha.createChallenge(), {
    rateLimit: { max: 60, timeWindow: "1 minute" },
  });

  route(
    app,
    captchaVerify,
    async ({ body }) => {
      const result = await deps.captcha.exchangeSolution(body.payload);
      if (!result) throw badRequest("人机验证未通过，请重试");
      return { captcha_token: result.token, expires_in: result.expiresIn };
    },
    { rateLimit: { max: 30, timeWindow: "1 minute" } },
  );

  route(
    app,
    sendSms,
    ({ body, request }) =>
      sendSmsCode(deps, {
        phone: body.phone,
        purpose: body.purpose,
        ip: request.ip,
        hasSolvedCaptcha: () => deps.captcha.consumeToken(body.captcha_token),
      }),
    { rateLimit: { max: 5, timeWindow: "1 minute", keyGenerator: byIpAndPhone } },
  );

  route(
    app,
    loginSms,
    async ({ body, request }) => {
      const { phone } = await consumeSmsCode(deps, { phone: body.phone, code: body.code, purpose: "login" });
      const now = deps.providers.now();
      // The lawyer login registers no one: an unknown phone is no verified lawyer.
      const user =
        body.role === undefined
          ? await findOrCreateUserByPhone(deps, phone, { loginAt: now })
          : await findUserByPhone(deps, phone);
      if (!user) throw forbidden(NOT_A_VERIFIED_LAWYER);
      if (user.status !== "active") throw forbidden("账号已被禁用，如有疑问请联系客服");
      const role = await grantSessionRole(deps.db, user.id, body.role);
      return issueWebSession(deps, { userId: user.id, userAgent: request.headers["user-agent"], now, role });
    },
    { rateLimit: { max: 10, timeWindow: "1 minute", keyGenerator: byIpAndPhone } },
  );

  // Scan login (decision 042): the login browser asks for a code and polls; the phone opens, confirms
  // or cancels. Each ticket paces its own polls (slow_down); these per-address limits only stop
  // floods, loose enough for an office of people behind one address.
  /**
   * Who acts on a ticket from a phone: the confirm page of a WeChat scan's reply by its pass, which
   * wins over any session that browser has; else the logged-in phone; else no one (401).
   */
  const openerOf = (
    body: { ticket: string; wechat_pass?: string | undefined },
    user: AuthenticatedUser | null,
  ) => {
    if (body.wechat_pass !== undefined) {
      const userId = readWechatScanPass(deps.sessionTokenKey, body.ticket, body.wechat_pass);
      if (userId === null) throw badRequest("确认链接无效，请重新扫码");
      return { userId, channel: "wechat" } satisfies TicketOpener;
    }
    if (!user) throw unauthorized();
    return { userId: user.id, channel: "web" } satisfies TicketOpener;
  };

  route(
    app,
    getQrcode,
    async ({ query, request, reply }) => {
      const issued = await issueLoginTicket(deps, request, reply, query.role);
      return { ...issued, ...(await wechatLoginCode(deps, issued.ticket, request.log)) };
    },
    { rateLimit: { max: 30, timeWindow: "1 minute" } },
  );
  route(app, loginScan, ({ body, request }) => pollLoginTicket(deps, request, body), {
    rateLimit: { max: 300, timeWindow: "1 minute" },
  });
  route(
    app,
    openScanTicket,
    async ({ body, user }) => openLoginTicket(deps, openerOf(body, user), body.ticket),
    {
      rateLimit: { max: 30, timeWindow: "1 minute" },
    },
  );
  route(app, confirmScanTicket, async ({ body, user }) =>
    decideLoginTicket(deps, openerOf(body, user), body.ticket, "confirmed"),
  );
  route(app, cancelScanTicket, async ({ body, user }) =>
    decideLoginTicket(deps, openerOf(body, user), body.ticket, "cancelled"),
  );

  route(app, logout, async ({ user }) => {
    await revokeSession(deps.db, user.sessionId, deps.providers.now());
    return null;
  });
}
