import path from "node:path";
import type { Config } from "../../config";
import { createLocalObjectStorage } from "./local-object-storage";
import type { ObjectStorage } from "./object-storage";
import { createS3ObjectStorage } from "./s3-object-storage";

/** Where the local driver keeps files, under DATA_DIR, and where the image host serves them. */
export const UPLOADS_PATH = "/uploads";

/** The local driver's private objects, beside `uploads` under DATA_DIR and never served (decision 061). */
export const PRIVATE_OBJECTS_DIR = "private";

export function createObjectStorage(config: Config): ObjectStorage {
  if (config.STORAGE_DRIVER === "s3") {
    // Config validation guarantees these are present for the s3 driver.
    return createS3ObjectStorage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      privateBucket: config.S3_PRIVATE_BUCKET ?? config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      publicBaseUrl: config.S3_PUBLIC_BASE_URL!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      maxObjectBytes: config.UPLOAD_MAX_BYTES,
    });
  }
  return createLocalObjectStorage({
    rootDir: path.join(config.dataDir, "uploads"),
    privateRootDir: path.join(config.dataDir, PRIVATE_OBJECTS_DIR),
    baseUrl: `${config.IMAGE_ORIGIN.replace(/\/+$/, "")}${UPLOADS_PATH}`,
    secret: config.UPLOAD_SECRET,
  });
}
