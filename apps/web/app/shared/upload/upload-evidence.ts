import {
  getOssSign,
  UPLOAD_TYPE_MESSAGE,
  type UploadScene,
  uploadedFile,
  uploadSizeMessage,
} from "@tousu/contracts";
import { postFile } from "@tousu/page-kit/post-file";
import type { UploadFile } from "../../ui/image-uploader";
import type { LoadApi } from "../session/api-context";

/** The uploaded file's URL: the image host answers it; an S3-style bucket answers nothing, so build it. */
function uploadedUrl(body: unknown, urlPrefix: string, keyPrefix: string, key: string): string {
  const envelope = uploadedFile.safeParse((body as { data?: unknown } | null)?.data);
  if (envelope.success) return envelope.data.url;
  return urlPrefix + key.slice(keyPrefix.length);
}

/**
 * The first signing gives a visitor's browser the secret its uploads are theirs by (an httpOnly
 * cookie, decision 028); signings sent together would each get a new one, and only the last cookie
 * would stay. So policies are asked for one after another; the uploads themselves still run together.
 */
let lastSigning: Promise<unknown> = Promise.resolve();
function signInTurn<T>(sign: () => Promise<T>): Promise<T> {
  const signing = lastSigning.then(sign);
  lastSigning = signing.catch(() => undefined);
  return signing;
}

/**
 * Evidence upload: a fresh signed policy for each file, then a multipart POST straight to
 * storage with the policy's fields, its one key and the file last as `file` (docs/product/api.md#uploading-a-file). The size and type
 * limits are checked here first so the visitor is told at once instead of after a refused upload.
 */
export function createEvidenceUpload(loadApi: LoadApi, scene: UploadScene = "complaint"): UploadFile {
  return async (file, onProgress, signal) => {
    const api = await loadApi();
    const sign = await signInTurn(() => api.call(getOssSign, { query: { scene }, signal, quiet: true }));
    if (!(sign.accept as readonly string[]).includes(file.type)) throw new Error(UPLOAD_TYPE_MESSAGE);
    if (file.size > sign.max_bytes) throw new Error(uploadSizeMessage(sign.max_bytes));
    // The policy admits this one key; the image host names the stored file by its content.
    const { key } = sign;
    const body = await postFile({
      url: sign.host,
      file,
      fields: { ...sign.fields, key, "Content-Type": file.type },
      onProgress,
      signal,
    });
    const answer = body as { code?: unknown; msg?: unknown } | null;
    if (typeof answer?.code === "number" && answer.code !== 200) {
      throw new Error(typeof answer.msg === "string" && answer.msg ? answer.msg : "上传失败，请重试");
    }
    return uploadedUrl(body, sign.url_prefix, sign.key_prefix, key);
  };
}
