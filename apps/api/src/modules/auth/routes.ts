import { captchaVerify, getCaptchaChallenge, loginSms, logout, sendSms } from "@tousu/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps";
import { badRequest, forbidden } from "../../lib/app-error";
import { route } from "../../lib/route";
import { findOrCreateUserByPhone } from "../user";
import { createSession, revokeSession } from "./sessions";
import { consumeSmsCode, sendSmsCode } from "./sms-codes";

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
      const user = await findOrCreateUserByPhone(deps, phone, { loginAt: now });
      if (user.status !== "active") throw forbidden("账号已被禁用，如有疑问请联系客服");
      const session = await createSession(deps.db, {
        tokenKey: deps.sessionTokenKey,
        userId: user.id,
        ttlDays: deps.config.SESSION_TTL_DAYS,
        userAgent: request.headers["user-agent"],
        now,
      });
      return { token: session.token, expires_at: session.expiresAt.toISOString() };
    },
    { rateLimit: { max: 10, timeWindow: "1 minute", keyGenerator: byIpAndPhone } },
  );

  route(app, logout, async ({ user }) => {
    await revokeSession(deps.db, user.sessionId, deps.providers.now());
    return null;
  });
}
