import type { Database } from "@tousu/db";
import type { Config } from "../../config";
import { createAccessTokenHolder } from "./access-token-holder";
import type { MiniProgramCodes } from "./mini-program-codes";
import { createQrMiniProgramCodes } from "./qr-mini-program-codes";
import { createWechatMiniProgramCodes } from "./wechat-mini-program-codes";

export function createMiniProgramCodes(config: Config, db: Database, now: () => Date): MiniProgramCodes {
  const appId = config.WECHAT_MINIPROGRAM_APP_ID;
  const appSecret = config.WECHAT_MINIPROGRAM_APP_SECRET;
  // Config validation guarantees the secret comes with the app id.
  if (!appId || !appSecret) return createQrMiniProgramCodes();
  return createWechatMiniProgramCodes({
    apiOrigin: config.WECHAT_API_ORIGIN,
    tokens: createAccessTokenHolder({ db, apiOrigin: config.WECHAT_API_ORIGIN, appId, appSecret, now }),
    envVersion: config.WECHAT_MINIPROGRAM_ENV_VERSION,
  });
}
