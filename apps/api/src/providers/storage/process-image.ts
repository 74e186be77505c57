import { UPLOAD_TYPE_MESSAGE, type UploadContentType, type UploadedFile } from "@tousu/contracts";
import sharp from "sharp";
import { badRequest } from "../../lib/app-error";

/** Phone photos are 4000-6000 px wide; 4096 keeps them legible as evidence at a fraction of the bytes. */
const MAX_DIMENSION = 4096;
const THUMBNAIL_WIDTH = 400;
/** Refuses decompression bombs (a tiny file that expands to gigabytes) before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The type a file really is, from its first bytes; names and declared types are the client's claims. */
export function sniffImageType(bytes: Buffer): UploadContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  const head = bytes.subarray(0, 12).toString("latin1");
  if (head.startsWith("GIF87a") || head.startsWith("GIF89a")) return "image/gif";
  if (head.startsWith("RIFF") && head.slice(8, 12) === "WEBP") return "image/webp";
  return null;
}

const SHARP_FORMAT: Record<UploadContentType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

export interface ProcessedImage {
  body: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  contentType: UploadedFile["content_type"];
  extension: "jpg" | "png" | "webp";
}

/**
 * Re-encodes an upload so that only pixels survive: upright by its EXIF orientation, every
 * metadata block dropped (EXIF GPS location above all), at most 4096 px a side, plus a
 * 400 px WebP thumbnail. GIFs become (animated) WebP, so three output formats suffice.
 */
export async function processImage(input: Buffer, type: UploadContentType): Promise<ProcessedImage> {
  const isAnimated = type === "image/gif" || type === "image/webp";
  const options = { animated: isAnimated, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  // Headers only, so no pixel limit yet: an oversized image then gets its own message below.
  const metadata = await sharp(input, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  // The magic bytes and the decoder must agree: a JPEG header glued to something else is not a JPEG.
  if (!metadata || metadata.format !== SHARP_FORMAT[type]) throw badRequest(UPLOAD_TYPE_MESSAGE);
  const frames = isAnimated ? (metadata.pages ?? 1) : 1;
  const pixels = metadata.width * (metadata.pageHeight ?? metadata.height) * frames;
  if (pixels > MAX_INPUT_PIXELS) throw badRequest("图片分辨率过大");

  const output = type === "image/jpeg" ? "jpg" : type === "image/png" ? "png" : "webp";
  let pipeline = sharp(input, options)
    .autoOrient()
    .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: true });
  if (output === "jpg") pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
  else if (output === "png") pipeline = pipeline.png();
  else pipeline = pipeline.webp({ quality: 85 });
  const encoded = await pipeline.toBuffer({ resolveWithObject: true }).catch(() => {
    throw badRequest("图片已损坏，无法读取");
  });

  const thumbnail = await sharp(encoded.data)
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  return {
    body: encoded.data,
    thumbnail,
    width: encoded.info.width,
    height: encoded.info.pageHeight ?? encoded.info.height,
    contentType: output === "jpg" ? "image/jpeg" : output === "png" ? "image/png" : "image/webp",
    extension: output,
  };
}
