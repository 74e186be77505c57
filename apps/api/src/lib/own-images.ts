import type { AppDeps } from "../app";
import { isOwnImageUrl } from "../modules/complaint-filing/own-image-url";
import { adoptUploadedImages } from "../providers/storage/adopt-uploaded-images";
import { badRequest } from "./app-error";

/**
 * Images a member may show (an avatar) or send (feedback, appeals, supplements, applications): only what our upload flow produced, as the
 * storage driver adopts it. A foreign URL could track whoever views it or change after the fact.
 */
export async function adoptOwnImages(
  deps: Pick<AppDeps, "providers">,
  urls: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(urls)];
  const prefixes = [deps.providers.storage.publicUrl("")];
  if (!unique.every((url) => isOwnImageUrl(url, prefixes))) throw badRequest("图片地址无效，请重新上传");
  return (await adoptUploadedImages(deps.providers.storage, unique)).map((image) => image.url);
}
