import { decryptContent } from "@tousu/domain/content-cipher";
import { badRequest } from "../../lib/app-error";
import { requireStorableText } from "../../lib/storable-text";

/**
 * The form AES-encrypts the content (docs/product/validation.md#complaint-content); text we cannot decrypt
 * came from a stale or forged client.
 */
export function decryptComplaintContent(cipher: string, key: string): string {
  let content: string;
  try {
    content = decryptContent(cipher, key);
  } catch {
    throw badRequest("投诉内容解析失败，请刷新页面后重试");
  }
  requireStorableText(content);
  return content;
}
