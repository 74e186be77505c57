import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkUploadPolicy, encodeUploadPolicy, signUploadPolicy } from "./upload-policy";

const secret = "test-upload-secret-0123456789";
const issuedAt = new Date("2026-11-22T08:00:00Z");
const signedKey = "complaints/2026/11/22/abc123/image";

function signedForm(key: string, overrides: { maxBytes?: number } = {}) {
  const policy = encodeUploadPolicy({
    key: signedKey,
    maxBytes: overrides.maxBytes ?? 1024,
    contentTypes: ["image/jpeg", "image/png"],
    issuedAt,
    expiresInSeconds: 600,
  });
  return { key, policy, signature: signUploadPolicy(policy, secret) };
}

describe("upload policy", () => {
  it("encodes an OSS-style policy: expiry, size range, the one key, content types", () => {
    const { policy } = signedForm(signedKey);
    expect(JSON.parse(Buffer.from(policy, "base64").toString("utf8"))).toEqual({
      expiration: "2026-11-22T08:10:00.000Z",
      conditions: [
        ["content-length-range", 1, 1024],
        ["eq", "$key", signedKey],
        ["in", "$content-type", ["image/jpeg", "image/png"]],
      ],
    });
  });

  it("signs with HMAC-SHA256 over the base64 policy", () => {
    const { policy, signature } = signedForm(signedKey);
    expect(signature).toBe(createHmac("sha256", secret).update(policy).digest("base64"));
  });

  it("accepts the signed key before the expiry and returns the signed limits", () => {
    const check = checkUploadPolicy(signedForm(signedKey), secret, issuedAt);
    expect(check).toEqual({ ok: true, maxBytes: 1024, contentTypes: ["image/jpeg", "image/png"] });
  });

  it("refuses a forged signature, another secret and an edited policy", () => {
    const form = signedForm(signedKey);
    expect(checkUploadPolicy({ ...form, signature: "AAAA" }, secret, issuedAt)).toEqual({
      ok: false,
      reason: "forged",
    });
    expect(checkUploadPolicy(form, "another-secret-0123456789", issuedAt)).toMatchObject({
      reason: "forged",
    });
    const widened = signedForm(signedKey, { maxBytes: 10 ** 9 }).policy;
    expect(checkUploadPolicy({ ...form, policy: widened }, secret, issuedAt)).toMatchObject({
      reason: "forged",
    });
  });

  it("refuses a policy at or after its expiration", () => {
    const form = signedForm(signedKey);
    expect(checkUploadPolicy(form, secret, new Date("2026-11-22T08:09:59Z")).ok).toBe(true);
    expect(checkUploadPolicy(form, secret, new Date("2026-11-22T08:10:00Z"))).toMatchObject({
      reason: "expired",
    });
  });

  it("refuses any key but the signed one, even beside it in the same folder", () => {
    const check = (key: string) => checkUploadPolicy({ ...signedForm(""), key }, secret, issuedAt);
    for (const key of [
      `${signedKey}.jpg`,
      "complaints/2026/11/22/abc123/second",
      "complaints/2026/11/22/abc123/",
      "complaints/2026/11/22/other/image",
      "",
    ]) {
      expect(check(key)).toMatchObject({ ok: false, reason: "key-mismatch" });
    }
  });
});
