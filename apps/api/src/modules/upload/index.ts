// The upload module's public surface: who uploaded what, and attaching only the submitter's own
// uploads.
export { adoptOwnImages } from "./adopt-own-images";
export { registerImageHost } from "./image-host";
export { isOwnImageUrl } from "./own-image-url";
export { registerUploadRoutes } from "./routes";
export { readUploadOwner, uploaderOf } from "./upload-owner";
export { holdDraftUploads, markUploadsAttached, type Uploader, uploaderFolders } from "./upload-records";
