import { createServer } from "node:http";
import QRCode from "qrcode";
import sharp from "sharp";

export interface FakeWechatOptions {
  appId: string;
  appSecret: string;
  /** Seconds a token lives, as stable_token's `expires_in` says. */
  tokenLifetimeSeconds?: number;
}

/**
 * A local stand-in for WeChat's `stable_token` and `getwxacodeunlimit`, speaking their protocol:
 * refusals as JSON `{errcode, errmsg}` with HTTP 200, codes as JPEG bytes (PNG when `is_hyaline`),
 * each a QR code of the request body so a test can read what was asked, tokens that expire or are revoked, and the quota's 45009.
 */
export async function startFakeWechat(options: FakeWechatOptions) {
  const lifetimeMs = (options.tokenLifetimeSeconds ?? 7200) * 1000;
  let issued = 0;
  let current: { token: string; expiresAt: number } | null = null;
  const state = {
    tokenRequests: 0,
    codeRequests: [] as { accessToken: string; body: Record<string, unknown> }[],
    rateLimited: false,
  };

  const issueToken = () => {
    issued += 1;
    current = { token: `fake-token-${issued}`, expiresAt: Date.now() + lifetimeMs };
    return current;
  };

  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", async () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const answerJson = (answer: object) => {
        response.setHeader("content-type", "application/json; charset=utf-8");
        response.end(JSON.stringify(answer));
      };
      if (request.method === "POST" && url.pathname === "/cgi-bin/stable_token") {
        state.tokenRequests += 1;
        if (body.grant_type !== "client_credential")
          return answerJson({ errcode: 40002, errmsg: "invalid grant_type" });
        if (body.appid !== options.appId) return answerJson({ errcode: 40013, errmsg: "invalid appid" });
        if (body.secret !== options.appSecret)
          return answerJson({ errcode: 40125, errmsg: "invalid appsecret" });
        // Normal mode: the token still valid, else a new one.
        const valid = current && current.expiresAt > Date.now() ? current : issueToken();
        return answerJson({
          access_token: valid.token,
          expires_in: Math.round((valid.expiresAt - Date.now()) / 1000),
        });
      }
      if (request.method === "POST" && url.pathname === "/wxa/getwxacodeunlimit") {
        const accessToken = url.searchParams.get("access_token") ?? "";
        state.codeRequests.push({ accessToken, body });
        if (!current || accessToken !== current.token)
          return answerJson({
            errcode: 40001,
            errmsg: "invalid credential, access_token is invalid or not latest",
          });
        if (current.expiresAt <= Date.now())
          return answerJson({ errcode: 42001, errmsg: "access_token expired" });
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
      response.statusCode = 404;
      answerJson({ errcode: -1, errmsg: "no such api" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    state,
    /** The current token passes its expiry: WeChat answers 42001 until a new one is fetched. */
    expireToken() {
      if (current) current.expiresAt = Date.now() - 1;
    },
    /** Another caller forced a new token: the one in use answers 40001 from now on. */
    replaceToken: () => issueToken().token,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
