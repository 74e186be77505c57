import { createHmac } from "node:crypto";
import { BIND_ACCESS_TOKEN_TTL_MS } from "@tousu/domain";
import { createFieldSigner } from "../../lib/signed-fields";

const PREFIX = "bind";
const SIGNATURE_BYTES = 16;
const SHAPE = /^bind\.([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{22})$/;

/**
 * The token a 402 hands out (decision 046): it names the account and when it expires, signed with a
 * key of its own derived from the session key, so it can neither be forged nor pass as a session
 * token (nor a session token as this). Nothing is stored: a bind changes the account, after which
 * the token has nothing left to do.
 */
export function issueBindAccessToken(sessionTokenKey: Buffer, userId: number, now: Date): string {
  const fields = [PREFIX, userId, now.getTime() + BIND_ACCESS_TOKEN_TTL_MS];
  return `${fields.join(".")}.${signerOf(sessionTokenKey).sign(fields)}`;
}

/** The account an unexpired token this server signed names, else null. */
export function readBindAccessToken(sessionTokenKey: Buffer, token: string, now: Date): number | null {
  const match = SHAPE.exec(token);
  if (!match) return null;
  const [, userId, expiresAt, signature] = match as unknown as [string, string, string, string];
  const fields = [PREFIX, userId, expiresAt];
  return signerOf(sessionTokenKey).isCurrent(fields, signature, Number(expiresAt), now.getTime())
    ? Number(userId)
    : null;
}

function signerOf(sessionTokenKey: Buffer) {
  const key = createHmac("sha256", sessionTokenKey).update("bind-access-token").digest();
  return createFieldSigner(key, { encoding: "base64url", bytes: SIGNATURE_BYTES });
}
