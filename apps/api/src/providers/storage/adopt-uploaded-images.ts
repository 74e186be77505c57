import { createHash } from "node:crypto";
import { MISSING_IMAGE_MESSAGE } from "@tousu/contracts";
import { badRequest } from "../../lib/app-error";
import { type AdoptedImage, keyOf, type ObjectStorage, UnusableImageError } from "./object-storage";

export const UNUSABLE_IMAGE_MESSAGE = "图片无法识别，请重新上传";

/** An image as a complaint stores it: its URLs and the SHA-256 of its bytes, for the evidence chain (decision 117). */
export interface EvidenceImage extends AdoptedImage {
  sha256: string;
}

/**
 * The adopted images of a complaint's evidence with the SHA-256 (hex) of the bytes stored at each
 * URL as they are when attached: the complaint's evidence chain covers them (decision 117).
 */
export async function digestEvidenceImages(
  storage: ObjectStorage,
  images: readonly AdoptedImage[],
): Promise<EvidenceImage[]> {
  const digested: EvidenceImage[] = [];
  for (const image of images) {
    const key = keyOf(image.url, storage.publicUrl(""));
    const bytes = key === null ? null : await storage.readObject(key);
    if (bytes === null) throw badRequest(MISSING_IMAGE_MESSAGE);
    digested.push({ ...image, sha256: createHash("sha256").update(bytes).digest("hex") });
  }
  return digested;
}

/**
 * Adopts the images a complaint attaches, one at a time (each may be a 10 MB download), before
 * the caller opens its transaction: network I/O never holds row locks. Duplicates are dropped by
 * the stored URL, so an upload and its already-processed URL count once.
 */
export async function adoptUploadedImages(
  storage: ObjectStorage,
  urls: readonly string[],
): Promise<AdoptedImage[]> {
  const adopted = new Map<string, AdoptedImage>();
  for (const url of urls) {
    try {
      const image = await storage.adoptUploadedImage(url);
      if (!adopted.has(image.url)) adopted.set(image.url, image);
    } catch (error) {
      if (error instanceof UnusableImageError)
        throw badRequest(error.reason === "missing" ? MISSING_IMAGE_MESSAGE : UNUSABLE_IMAGE_MESSAGE);
      throw error;
    }
  }
  return [...adopted.values()];
}
