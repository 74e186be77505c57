// Scan login through the WeChat official account (decisions 045, 059): the server callback that
// opens a ticket for the follower who scanned its code and links to the confirm page, and the cleanup
// of the pushes' receipts.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { wechatReceiptCleanupJob } from "./receipts-cleanup";
import { registerWechatLoginRoutes } from "./routes";

export const wechatLoginFeature: FeatureManifest = {
  name: "wechat-login",
  registerRoutes: registerWechatLoginRoutes,
  jobs: [wechatReceiptCleanupJob],
};
