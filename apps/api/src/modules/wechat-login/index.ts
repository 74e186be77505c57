// Scan login through the WeChat official account (decisions 045, 059): the server callback that
// opens a ticket for the follower who scanned its code and links to the confirm page, and the cleanup
// of the pushes' receipts; WeChat web login and the JS-SDK's signature for the H5 site (decision 080).
import type { FeatureManifest } from "../../lib/feature-manifest";
import { wechatReceiptCleanupJob } from "./receipts-cleanup";
import { registerWechatLoginRoutes } from "./routes";
import { wechatWebLoginCleanupJob } from "./web-login-cleanup";

export const wechatLoginFeature: FeatureManifest = {
  name: "wechat-login",
  registerRoutes: registerWechatLoginRoutes,
  jobs: [wechatReceiptCleanupJob, wechatWebLoginCleanupJob],
};
