import { createHmac, timingSafeEqual } from "node:crypto";
import type { UploadForm, UploadPolicyCheck, UploadPolicyRequest } from "./object-storage";

type PolicyCondition =
  | ["content-length-range", number, number]
  | ["eq", "$key", string]
  | ["in", "$content-type", string[]];

interface PolicyDocument {
  expiration: string;
  conditions: PolicyCondition[];
}

/** The OSS PostObject policy shape (base64 JSON), so clients treat both drivers alike. */
export function encodeUploadPolicy(request: UploadPolicyRequest): string {
  const document: PolicyDocument = {
    expiration: new Date(request.issuedAt.getTime() + request.expiresInSeconds * 1000).toISOString(),
    conditions: [
      ["content-length-range", 1, request.maxBytes],
      // One exact key, not a folder: a policy admits one object (and the image host one file per folder).
      ["eq", "$key", request.key],
      ["in", "$content-type", [...request.contentTypes]],
    ],
  };
  return Buffer.from(JSON.stringify(document)).toString("base64");
}

export function signUploadPolicy(policy: string, secret: string): string {
  return createHmac("sha256", secret).update(policy).digest("base64");
}

/**
 * Checks a posted form: the signature first (nothing in an unsigned policy is trusted),
 * then the expiry, then that the key is the signed one.
 */
export function checkUploadPolicy(form: UploadForm, secret: string, now: Date): UploadPolicyCheck {
  const expected = Buffer.from(signUploadPolicy(form.policy, secret));
  const given = Buffer.from(form.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "forged" };
  }
  const document = JSON.parse(Buffer.from(form.policy, "base64").toString("utf8")) as PolicyDocument;
  if (!(Date.parse(document.expiration) > now.getTime())) return { ok: false, reason: "expired" };

  let key = "";
  let maxBytes = 0;
  let contentTypes: readonly string[] = [];
  for (const condition of document.conditions) {
    if (condition[0] === "content-length-range") maxBytes = condition[2];
    if (condition[0] === "eq") key = condition[2];
    if (condition[0] === "in") contentTypes = condition[2];
  }
  if (!key || form.key !== key) return { ok: false, reason: "key-mismatch" };
  return { ok: true, maxBytes, contentTypes };
}
