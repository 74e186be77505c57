import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import QRCode from "qrcode";
import sharp from "sharp";

interface FakeApp {
  appId: string;
  appSecret: string;
}

export interface FakeOfficialAccount extends FakeApp {
  /** The Token of the account's server settings, which WeChat signs its pushes with. */
  callbackToken: string;
  /** Where WeChat pushes events: our callback's whole address (for `pushScan` and `POST /__fake/scan`). */
  callbackUrl?: string;
}

export interface FakeWechatOptions extends FakeApp {
  /** Seconds a token lives, as stable_token's `expires_in` says. */
  tokenLifetimeSeconds?: number;
  /** The official account, for scan login (decision 045). */
  officialAccount?: FakeOfficialAccount;
  /** A fixed port (the end-to-end server's configuration names it); a free one otherwise. */
  port?: number;
}

export interface FakeScan {
  /** The code's content as `qrcode.create` answered it: the code the person scanned. */
  codeUrl: string;
  openid: string;
  /** What `user.info` will answer for this follower; none when absent. */
  unionid?: string;
  /** `subscribe` when the person follows the account by this scan, `SCAN` when already following. */
  event: "subscribe" | "SCAN";
  /** WeChat's clock when it pushes (CreateTime and the signature's timestamp); now by default. */
  at?: Date;
}

/** The person using WeChat's browser, as the fake's authorisation page knows them. */
export interface FakeWebUser {
  openid: string;
  /** Answered by `sns/oauth2/access_token` (userinfo scope) and `sns/userinfo`; none when absent. */
  unionid?: string;
  nickname: string;
  headimgurl: string;
  /** Taps 拒绝 on WeChat's `snsapi_userinfo` page: back to our page with the state and no code. */
  refusesProfile?: boolean;
}

/** A push as WeChat sends it: the signed query string and the XML body. */
export interface FakePush {
  query: string;
  body: string;
}

/** WeChat's signature of a push: SHA-1 of the Token, timestamp and nonce, sorted and joined. */
const signPush = (token: string, timestamp: string, nonce: string) =>
  createHash("sha1").update([token, timestamp, nonce].sort().join("")).digest("hex");

const cdata = (value: string) => `<![CDATA[${value}]]>`;

/**
 * A local stand-in for WeChat, speaking its protocol: `stable_token` per app; `getwxacodeunlimit`
 * (codes as JPEG bytes, PNG when `is_hyaline`, each a QR code of the request body so a test can read
 * what was asked); the official account's `qrcode.create` and `user.info`; signed subscribe/SCAN
 * pushes to our callback; web authorisation (`connect/oauth2/authorize`, which answers at once as the
 * person set by `signInWebUser` would, `sns/oauth2/access_token` with codes good once for five
 * minutes, `sns/userinfo`) and the JS-SDK ticket (`ticket/getticket`). Refusals are JSON `{errcode, errmsg}` with HTTP 200; tokens expire or are
 * revoked; the quota's 45009. Integration tests start it, and scripts/e2e-fake-wechat.ts for the
 * end-to-end server.
 */
