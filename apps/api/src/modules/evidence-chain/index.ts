// Each complaint's evidence chain (decision 117): kept by the database's triggers as rows are
// stored, verified here for anyone who asks.
import { verifyComplaintChain } from "@tousu/contracts";
import type { FeatureManifest } from "../../lib/feature-manifest";
import { route } from "../../lib/route";
import { verifyChain } from "./verify-chain";

export const evidenceChainFeature: FeatureManifest = {
  name: "evidence-chain",
  registerRoutes(app, deps) {
    route(app, verifyComplaintChain, ({ params }) => verifyChain(deps, params.id));
  },
};
