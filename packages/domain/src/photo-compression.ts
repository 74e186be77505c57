/**
 * How a phone's photo is shrunk in the browser before it is uploaded as evidence (docs/decisions/081):
 * a 12-megapixel camera picture of 3–6 MB becomes a JPEG of a few hundred KB whose text (a receipt,
 * a chat screenshot) still reads when zoomed. 1920 px on the long edge and quality 0.82 are about
 * what the large Chinese platforms keep of a "standard" (non-original) picture.
 */
export const PHOTO_MAX_EDGE = 1920;
export const PHOTO_JPEG_QUALITY = 0.82;
/** A picture this small and already within the edge is sent as it is: re-encoding would only lose detail. */
export const PHOTO_KEEP_BELOW_BYTES = 400 * 1024;

export interface PhotoSize {
  width: number;
  height: number;
}

/** The size to draw a picture at: scaled down, proportions kept, so its long edge is at most `maxEdge`. */
export function fitPhotoSize({ width, height }: PhotoSize, maxEdge = PHOTO_MAX_EDGE): PhotoSize {
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge) return { width, height };
  const scale = maxEdge / longEdge;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Whether a picture is re-encoded before upload: not a GIF (its animation would be lost), nor one
 * already small in bytes and edge; everything else is drawn at `fitPhotoSize` as a JPEG.
 */
export function shouldCompressPhoto(type: string, bytes: number, size: PhotoSize): boolean {
  if (type === "image/gif") return false;
  return bytes > PHOTO_KEEP_BELOW_BYTES || Math.max(size.width, size.height) > PHOTO_MAX_EDGE;
}
