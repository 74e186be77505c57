import { S3Client } from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import type { ObjectStorage } from "./object-storage";

export interface S3ObjectStorageOptions {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are read from (usually a CDN in front of it). */
  publicBaseUrl: string;
  /** MinIO wants `endpoint/bucket/key`; Aliyun OSS and Tencent COS want virtual-hosted buckets. */
  forcePathStyle: boolean;
}

/**
 * S3-compatible buckets (Aliyun OSS, Tencent COS, MinIO): the browser posts straight to the
 * bucket with a presigned POST policy, which the SDK signs locally (no network call here).
 */
export function createS3ObjectStorage(options: S3ObjectStorageOptions): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });

  return {
    driver: "s3",
    async createUploadPolicy(request) {
      const { url, fields } = await createPresignedPost(client, {
        Bucket: options.bucket,
        // `${filename}` makes the SDK sign a starts-with condition on the key instead of one exact key.
        Key: `${request.keyPrefix}\${filename}`,
        Conditions: [
          ["content-length-range", 1, request.maxBytes],
          // S3 policies know eq and starts-with only: the exact type list is the local driver's,
          // and the content itself is checked when the processing job re-encodes the file.
          ["starts-with", "$Content-Type", "image/"],
        ],
        Expires: request.expiresInSeconds,
      });
      const { key: _key, ...formFields } = fields;
      return {
        host: url,
        policy: formFields.Policy ?? "",
        signature: formFields["X-Amz-Signature"] ?? "",
        fields: formFields,
      };
    },
    publicUrl: (key) => `${options.publicBaseUrl}/${key}`,
  };
}