export async function startFakeWechat(options: FakeWechatOptions) {
  const lifetimeMs = (options.tokenLifetimeSeconds ?? 7200) * 1000;
  const apps = [options, ...(options.officialAccount ? [options.officialAccount] : [])];
  let issued = 0;
  const current = new Map<string, { token: string; expiresAt: number }>();
  const state = {
    tokenRequests: 0,
    codeRequests: [] as { accessToken: string; body: Record<string, unknown> }[],
    /** The official account's temporary codes, by their content. */
    temporaryCodes: new Map<string, { scene: string; ticket: string; expiresAt: number }>(),
    userInfoRequests: [] as string[],
    /** openid → unionid (or null) of the account's followers, as user.info answers. */
    followers: new Map<string, string | null>(),
    rateLimited: false,
    /** Who is in WeChat's browser: the person the authorisation page speaks for. */
    webUser: null as FakeWebUser | null,
    /** Web authorisation codes: good once, for five minutes (WeChat's rule). */
    webCodes: new Map<string, { user: FakeWebUser; scope: string; expiresAt: number; used: boolean }>(),
    /** The web authorisations' own tokens, for `sns/userinfo`. */
    webTokens: new Map<string, { user: FakeWebUser; scope: string }>(),
    ticketRequests: 0,
  };
  let origin = "";

  const issueToken = (appId: string) => {
    issued += 1;
    const token = { token: `fake-token-${issued}`, expiresAt: Date.now() + lifetimeMs };
    current.set(appId, token);
    return token;
  };
  /** The refusal WeChat gives a call made with `accessToken` for `appId`, if any. */
  const tokenRefusal = (appId: string, accessToken: string) => {
    const valid = current.get(appId);
    if (!valid || accessToken !== valid.token)
      return { errcode: 40001, errmsg: "invalid credential, access_token is invalid or not latest" };
    if (valid.expiresAt <= Date.now()) return { errcode: 42001, errmsg: "access_token expired" };
    return null;
  };

  function scanPush(scan: FakeScan): FakePush {
    const account = options.officialAccount;
    if (!account) throw new Error("the fake has no official account");
    const code = state.temporaryCodes.get(scan.codeUrl);
    if (!code) throw new Error(`the fake issued no code ${scan.codeUrl}`);
    state.followers.set(scan.openid, scan.unionid ?? null);
    const timestamp = String(Math.floor((scan.at ?? new Date()).getTime() / 1000));
    const nonce = String(randomBytes(4).readUInt32BE());
    const query = new URLSearchParams({
      signature: signPush(account.callbackToken, timestamp, nonce),
      timestamp,
      nonce,
      openid: scan.openid,
    });
    const eventKey = scan.event === "subscribe" ? `qrscene_${code.scene}` : code.scene;
    const body = `<xml><ToUserName>${cdata("gh_fakeaccount")}</ToUserName><FromUserName>${cdata(scan.openid)}</FromUserName><CreateTime>${timestamp}</CreateTime><MsgType>${cdata("event")}</MsgType><Event>${cdata(scan.event)}</Event><EventKey>${cdata(eventKey)}</EventKey><Ticket>${cdata(code.ticket)}</Ticket></xml>`;
    return { query: query.toString(), body };
  }

  /** Pushes a scan to the configured callback as WeChat does; answers what the callback answered. */
  async function pushScan(scan: FakeScan): Promise<{ status: number; body: string }> {
    const callbackUrl = options.officialAccount?.callbackUrl;
    if (!callbackUrl) throw new Error("the fake has no callback address");
    const push = scanPush(scan);
    const response = await fetch(`${callbackUrl}?${push.query}`, {
      method: "POST",
      headers: { "content-type": "text/xml" },
      body: push.body,
      signal: AbortSignal.timeout(5_000),
    });
    return { status: response.status, body: await response.text() };
  }

  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", async () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const accessToken = url.searchParams.get("access_token") ?? "";
      const answerJson = (answer: object) => {
        response.setHeader("content-type", "application/json; charset=utf-8");
        response.end(JSON.stringify(answer));
      };
      if (request.method === "POST" && url.pathname === "/cgi-bin/stable_token") {
        state.tokenRequests += 1;
        if (body.grant_type !== "client_credential")
          return answerJson({ errcode: 40002, errmsg: "invalid grant_type" });
        const app = apps.find((candidate) => candidate.appId === body.appid);
        if (!app) return answerJson({ errcode: 40013, errmsg: "invalid appid" });
        if (body.secret !== app.appSecret) return answerJson({ errcode: 40125, errmsg: "invalid appsecret" });
        // Normal mode: the token still valid, else a new one.
        const stored = current.get(app.appId);
        const valid = stored && stored.expiresAt > Date.now() ? stored : issueToken(app.appId);
        return answerJson({
          access_token: valid.token,
          expires_in: Math.round((valid.expiresAt - Date.now()) / 1000),
        });
      }
      if (request.method === "POST" && url.pathname === "/wxa/getwxacodeunlimit") {
        state.codeRequests.push({ accessToken, body });
        const refusal = tokenRefusal(options.appId, accessToken);
        if (refusal) return answerJson(refusal);
        if (state.rateLimited)
          return answerJson({ errcode: 45009, errmsg: "reach max api daily quota limit" });
        const scene = String(body.scene ?? "");
        if (scene.length === 0 || scene.length > 32)
          return answerJson({ errcode: 40169, errmsg: "invalid length for scene" });
        const png = await QRCode.toBuffer(JSON.stringify(body), {
          type: "png",
          width: Number(body.width) || 430,
        });
        response.setHeader("content-type", "image/jpeg");
        return response.end(body.is_hyaline ? png : await sharp(png).jpeg({ quality: 90 }).toBuffer());
      }
      const account = options.officialAccount;
      if (account && request.method === "GET" && url.pathname === "/connect/oauth2/authorize") {
        // WeChat shows its own error page for a request it cannot serve; the fake answers 400.
        const query = url.searchParams;
        const redirectUri = query.get("redirect_uri") ?? "";
        const scope = query.get("scope") ?? "";
        const user = state.webUser;
        if (
          query.get("appid") !== account.appId ||
          query.get("response_type") !== "code" ||
          !["snsapi_base", "snsapi_userinfo"].includes(scope) ||
          !/^https?:\/\//.test(redirectUri) ||
          !user
        ) {
          response.statusCode = 400;
          return response.end("redirect_uri 参数错误");
        }
        const back = new URL(redirectUri);
        if (!(scope === "snsapi_userinfo" && user.refusesProfile)) {
          const code = randomBytes(16).toString("hex");
          state.webCodes.set(code, { user, scope, expiresAt: Date.now() + 5 * 60_000, used: false });
          back.searchParams.set("code", code);
        }
        back.searchParams.set("state", query.get("state") ?? "");
        response.statusCode = 302;
        response.setHeader("location", back.toString());
        return response.end();
      }
      if (account && request.method === "GET" && url.pathname === "/sns/oauth2/access_token") {
        const query = url.searchParams;
        if (query.get("grant_type") !== "authorization_code")
          return answerJson({ errcode: 40002, errmsg: "invalid grant_type" });
        if (query.get("appid") !== account.appId)
          return answerJson({ errcode: 40013, errmsg: "invalid appid" });
        if (query.get("secret") !== account.appSecret)
          return answerJson({ errcode: 40125, errmsg: "invalid appsecret" });
        const code = state.webCodes.get(query.get("code") ?? "");
        if (!code || code.expiresAt <= Date.now())
          return answerJson({ errcode: 40029, errmsg: "invalid code" });
        if (code.used) return answerJson({ errcode: 40163, errmsg: "code been used" });
        code.used = true;
        const webToken = `fake-web-token-${randomBytes(8).toString("hex")}`;
        state.webTokens.set(webToken, { user: code.user, scope: code.scope });
        return answerJson({
          access_token: webToken,
          expires_in: 7200,
          refresh_token: `fake-refresh-${randomBytes(8).toString("hex")}`,
          openid: code.user.openid,
          scope: code.scope,
          // WeChat gives the unionid here only to a userinfo authorisation.
          ...(code.scope === "snsapi_userinfo" && code.user.unionid ? { unionid: code.user.unionid } : {}),
        });
      }
      if (account && request.method === "GET" && url.pathname === "/sns/userinfo") {
        const grant = state.webTokens.get(accessToken);
        if (!grant)
          return answerJson({ errcode: 40001, errmsg: "invalid credential, access_token is invalid" });
        if (grant.scope !== "snsapi_userinfo" || url.searchParams.get("openid") !== grant.user.openid)
          return answerJson({ errcode: 48001, errmsg: "api unauthorized" });
        const { user } = grant;
        return answerJson({
          openid: user.openid,
          nickname: user.nickname,
          sex: 0,
          province: "",
          city: "",
          country: "",
          headimgurl: user.headimgurl,
          privilege: [],
          ...(user.unionid ? { unionid: user.unionid } : {}),
        });
      }
      if (account && request.method === "GET" && url.pathname === "/cgi-bin/ticket/getticket") {
        const refusal = tokenRefusal(account.appId, accessToken);
        if (refusal) return answerJson(refusal);
        if (url.searchParams.get("type") !== "jsapi")
          return answerJson({ errcode: 40097, errmsg: "invalid args" });
        state.ticketRequests += 1;
        return answerJson({
          errcode: 0,
          errmsg: "ok",
          ticket: `fake-jsapi-ticket-${state.ticketRequests}`,
          expires_in: 7200,
        });
      }
      // Not WeChat's: who is in WeChat's browser, for a test outside this process.
      if (account && request.method === "POST" && url.pathname === "/__fake/web_user") {
        state.webUser = body as unknown as FakeWebUser;
        return answerJson({ ok: true });
      }
      if (account && request.method === "POST" && url.pathname === "/cgi-bin/qrcode/create") {
        const refusal = tokenRefusal(account.appId, accessToken);
        if (refusal) return answerJson(refusal);
        const scene = (body.action_info as { scene?: { scene_str?: unknown } } | undefined)?.scene?.scene_str;
        const expireSeconds = Number(body.expire_seconds ?? 60);
        if (body.action_name !== "QR_STR_SCENE" || typeof scene !== "string")
          return answerJson({ errcode: 40053, errmsg: "invalid action info" });
        if (scene.length === 0 || scene.length > 64)
          return answerJson({ errcode: 40097, errmsg: "invalid args, scene_str length 1 to 64" });
        if (!Number.isInteger(expireSeconds) || expireSeconds < 60 || expireSeconds > 2_592_000)
          return answerJson({ errcode: 40097, errmsg: "invalid args, expire_seconds" });
        const ticket = `fake-qr-ticket-${state.temporaryCodes.size + 1}`;
        const codeUrl = `${origin}/q/${ticket}`;
        state.temporaryCodes.set(codeUrl, { scene, ticket, expiresAt: Date.now() + expireSeconds * 1000 });
        return answerJson({ ticket, expire_seconds: expireSeconds, url: codeUrl });
      }
      if (account && request.method === "GET" && url.pathname === "/cgi-bin/user/info") {
        const refusal = tokenRefusal(account.appId, accessToken);
        if (refusal) return answerJson(refusal);
        const openid = url.searchParams.get("openid") ?? "";
        state.userInfoRequests.push(openid);
        if (!state.followers.has(openid)) return answerJson({ errcode: 40003, errmsg: "invalid openid" });
        const unionid = state.followers.get(openid);
        return answerJson({ subscribe: 1, openid, language: "zh_CN", ...(unionid ? { unionid } : {}) });
      }
      // Not WeChat's: how a test outside this process (the end-to-end browser) makes a phone scan.
      if (account && request.method === "POST" && url.pathname === "/__fake/scan") {
        const pushed = await pushScan({
          codeUrl: String(body.code_url),
          openid: String(body.openid),
          event: body.event === "SCAN" ? "SCAN" : "subscribe",
          ...(typeof body.unionid === "string" ? { unionid: body.unionid } : {}),
        }).catch((error: unknown) => ({ status: 502, body: String(error) }));
        return answerJson(pushed);
      }
      response.statusCode = 404;
      answerJson({ errcode: -1, errmsg: "no such api" });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    state,
    /** An app's current token passes its expiry: WeChat answers 42001 until a new one is fetched. */
    expireToken(appId = options.appId) {
      const token = current.get(appId);
      if (token) token.expiresAt = Date.now() - 1;
    },
    /** Another caller forced a new token: the one in use answers 40001 from now on. */
    replaceToken: (appId = options.appId) => issueToken(appId).token,
    /** The person WeChat's authorisation page speaks for from now on. */
    signInWebUser(user: FakeWebUser) {
      state.webUser = user;
    },
    /** The signed push WeChat makes when `scan.openid` scans `scan.codeUrl`, to send to the callback. */
    scanPush,
    pushScan,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
