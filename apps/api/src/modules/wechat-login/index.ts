// Scan login through the WeChat official account (decisions 045, 059): the server callback that
// opens a ticket for the follower who scanned its code and links to the confirm page, and the cleanup
// of the pushes' receipts; WeChat web login and the JS-SDK's signature for the H5 site (decision 080);
// an account's openid under the official account, which WeChat Pay's JSAPI needs (decision 087).
import type { FeatureManifest } from "../../lib/feature-manifest";
import { wechatReceiptCleanupJob } from "./receipts-cleanup";
import { registerWechatLoginRoutes } from "./routes";
import { wechatWebLoginCleanupJob } from "./web-login-cleanup";

export { openidOfAccount } from "./wechat-accounts";

export const wechatLoginFeature: FeatureManifest = {
  name: "wechat-login",
  registerRoutes: registerWechatLoginRoutes,
  jobs: [wechatReceiptCleanupJob, wechatWebLoginCleanupJob],
};
