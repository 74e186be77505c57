import type { Config } from "../../config";
import { createAliyunCdnPurger } from "./aliyun-cdn-purger";
import { type CdnPurger, noCdnPurger } from "./cdn-purger";

export function createCdnPurger(config: Config): CdnPurger {
  if (config.CDN_PURGE_DRIVER === "aliyun") {
    // Config validation guarantees these are present for the aliyun driver.
    return createAliyunCdnPurger({
      accessKeyId: config.ALIYUN_CDN_ACCESS_KEY_ID!,
      accessKeySecret: config.ALIYUN_CDN_ACCESS_KEY_SECRET!,
      endpoint: config.ALIYUN_CDN_ENDPOINT,
      siteOrigin: config.CDN_SITE_ORIGIN!,
      mobileOrigin: config.MOBILE_ORIGIN,
    });
  }
  return noCdnPurger;
}
