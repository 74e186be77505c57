import { createHmac } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeS3Server, startFakeS3Server } from "./fake-s3-server";
import { UnusableImageError } from "./object-storage";
import { createS3ObjectStorage } from "./s3-object-storage";

const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

describe("S3-compatible object storage", () => {
  it("presigns a POST policy with the size range, one exact key and image types, signed locally", async () => {
    const storage = createS3ObjectStorage({
      endpoint: "http://127.0.0.1:9000",
      region: "cn-hangzhou",
      bucket: "evidence",
      privateBucket: "evidence-private",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret-example",
      publicBaseUrl: "https://img.example.com",
      forcePathStyle: true,
      maxObjectBytes: 10 * 1024 * 1024,
    });
    const before = Date.now();
    const signed = await storage.createUploadPolicy({
      key: "complaints/2026/11/22/abc/image",
      maxBytes: 10 * 1024 * 1024,
      contentTypes: ["image/jpeg"],
      issuedAt: new Date(),
      expiresInSeconds: 600,
    });

    expect(signed.host).toBe("http://127.0.0.1:9000/evidence");
    // The browser sends the signed key itself; everything else it must post comes from the policy.
    expect(signed.fields).not.toHaveProperty("key");
    expect(signed.fields).toMatchObject({ bucket: "evidence", "X-Amz-Algorithm": "AWS4-HMAC-SHA256" });
    expect(signed.policy).toBe(signed.fields.Policy);
    expect(signed.signature).toBe(signed.fields["X-Amz-Signature"]);

    const policy = JSON.parse(Buffer.from(signed.policy, "base64").toString("utf8"));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ["content-length-range", 1, 10 * 1024 * 1024],
        ["starts-with", "$Content-Type", "image/"],
        { key: "complaints/2026/11/22/abc/image" },
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

describe("S3-compatible object storage: adopting an upload the browser posted to the bucket", () => {
  let fake: FakeS3Server;
  const bucket = "evidence";
  const publicBaseUrl = "https://img.example.com";
  const maxObjectBytes = 64 * 1024;
  const storage = () =>
    createS3ObjectStorage({
      endpoint: fake.endpoint,
      region: "us-east-1",
      bucket,
      privateBucket: "sealed",
      accessKeyId: "test-access-key",
      secretAccessKey: "test-secret-key",
      publicBaseUrl,
      forcePathStyle: true,
      maxObjectBytes,
    });
  /** What the browser's presigned POST leaves in the bucket: its bytes under its own name. */
  const uploaded = (key: string, body: Buffer, contentType = "image/jpeg") => {
    fake.objects.set(`${bucket}/${key}`, { body, contentType, cacheControl: undefined });
    return `${publicBaseUrl}/${key}`;
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof UnusableImageError ? error.reason : error),
    );

  beforeAll(async () => {
    fake = await startFakeS3Server();
  });
  afterAll(() => fake.close());

  it("re-encodes a phone photo without EXIF or GPS, stores it and a thumbnail under processed/", async () => {
    const photo = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#3a7" } })
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: "home-address" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "39/1 54/1 2701/100" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("home-address");
    const url = uploaded("complaints/2026/11/22/abc/evidence-1.jpeg", photo);

    const adopted = await storage().adoptUploadedImage(url);
    const key = "processed/complaints/2026/11/22/abc/evidence-1.jpg";
    expect(adopted).toEqual({
      url: `${publicBaseUrl}/${key}`,
      thumbUrl: `${publicBaseUrl}/${key}_thumb.webp`,
    });

    const stored = fake.objects.get(`${bucket}/${key}`)!;
    expect(stored).toMatchObject({
      contentType: "image/jpeg",
      cacheControl: "public, max-age=31536000, immutable",
    });
    const metadata = await sharp(stored.body).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 300, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.body.toString("latin1")).not.toContain("home-address");

    const thumb = fake.objects.get(`${bucket}/${key}_thumb.webp`)!;
    expect(thumb.contentType).toBe("image/webp");
    expect(await sharp(thumb.body).metadata()).toMatchObject({ format: "webp", width: 300 });

    // An already processed URL (a resubmitted draft) is taken as it is.
    expect(await storage().adoptUploadedImage(adopted.url)).toEqual(adopted);
  });

  it("stores a file the server made under its key, immutable, and reads it back; a missing key reads null", async () => {
    const png = Buffer.from("a made picture");
    await storage().writeObject("mini-program-codes/abc/430.png", png, "image/png");
    expect(fake.objects.get(`${bucket}/mini-program-codes/abc/430.png`)).toMatchObject({
      contentType: "image/png",
      cacheControl: "public, max-age=31536000, immutable",
    });
    expect(await storage().readObject("mini-program-codes/abc/430.png")).toEqual(png);
    expect(await storage().readObject("mini-program-codes/none.png")).toBeNull();
  });

  it("refuses text named .jpg, a JPEG header glued to garbage, a missing object and an oversize one", async () => {
    const before = fake.objects.size;
    const text = uploaded("complaints/x/notes.jpg", Buffer.from("这不是图片，只是文字。"));
    expect(await refusal(storage().adoptUploadedImage(text))).toBe("not-an-image");
    const fakeJpeg = uploaded(
      "complaints/x/fake.jpg",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(512, 7)]),
    );
    expect(await refusal(storage().adoptUploadedImage(fakeJpeg))).toBe("not-an-image");
    expect(await refusal(storage().adoptUploadedImage(`${publicBaseUrl}/complaints/x/none.jpg`))).toBe(
      "missing",
    );
    const huge = Buffer.alloc(maxObjectBytes + 1);
    huge.set([0xff, 0xd8, 0xff]);
    const oversize = uploaded("complaints/x/huge.jpg", huge);
    expect(await refusal(storage().adoptUploadedImage(oversize))).toBe("too-large");
    expect(await refusal(storage().adoptUploadedImage("https://evil.example.com/a.jpg"))).toBe("missing");
    // Only the uploads the test itself placed: nothing was written for any refusal.
    expect(fake.objects.size).toBe(before + 3);
    expect([...fake.objects.keys()].some((key) => key.includes("processed/complaints/x/"))).toBe(false);
  });

  it("stores a generated file with immutable caching and tells a stored key from a missing one", async () => {
    const key = "posters/tousu/1/0123abcd.png";
    expect(await storage().hasObject(key)).toBe(false);

    await storage().writeObject(key, Buffer.from("png bytes"), "image/png");

    expect(await storage().hasObject(key)).toBe(true);
    expect(fake.objects.get(`${bucket}/${key}`)).toMatchObject({
      contentType: "image/png",
      cacheControl: "public, max-age=31536000, immutable",
    });
  });

  it("keeps a private object in the private bucket, never cached or under the public address", async () => {
    const key = "private/license-photos/abc";
    await storage().writePrivateObject(key, Buffer.from("sealed bytes"));

    expect(fake.objects.get(`sealed/${key}`)).toMatchObject({ cacheControl: "private, no-store" });
    expect(fake.objects.has(`${bucket}/${key}`)).toBe(false);
    expect(await storage().readObject(key)).toBeNull();
    expect((await storage().readPrivateObject(key))?.toString()).toBe("sealed bytes");
    expect(await storage().readPrivateObject("private/license-photos/missing")).toBeNull();
  });
});
