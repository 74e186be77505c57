import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { AppError } from "../../lib/app-error";
import { folderOf, keyOf, type ObjectStorage, thumbnailKeyOf, UnusableImageError } from "./object-storage";
import { processImage, sniffImageType } from "./process-image";

export interface S3ObjectStorageOptions {
  endpoint?: string;
  region: string;
  bucket: string;
  /**
   * Where private objects go (S3_PRIVATE_BUCKET): a bucket nothing serves. Without one they share
   * the public bucket under the object ACL `private`, which the bucket's policy must not override.
   */
  privateBucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are read from (usually a CDN in front of it). */
  publicBaseUrl: string;
  /** MinIO wants `endpoint/bucket/key`; Aliyun OSS and Tencent COS want virtual-hosted buckets. */
  forcePathStyle: boolean;
  /** UPLOAD_MAX_BYTES: the most an adopted object may weigh; the download stops past it. */
  maxObjectBytes: number;
}

/**
 * Browsers cannot post here (the presigned policy only allows the scene folders), so an object
 * under this prefix was written by adoptUploadedImage and has already been checked.
 */
const PROCESSED_PREFIX = "processed/";
const IMMUTABLE = "public, max-age=31536000, immutable";

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
  const publicUrl = (key: string) => `${options.publicBaseUrl}/${key}`;
  const isMissing = (error: unknown) =>
    error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

  const download = async (key: string, url: string): Promise<Buffer> => {
    const object = await client
      .send(new GetObjectCommand({ Bucket: options.bucket, Key: key }))
      .catch((error: unknown) => {
        if (isMissing(error)) throw new UnusableImageError("missing", url);
        throw error;
      });
    const body = object.Body as (AsyncIterable<Uint8Array> & { destroy?: () => void }) | undefined;
    if (!body) throw new UnusableImageError("missing", url);
    // The declared length is the bucket's word; the count below holds even when it is absent.
    if ((object.ContentLength ?? 0) > options.maxObjectBytes) {
      body.destroy?.();
      throw new UnusableImageError("too-large", url);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += chunk.length;
      if (size > options.maxObjectBytes) {
        body.destroy?.();
        throw new UnusableImageError("too-large", url);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  };

  const readFrom = async (bucket: string, key: string): Promise<Buffer | null> => {
    const object = await client
      .send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      .catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
    return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
  };

  const put = (key: string, body: Buffer, contentType: string) =>
    client.send(
      new PutObjectCommand({
        Bucket: options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      }),
    );

  return {
    driver: "s3",
    async createUploadPolicy(request) {
      const { url, fields } = await createPresignedPost(client, {
        Bucket: options.bucket,
        // One exact key (the SDK signs `{"key": …}`): a policy admits one object, which a second
        // POST could only replace, never add to.
        Key: request.key,
        Conditions: [
          ["content-length-range", 1, request.maxBytes],
          // S3 policies know eq and starts-with only: the exact type list is the local driver's,
          // and the content itself is checked when adoptUploadedImage re-encodes the file.
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
    publicUrl,

    // The browser wrote the object itself: its name, declared type and EXIF are all its own
    // claims, so the bytes are fetched, checked by content and re-encoded before anything links them.
    async adoptUploadedImage(url) {
      const prefix = publicUrl("");
      if (!url.startsWith(prefix)) throw new UnusableImageError("missing", url);
      const key = url.slice(prefix.length);
      if (key.startsWith(PROCESSED_PREFIX)) {
        await client
          .send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }))
          .catch((error: unknown) => {
            if (isMissing(error)) throw new UnusableImageError("missing", url);
            throw error;
          });
        return { url, thumbUrl: thumbnailKeyOf(url) };
      }

      const bytes = await download(key, url);
      const type = sniffImageType(bytes);
      if (!type) throw new UnusableImageError("not-an-image", url);
      const image = await processImage(bytes, type).catch((error: unknown) => {
        if (error instanceof AppError) throw new UnusableImageError("not-an-image", url);
        throw error;
      });
      // One key per upload: adopting the same upload again rewrites the same pixels, never a new copy.
      const processedKey = `${PROCESSED_PREFIX}${key.replace(/\.[^./]*$/, "")}.${image.extension}`;
      const thumbKey = thumbnailKeyOf(processedKey);
      await put(processedKey, image.body, image.contentType);
      await put(thumbKey, image.thumbnail, "image/webp");
      return { url: publicUrl(processedKey), thumbUrl: publicUrl(thumbKey) };
    },
    async hasObject(key) {
      return client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key })).then(
        () => true,
        (error: unknown) => {
          if (isMissing(error)) return false;
          throw error;
        },
      );
    },
    uploadFolderOf(url) {
      const key = keyOf(url, publicUrl(""));
      return key === null
        ? null
        : folderOf(key.startsWith(PROCESSED_PREFIX) ? key.slice(PROCESSED_PREFIX.length) : key);
    },
    async writeObject(key, body, contentType) {
      await put(key, body, contentType);
    },
    readObject: (key) => readFrom(options.bucket, key),
    async writePrivateObject(key, body) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.privateBucket,
          Key: key,
          Body: body,
          ACL: "private",
          ContentType: "application/octet-stream",
          CacheControl: "private, no-store",
        }),
      );
    },
    readPrivateObject: (key) => readFrom(options.privateBucket, key),
    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async deleteFolder(keyPrefix) {
      for (const prefix of [keyPrefix, `${PROCESSED_PREFIX}${keyPrefix}`]) {
        let continuationToken: string | undefined;
        do {
          const listed = await client.send(
            new ListObjectsV2Command({
              Bucket: options.bucket,
              Prefix: prefix,
              ContinuationToken: continuationToken,
            }),
          );
          for (const object of listed.Contents ?? []) {
            if (object.Key)
              await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: object.Key }));
          }
          continuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
        } while (continuationToken);
      }
    },
  };
}
