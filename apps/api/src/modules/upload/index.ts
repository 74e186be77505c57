// The upload module's public surface: who uploaded what, attaching only the submitter's own
// uploads, and the clean-up job for uploads nothing kept.
export { adoptOwnImages } from "./adopt-own-images";
export { registerImageHost } from "./image-host";
export { isOwnImageUrl } from "./own-image-url";
export { registerUploadRoutes } from "./routes";
export { readUploadOwner, uploaderOf } from "./upload-owner";
export {
  holdDraftUploads,
  markUploadsAttached,
  type Uploader,
  uploadCleanupJob,
  uploaderFolders,
} from "./upload-records";
