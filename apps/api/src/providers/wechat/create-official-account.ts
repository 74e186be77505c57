import type { Database } from "@tousu/db";
import type { Config } from "../../config";
import { createAccessTokenHolder } from "./access-token-holder";
import type { OfficialAccount } from "./official-account";
import { createWechatOfficialAccount } from "./wechat-official-account";

/** The configured official account, or null: scan login then shows our own confirm page only. */
export function createOfficialAccount(config: Config, db: Database, now: () => Date): OfficialAccount | null {
  const appId = config.WECHAT_OFFICIAL_ACCOUNT_APP_ID;
  const appSecret = config.WECHAT_OFFICIAL_ACCOUNT_APP_SECRET;
  const callbackToken = config.WECHAT_OFFICIAL_ACCOUNT_TOKEN;
  // Config validation guarantees the three come together.
  if (!appId || !appSecret || !callbackToken) return null;
  return createWechatOfficialAccount({
    apiOrigin: config.WECHAT_API_ORIGIN,
    openOrigin: config.WECHAT_OPEN_ORIGIN,
    appSecret,
    tokens: createAccessTokenHolder({ db, apiOrigin: config.WECHAT_API_ORIGIN, appId, appSecret, now }),
    callbackToken,
  });
}
