import { defineContract } from "./define-contract";
import { z } from "./zod";

const tags = ["upload"] as const;

/** What the image host accepts; checked by content, never by name or declared type. */
export const UPLOAD_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

export const UPLOAD_TYPE_MESSAGE = "仅支持 JPG、PNG、WebP、GIF 图片";
/** A visitor's address used its daily uploads (VISITOR_UPLOADS_PER_DAY). */
export const VISITOR_UPLOAD_QUOTA_MESSAGE = "今日上传次数已达上限，请登录后继续上传";
/** A member used their daily uploads (MEMBER_UPLOADS_PER_DAY). */
export const MEMBER_UPLOAD_QUOTA_MESSAGE = "今日上传次数已达上限，请明天再试";
/** An image that someone else uploaded, attached to a complaint. */
export const FOREIGN_IMAGE_MESSAGE = "只能添加您本人上传的图片";
/** An image path under the uploads that holds no file (never uploaded, or deleted unattached after a day). */
export const MISSING_IMAGE_MESSAGE = "图片不存在或已过期，请重新上传";

/** Each scene gets its own key prefix, so files of one kind never share a folder with another. */
export const UPLOAD_SCENES = ["complaint", "avatar"] as const;
export type UploadScene = (typeof UPLOAD_SCENES)[number];

export function uploadSizeMessage(maxBytes: number): string {
  const megabytes = Math.floor((maxBytes / (1024 * 1024)) * 10) / 10;
  return `文件大小不能超过${megabytes}MB`;
}

/**
 * A signed, expiring policy for one browser-to-storage upload, modelled on OSS/S3 POST policies.
 * The browser posts a multipart form to `host` with `key` (exactly the signed `key`), `Content-Type`
 * (the file's type; S3 buckets check it), every entry of `fields`, and the file last under the field
 * name `file` (docs/product/api.md#uploading-a-file).
 */
export const getOssSign = defineContract({
  method: "GET",
  path: "/common/oss/sign",
  service: "main",
  summary: "获取图片上传凭证",
  tags,
  auth: "optional",
  query: z.object({
    scene: z.enum(UPLOAD_SCENES, { message: "不支持的上传场景" }).default("complaint"),
  }),
  data: z.object({
    host: z.string(),
    /** The one object this policy admits; the local image host stores it with its image type's extension. */
    key: z.string(),
    /** The policy's own folder (`key` lies in it). */
    key_prefix: z.string(),
    /** Base64 JSON: `expiration` and `conditions`, as in an OSS/S3 POST policy. */
    policy: z.string(),
    signature: z.string(),
    /** Every form field to send besides `key` and `file` (the S3 driver needs more than the two above). */
    fields: z.record(z.string(), z.string()),
    /** Unix seconds. */
    expire: z.number().int(),
    max_bytes: z.number().int(),
    accept: z.array(z.enum(UPLOAD_CONTENT_TYPES)),
    /** Public URL of `key_prefix`: a stored key's URL is this plus the part after the prefix. */
    url_prefix: z.string(),
  }),
});

/** The local image host's answer to an upload (`POST {host}`), inside the `{code, msg, data}` envelope. */
export const uploadedFile = z.object({
  key: z.string(),
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  content_type: z.enum(["image/jpeg", "image/png", "image/webp"]),
});
export type UploadedFile = z.infer<typeof uploadedFile>;
