// The life channel's goods (decision 110): chosen by the brand's public complaint figures, curated by
// editors, withdrawn by a daily check when the brand falls below the bar.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { goodsBarCheckJob } from "./goods-bar-check";
import { registerLifeGoodsRoutes } from "./routes";

export const lifeGoodsFeature: FeatureManifest = {
  name: "life-goods",
  registerRoutes: registerLifeGoodsRoutes,
  jobs: [goodsBarCheckJob],
};
