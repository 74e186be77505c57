import { fitPhotoSize, PHOTO_JPEG_QUALITY, shouldCompressPhoto } from "@tousu/domain";

/**
 * A phone photo shrunk for upload (docs/decisions/081): decoded with the camera's orientation applied
 * (`createImageBitmap`'s `imageOrientation: "from-image"`), drawn on a canvas at `fitPhotoSize`, and
 * encoded as JPEG. A file the browser cannot decode, or that compressing would make larger, is sent
 * as it is; the image host checks what arrives either way.
 */
export async function compressPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    if (!shouldCompressPhoto(file.type, file.size, bitmap)) return file;
    const size = fitPhotoSize(bitmap);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    // A transparent PNG would turn black as a JPEG: white below it, as paper.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, "image/jpeg", PHOTO_JPEG_QUALITY),
    );
    if (!blob || blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]*$/, "") || "photo";
    return new File([blob], `${name}.jpg`, { type: "image/jpeg", lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
