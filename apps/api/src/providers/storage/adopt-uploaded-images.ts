import { MISSING_IMAGE_MESSAGE } from "@tousu/contracts";
import { badRequest } from "../../lib/app-error";
import { type AdoptedImage, type ObjectStorage, UnusableImageError } from "./object-storage";

export const UNUSABLE_IMAGE_MESSAGE = "图片无法识别，请重新上传";

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
