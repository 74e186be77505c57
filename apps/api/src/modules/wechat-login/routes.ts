import {
  answerWechatProfileConsent,
  finishWechatWebLogin,
  getWechatJssdkConfig,
  receiveWechatEvent,
  startWechatWebLogin,
  verifyWechatCallback,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { badRequest, forbidden, notFound } from "../../lib/app-error";
import { type MediaAnswer, route } from "../../lib/route";
import type { OfficialAccount } from "../../providers/wechat/official-account";
import { NOT_A_VERIFIED_LAWYER } from "../auth";
import { isFreshTimestamp, isSignedByWechat, type SignedCall } from "./callback-signature";
import { loadJssdkConfig } from "./jssdk-config";
import { acceptScan, type ScanOutcome } from "./scan-events";
import * as webLogin from "./web-login";
import { parsePush, textReply } from "./wechat-xml";

/** WeChat's pushes are a few hundred bytes; anything much larger is not one. */
const PUSH_BODY_LIMIT_BYTES = 16 * 1024;
/** A person starts a WeChat login a few times a minute at most; each start stores a row. */
const WEB_LOGIN_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: "1 minute" } };
/** Enough for a busy minute of scans and their retries from WeChat's servers, not a flood. */
const CALLBACK_RATE_LIMIT = { rateLimit: { max: 600, timeWindow: "1 minute" } };

const plainText = (body: string): MediaAnswer => ({ body, contentType: "text/plain; charset=utf-8" });

/**
 * What the follower reads in the chat after a scan; null: nothing (WeChat's `success`). A text reply
 * may hold links, which WeChat opens in its own browser: the confirm page, where the login happens.
 */
function replyText(outcome: ScanOutcome): string | null {
  switch (outcome.kind) {
    case "opened": {
      const login = outcome.isLawyerLogin ? "律师登录" : "登录";
      return `电脑端正在请求${login}诉达（${outcome.device}）。<a href="${outcome.confirmUrl}">点此确认${login}</a>\n如非本人操作，请勿确认，也不要扫描他人发来的二维码。`;
    }
    case "not_a_lawyer":
      return NOT_A_VERIFIED_LAWYER;
    case "ended":
      return "登录二维码已失效，请在电脑上刷新二维码后重新扫码";
    default:
      return null;
  }
}

/** The official account, and the call proven to come from WeChat: signed with its Token, and recent. */
function checkSigned(deps: Pick<AppDeps, "providers">, call: SignedCall): OfficialAccount {
  const account = deps.providers.officialAccount;
  if (!account) throw notFound("未配置公众号");
  if (!isSignedByWechat(account.callbackToken, call)) throw forbidden("签名校验失败");
  if (!isFreshTimestamp(call.timestamp, deps.providers.now())) throw forbidden("请求已过期");
  return account;
}

/**
 * The official account's server callback (decisions 045, 059), plaintext mode: WeChat checks the address
 * with a GET and pushes events as signed XML, waiting 5 s for the answer. A scan of a login code
 * answers a short text in the chat, with the link to confirm it; everything else answers `success`.
 */
export function registerWechatLoginRoutes(app: FastifyInstance, deps: AppDeps): void {
  // WeChat web login and share cards on the H5 site (decision 080).
  route(
    app,
    startWechatWebLogin,
    ({ body }) => webLogin.startWechatWebLogin(deps, { redirect: body.redirect }),
    WEB_LOGIN_RATE_LIMIT,
  );
  route(app, finishWechatWebLogin, ({ body, request }) =>
    webLogin.finishWechatWebLogin(
      deps,
      {
        browserKey: body.browser_key,
        state: body.state,
        code: body.code,
        userAgent: request.headers["user-agent"],
      },
      request.log,
    ),
  );
  route(
    app,
    answerWechatProfileConsent,
    ({ body, request }) =>
      webLogin.answerWechatProfileConsent(deps, {
        browserKey: body.browser_key,
        useProfile: body.use_profile,
        userAgent: request.headers["user-agent"],
      }),
    WEB_LOGIN_RATE_LIMIT,
  );
  route(app, getWechatJssdkConfig, ({ query, request }) => loadJssdkConfig(deps, query.url, request.log));

  app.register(async (scope) => {
    scope.addContentTypeParser(
      ["text/xml", "application/xml"],
      { parseAs: "string", bodyLimit: PUSH_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );

    route(
      scope,
      verifyWechatCallback,
      async ({ query }) => {
        checkSigned(deps, query);
        return plainText(query.echostr);
      },
      CALLBACK_RATE_LIMIT,
    );

    route(
      scope,
      receiveWechatEvent,
      async ({ query, request }) => {
        const account = checkSigned(deps, query);
        const push = typeof request.body === "string" ? parsePush(request.body) : null;
        if (!push) throw badRequest("不是公众号推送的消息");
        const text = replyText(await acceptScan(deps, account, push, request.log));
        if (text === null) return plainText("success");
        return {
          body: textReply(push, text, deps.providers.now()),
          contentType: "application/xml; charset=utf-8",
        };
      },
      CALLBACK_RATE_LIMIT,
    );
  });
}
