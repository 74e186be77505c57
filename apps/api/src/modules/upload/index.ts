// The upload module's public surface: who uploaded what, attaching only the submitter's own
// uploads, and the clean-up job for uploads nothing kept.
import type { FeatureManifest } from "../../lib/feature-manifest";
import { registerUploadRoutes } from "./routes";
import { uploadCleanupJob } from "./upload-records";

export { adoptOwnImages } from "./adopt-own-images";
export { registerImageHost } from "./image-host";
export { isOwnImageUrl } from "./own-image-url";

export { readUploadOwner, uploaderOf } from "./upload-owner";
export { holdDraftUploads, markUploadsAttached, type Uploader, uploaderFolders } from "./upload-records";

export const uploadFeature: FeatureManifest = {
  name: "upload",
  registerRoutes: registerUploadRoutes,
  jobs: [uploadCleanupJob],
};
