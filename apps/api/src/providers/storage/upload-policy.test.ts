import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkUploadPolicy, encodeUploadPolicy, signUploadPolicy } from "./upload-policy";

const secret = "test-upload-secret-0123456789";
const issuedAt = new Date("2026-11-22T08:00:00Z");
const keyPrefix = "complaints/2026/11/22/abc123/";

function signedForm(key: string, overrides: { maxBytes?: number } = {}) {
  const policy = encodeUploadPolicy({
    keyPrefix,
    maxBytes: overrides.maxBytes ?? 1024,
    contentTypes: ["image/jpeg", "image/png"],
    issuedAt,
    expiresInSeconds: 600,
  });
  return { key, policy, signature: signUploadPolicy(policy, secret) };
}

describe("upload policy", () => {
  it("encodes an OSS-style policy: expiry, size range, key prefix, content types", () => {
    const { policy } = signedForm(`${keyPrefix}a.jpg`);
    expect(JSON.parse(Buffer.from(policy, "base64").toString("utf8"))).toEqual({
      expiration: "2026-11-22T08:10:00.000Z",
      conditions: [
        ["content-length-range", 1, 1024],
        ["starts-with", "$key", keyPrefix],
        ["in", "$content-type", ["image/jpeg", "image/png"]],
      ],
    });
  });

  it("signs with HMAC-SHA256 over the base64 policy", () => {
    const { policy, signature } = signedForm(`${keyPrefix}a.jpg`);
    expect(signature).toBe(createHmac("sha256", secret).update(policy).digest("base64"));
  });

  it("accepts a key in the signed folder before the expiry and returns the signed limits", () => {
    const check = checkUploadPolicy(signedForm(`${keyPrefix}photo-1.jpg`), secret, issuedAt);
    expect(check).toEqual({ ok: true, maxBytes: 1024, contentTypes: ["image/jpeg", "image/png"] });
  });

  it("refuses a forged signature, another secret and an edited policy", () => {
    const form = signedForm(`${keyPrefix}a.jpg`);
    expect(checkUploadPolicy({ ...form, signature: "AAAA" }, secret, issuedAt)).toEqual({
      ok: false,
      reason: "forged",
    });
    expect(checkUploadPolicy(form, "another-secret-0123456789", issuedAt)).toMatchObject({
      reason: "forged",
    });
    const widened = signedForm(`${keyPrefix}a.jpg`, { maxBytes: 10 ** 9 }).policy;
    expect(checkUploadPolicy({ ...form, policy: widened }, secret, issuedAt)).toMatchObject({
      reason: "forged",
    });
  });

  it("refuses a policy at or after its expiration", () => {
    const form = signedForm(`${keyPrefix}a.jpg`);
    expect(checkUploadPolicy(form, secret, new Date("2026-11-22T08:09:59Z")).ok).toBe(true);
    expect(checkUploadPolicy(form, secret, new Date("2026-11-22T08:10:00Z"))).toMatchObject({
      reason: "expired",
    });
  });

  it("refuses keys outside the signed folder and names that are not plain files", () => {
    const check = (key: string) => checkUploadPolicy({ ...signedForm(""), key }, secret, issuedAt);
    expect(check("complaints/2026/11/22/other/a.jpg")).toMatchObject({ reason: "key-outside-prefix" });
    expect(check("a.jpg")).toMatchObject({ reason: "key-outside-prefix" });
    for (const name of ["", "../a.jpg", "sub/a.jpg", "a_thumb.webp", "a.b.jpg", ".hidden", "a%2f.jpg"]) {
      expect(check(`${keyPrefix}${name}`)).toMatchObject({ reason: "invalid-key" });
    }
  });
});
