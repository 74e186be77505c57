import { createHmac, timingSafeEqual } from "node:crypto";
import { WECHAT_SCAN_PASS_SHAPE } from "@tousu/domain";

const SIGNATURE_BYTES = 16;

/**
 * The pass on the confirm link a WeChat scan's reply carries (decision 059): it names the account the
 * scanning openid logged in as, for that one ticket, signed with a key of its own derived from the
 * session key. It is sent only into the chat of the openid that scanned and holds nothing but what
 * the ticket already records; it lives as long as the ticket does, so nothing of it is stored.
 */
export function issueWechatScanPass(sessionTokenKey: Buffer, ticket: string, userId: number): string {
  return `${userId}.${signatureOf(sessionTokenKey, ticket, userId).toString("base64url")}`;
}

/** The account a pass this server signed for `ticket` names, else null. */
export function readWechatScanPass(sessionTokenKey: Buffer, ticket: string, pass: string): number | null {
  if (!WECHAT_SCAN_PASS_SHAPE.test(pass)) return null;
  const [userId, signature] = pass.split(".") as [string, string];
  const expected = signatureOf(sessionTokenKey, ticket, Number(userId));
  return timingSafeEqual(Buffer.from(signature, "base64url"), expected) ? Number(userId) : null;
}

function signatureOf(sessionTokenKey: Buffer, ticket: string, userId: number): Buffer {
  const key = createHmac("sha256", sessionTokenKey).update("wechat-scan-pass").digest();
  return createHmac("sha256", key).update(`${ticket}.${userId}`).digest().subarray(0, SIGNATURE_BYTES);
}
