import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createS3ObjectStorage } from "./s3-object-storage";

const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

describe("S3-compatible object storage", () => {
  it("presigns a POST policy with the size range, the key prefix and image types, signed locally", async () => {
    const storage = createS3ObjectStorage({
      endpoint: "http://127.0.0.1:9000",
      region: "cn-hangzhou",
      bucket: "evidence",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret-example",
      publicBaseUrl: "https://img.example.com",
      forcePathStyle: true,
    });
    const before = Date.now();
    const signed = await storage.createUploadPolicy({
      keyPrefix: "complaints/2026/11/22/abc/",
      maxBytes: 10 * 1024 * 1024,
      contentTypes: ["image/jpeg"],
      issuedAt: new Date(),
      expiresInSeconds: 600,
    });

    expect(signed.host).toBe("http://127.0.0.1:9000/evidence");
    // The browser supplies the key; everything else it must post comes from the policy.
    expect(signed.fields).not.toHaveProperty("key");
    expect(signed.fields).toMatchObject({ bucket: "evidence", "X-Amz-Algorithm": "AWS4-HMAC-SHA256" });
    expect(signed.policy).toBe(signed.fields.Policy);
    expect(signed.signature).toBe(signed.fields["X-Amz-Signature"]);

    const policy = JSON.parse(Buffer.from(signed.policy, "base64").toString("utf8"));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ["content-length-range", 1, 10 * 1024 * 1024],
        ["starts-with", "$Content-Type", "image/"],
        ["starts-with", "$key", "complaints/2026/11/22/abc/"],
        { bucket: "evidence" },
      ]),
    );
    const expiresIn = Date.parse(policy.expiration) - before;
    expect(expiresIn).toBeGreaterThan(590_000);
    expect(expiresIn).toBeLessThanOrEqual(601_000);

    // SigV4 for POST policies, computed by hand from AWS's documented derivation.
    const [, date, region, service] = signed.fields["X-Amz-Credential"]!.split("/");
    expect([region, service]).toEqual(["cn-hangzhou", "s3"]);
    const signingKey = hmac(hmac(hmac(hmac("AWS4secret-example", date!), region!), service!), "aws4_request");
    expect(signed.signature).toBe(hmac(signingKey, signed.policy).toString("hex"));

    expect(storage.publicUrl("complaints/2026/11/22/abc/a.jpg")).toBe(
      "https://img.example.com/complaints/2026/11/22/abc/a.jpg",
    );
    expect(storage.receiver).toBeUndefined();
  });
});
