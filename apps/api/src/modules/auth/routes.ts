import { captchaVerify, getCaptchaChallenge, loginSms, logout, sendSms } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { badRequest } from "../../lib/app-error";
import { route } from "../../lib/route";
import { findOrCreateUserByPhone } from "../user/user-repository";
import { createSession, revokeSession } from "./sessions";
import { consumeSmsCode, sendSmsCode } from "./sms-codes";

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

  route(app, sendSms, ({ body, request }) =>
    sendSmsCode(deps, {
      phone: body.phone,
      purpose: body.purpose,
      ip: request.ip,
      hasSolvedCaptcha: () => deps.captcha.consumeToken(body.captcha_token),
    }),
  );

  route(
    app,
    loginSms,
    async ({ body, request }) => {
      const { phone } = await consumeSmsCode(deps, { phone: body.phone, code: body.code, purpose: "login" });
      const now = deps.providers.now();
      const user = await findOrCreateUserByPhone(deps, phone, now);
      const session = await createSession(deps.db, {
        userId: user.id,
        ttlDays: deps.config.SESSION_TTL_DAYS,
        userAgent: request.headers["user-agent"],
        now,
      });
      return { token: session.token, expires_at: session.expiresAt.toISOString() };
    },
    { rateLimit: { max: 20, timeWindow: "1 minute" } },
  );

  route(app, logout, async ({ user }) => {
    await revokeSession(deps.db, user.sessionId, deps.providers.now());
    return null;
  });
}
