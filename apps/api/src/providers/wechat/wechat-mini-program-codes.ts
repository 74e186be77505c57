import { sniffImageType } from "../storage/process-image";
import type { AccessTokenHolder } from "./access-token-holder";
import type { MiniProgramCode, MiniProgramCodeRequest, MiniProgramCodes } from "./mini-program-codes";
import { isRejectedToken, refusalOf, WECHAT_TIMEOUT_MS, WechatApiError } from "./wechat-api";

export interface WechatMiniProgramCodesOptions {
  apiOrigin: string;
  tokens: AccessTokenHolder;
  /** `release`, `trial` or `develop`: which version of the mini-program the code opens. */
  envVersion: "release" | "trial" | "develop";
  fetch?: typeof fetch;
}

/**
 * `wxacode.getUnlimited`: an image on success, a JSON refusal otherwise. A refused token
 * (40001, 42001) is replaced once and the call made again.
 */
export function createWechatMiniProgramCodes(options: WechatMiniProgramCodesOptions): MiniProgramCodes {
  const fetchCode = options.fetch ?? fetch;

  async function getUnlimited(
    request: MiniProgramCodeRequest,
    accessToken: string,
  ): Promise<Pick<MiniProgramCode, "image" | "contentType">> {
    const response = await fetchCode(
      `${options.apiOrigin}/wxa/getwxacodeunlimit?access_token=${encodeURIComponent(accessToken)}`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          scene: request.scene,
          page: request.miniProgramPath,
          width: request.width,
          env_version: options.envVersion,
          // Only a released mini-program knows its pages; trial and develop versions are not checked.
          check_path: options.envVersion === "release",
        }),
        signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS),
      },
    );
    if (!response.ok) throw new WechatApiError("getwxacodeunlimit", -1, `HTTP ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    // The picture is told by its bytes: WeChat's content-type has said image/jpeg for PNGs too.
    const contentType = sniffImageType(body);
    if (contentType === "image/png" || contentType === "image/jpeg") return { image: body, contentType };
    throw (
      refusalOf("getwxacodeunlimit", JSON.parse(body.toString("utf8"))) ??
      new WechatApiError("getwxacodeunlimit", -2, "neither an image nor a refusal")
    );
  }

  return {
    kind: "wxacode",
    // WeChat draws JPEG unless asked for a transparent code, which is never asked here.
    extension: "jpg",
    async draw(request) {
      const token = await options.tokens.token();
      const code = await getUnlimited(request, token).catch(async (error: unknown) => {
        if (!isRejectedToken(error)) throw error;
        return getUnlimited(request, await options.tokens.replace(token));
      });
      return { ...code, kind: "wxacode" };
    },
  };
}
