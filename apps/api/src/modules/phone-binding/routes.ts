import {
  changePhone as changePhoneContract,
  listWechatIdentities as listWechatIdentitiesContract,
  loginBind,
  sendOwnPhoneCode,
  unlinkWechatIdentity as unlinkWechatIdentityContract,
} from "@tousu/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { loginBind as bindAndLogin } from "./login-bind";
import { changePhone, sendCodeToOwnPhone } from "./phone-change";
import { listWechatIdentities, unlinkWechatIdentity } from "./wechat-identities";

/** Keyed like SMS login's guards: an address and the number it tries. */
const byIpAndPhone = (request: FastifyRequest) =>
  `${request.ip}:${(request.body as { phone: string }).phone}`;

/** Binding a phone after a 402, and the user centre's phone and WeChat settings (decision 046). */
export function registerPhoneBindingRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    loginBind,
    ({ body, request }) =>
      bindAndLogin(deps, {
        accessToken: body.access_token,
        phone: body.phone,
        code: body.code,
        linkWechat: body.link_wechat,
        userAgent: request.headers["user-agent"],
      }),
    { rateLimit: { max: 10, timeWindow: "1 minute", keyGenerator: byIpAndPhone } },
  );

  route(
    app,
    sendOwnPhoneCode,
    ({ body, user, request }) =>
      sendCodeToOwnPhone(deps, {
        userId: user.id,
        ip: request.ip,
        hasSolvedCaptcha: () => deps.captcha.consumeToken(body.captcha_token),
      }),
    { rateLimit: { max: 5, timeWindow: "1 minute" } },
  );

  route(
    app,
    changePhoneContract,
    ({ body, user }) =>
      changePhone(deps, { userId: user.id, oldCode: body.old_code, phone: body.phone, code: body.code }),
    { rateLimit: { max: 10, timeWindow: "1 minute" } },
  );

  route(app, listWechatIdentitiesContract, async ({ user }) => ({
    items: await listWechatIdentities(deps, user.id),
    can_unlink: user.hasPhone,
  }));

  route(app, unlinkWechatIdentityContract, ({ params, user }) =>
    unlinkWechatIdentity(deps, { userId: user.id, identityId: params.id }),
  );
}
