import { createHmac } from "node:crypto";
import { WECHAT_SCAN_PASS_SHAPE } from "@tousu/domain";
import { createFieldSigner } from "../../lib/signed-fields";

const SIGNATURE_BYTES = 16;

/**
 * The pass on the confirm link a WeChat scan's reply carries (decision 059): it names the account the
 * scanning openid logged in as, for that one ticket, signed with a key of its own derived from the
 * session key. It is sent only into the chat of the openid that scanned and holds nothing but what
 * the ticket already records; it lives as long as the ticket does, so nothing of it is stored.
 */
export function issueWechatScanPass(sessionTokenKey: Buffer, ticket: string, userId: number): string {
  return `${userId}.${signerOf(sessionTokenKey).sign([ticket, userId])}`;
}

/** The account a pass this server signed for `ticket` names, else null. */
export function readWechatScanPass(sessionTokenKey: Buffer, ticket: string, pass: string): number | null {
  if (!WECHAT_SCAN_PASS_SHAPE.test(pass)) return null;
  const [userId, signature] = pass.split(".") as [string, string];
  return signerOf(sessionTokenKey).isGenuine([ticket, userId], signature) ? Number(userId) : null;
}

function signerOf(sessionTokenKey: Buffer) {
  const key = createHmac("sha256", sessionTokenKey).update("wechat-scan-pass").digest();
  return createFieldSigner(key, { encoding: "base64url", bytes: SIGNATURE_BYTES });
}
