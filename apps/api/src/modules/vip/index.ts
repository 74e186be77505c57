// The membership (decision 087): plans, a member's orders and the channels' notifications settled
// exactly once by the orders' one writer, with the jobs that query, close and refund at the channel.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { vipOrderCloseJob, vipOrderQueryJob, vipRefundJob, vipRefundQueryJob } from "./order-jobs";
import { registerVipRoutes } from "./routes";

export { grantMembershipForPoints } from "./vip-order-steps";

export const vipFeature: FeatureManifest = {
  name: "vip",
  registerRoutes: registerVipRoutes,
  jobs: [vipOrderQueryJob, vipOrderCloseJob, vipRefundJob, vipRefundQueryJob],
};
