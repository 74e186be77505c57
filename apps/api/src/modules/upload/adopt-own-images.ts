import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { adoptUploadedImages } from "../../providers/storage/adopt-uploaded-images";
import { isOwnImageUrl } from "./own-image-url";
import { type Uploader, uploaderFolders } from "./upload-records";

/**
 * Images a member may show (an avatar) or send (feedback, appeals, supplements, applications): only
 * what our upload flow produced for this uploader, as the storage driver adopts it. A foreign URL
 * could track whoever views it or change after the fact; someone else's upload is not theirs to
 * publish. Returns the URLs to store and their upload folders, which the caller marks attached
 * (`markUploadsAttached`) in the transaction that stores them, once the action is allowed.
 */
export async function adoptOwnImages(
  deps: Pick<AppDeps, "providers" | "db">,
  urls: readonly string[],
  uploader: Uploader,
): Promise<{ urls: string[]; folders: string[] }> {
  const unique = [...new Set(urls)];
  const prefixes = [deps.providers.storage.publicUrl("")];
  if (!unique.every((url) => isOwnImageUrl(url, prefixes))) throw badRequest("图片地址无效，请重新上传");
  const folders = await uploaderFolders(deps, { urls: unique, uploader });
  const adopted = await adoptUploadedImages(deps.providers.storage, unique);
  return { urls: adopted.map((image) => image.url), folders };
}
