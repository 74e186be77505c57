import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { TEST_SEED_NOW } from "@tousu/db/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";

let testApp: TestApp;
let dataDir: string;
let uploadsDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "tousu-upload-test-"));
  uploadsDir = path.join(dataDir, "uploads");
  testApp = await buildTestApp({ DATA_DIR: dataDir });
});

afterAll(async () => {
  await testApp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Sign {
  host: string;
  key: string;
  key_prefix: string;
  policy: string;
  signature: string;
  fields: Record<string, string>;
  expire: number;
  max_bytes: number;
  accept: string[];
  url_prefix: string;
}

async function sign(scene = "complaint"): Promise<Sign> {
  const response = await testApp.app.inject({ method: "GET", url: `/api/common/oss/sign?scene=${scene}` });
  expect(response.json()).toMatchObject({ code: 200 });
  return response.json().data;
}

/** The browser's PostObject form, serialised by the platform's own FormData. */
async function post(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request("http://localhost/uploads", { method: "POST", body: form });
  const response = await testApp.app.inject({
    method: "POST",
    url: "/uploads",
    headers: { "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() };
}

const upload = (policy: Sign, name: string, bytes: Buffer, type = "image/jpeg") =>
  post({ key: policy.key, ...policy.fields }, { bytes, name, type });

/** A photo as phones take them: EXIF with a GPS position, stored sideways with an orientation tag. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 300, channels: 3, background: "#3a7" } })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: "home-address" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "39/1 54/1 2701/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "116/1 23/1 2919/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function filesUnder(prefix: string): string[] {
  const folder = path.join(uploadsDir, prefix);
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe("GET /api/common/oss/sign", () => {
  it("returns a signed, expiring policy for one file in a per-request folder", async () => {
    const first = await sign();
    const second = await sign();
    expect(first.key_prefix).toMatch(/^complaints\/\d{4}\/\d{2}\/\d{2}\/[\w-]{16}\/$/);
    expect(second.key_prefix).not.toBe(first.key_prefix);
    expect(first).toMatchObject({
      host: "/uploads",
      key: `${first.key_prefix}image`,
      max_bytes: 10 * 1024 * 1024,
      accept: ["image/jpeg", "image/png", "image/webp", "image/gif"],
      fields: { policy: first.policy, signature: first.signature },
      url_prefix: `/uploads/${first.key_prefix}`,
    });
    const policy = JSON.parse(Buffer.from(first.policy, "base64").toString("utf8"));
    expect(Date.parse(policy.expiration)).toBe(TEST_SEED_NOW.getTime() + 10 * 60 * 1000);
    expect(Date.parse(policy.expiration) / 1000).toBe(first.expire);
    expect(policy.conditions).toEqual([
      ["content-length-range", 1, 10 * 1024 * 1024],
      ["eq", "$key", first.key],
      ["in", "$content-type", first.accept],
    ]);
  });

  it("rejects an unknown scene and an avatar policy for a visitor", async () => {
    const unknown = await testApp.app.inject({ method: "GET", url: "/api/common/oss/sign?scene=video" });
    expect(unknown.json()).toMatchObject({ code: 400, msg: "不支持的上传场景" });
    const visitor = await testApp.app.inject({ method: "GET", url: "/api/common/oss/sign?scene=avatar" });
    expect(visitor.json()).toMatchObject({ code: 401 });
    const token = await loginBySms(testApp, "13812345601");
    const member = await testApp.app.inject({
      method: "GET",
      url: "/api/common/oss/sign?scene=avatar",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(member.json().data.key_prefix).toMatch(/^avatars\//);
  });
});

describe("POST /uploads (local image host)", () => {
  it("stores a JPEG upright, without EXIF or GPS, with a thumbnail, and serves both", async () => {
    const policy = await sign();
    const original = await phonePhoto();
    const originalMetadata = await sharp(original).metadata();
    expect(originalMetadata.orientation).toBe(6);
    expect(originalMetadata.exif?.toString("latin1")).toContain("home-address");

    const { status, body } = await upload(policy, "evidence-1.jpeg", original);
    expect(status).toBe(200);
    const key = `${policy.key}.jpg`;
    expect(body).toMatchObject({
      code: 200,
      data: {
        key,
        url: `/uploads/${key}`,
        thumb_url: `/uploads/${key}_thumb.webp`,
        // Rotated by the orientation tag: the sideways 600×300 stands up.
        width: 300,
        height: 600,
        content_type: "image/jpeg",
      },
    });

    const stored = readFileSync(path.join(uploadsDir, key));
    expect(body.data.size).toBe(stored.length);
    const storedMetadata = await sharp(stored).metadata();
    expect(storedMetadata).toMatchObject({ format: "jpeg", width: 300, height: 600 });
    expect(storedMetadata.exif).toBeUndefined();
    expect(storedMetadata.orientation).toBeUndefined();
    expect(stored.toString("latin1")).not.toContain("home-address");

    const served = await testApp.app.inject({ method: "GET", url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.equals(stored)).toBe(true);

    const thumb = await testApp.app.inject({ method: "GET", url: body.data.thumb_url });
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: "webp", width: 300 });
  });

  it("stores a PNG by its content whatever its name, capped at 4096 px, with a 400 px thumbnail", async () => {
    const policy = await sign();
    const png = await sharp({ create: { width: 5000, height: 1000, channels: 4, background: "#fff0" } })
      .png()
      .toBuffer();
    const { body } = await upload(policy, "screenshot.jpg", png, "image/jpeg");
    const key = `${policy.key}.png`;
    expect(body).toMatchObject({
      code: 200,
      data: { key, content_type: "image/png", width: 4096, height: 819 },
    });
    const served = await testApp.app.inject({ method: "GET", url: body.data.url });
    expect(served.headers["content-type"]).toBe("image/png");
    const thumb = await sharp(path.join(uploadsDir, `${key}_thumb.webp`)).metadata();
    expect(thumb).toMatchObject({ format: "webp", width: 400 });
  });

  it("refuses an expired policy", async () => {
    const policy = await sign();
    testApp.setNow(new Date(TEST_SEED_NOW.getTime() + 11 * 60 * 1000));
    try {
      const { status, body } = await upload(policy, "late.jpg", await phonePhoto());
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, msg: "上传凭证已过期，请重试" });
    } finally {
      testApp.setNow(TEST_SEED_NOW);
    }
    expect(filesUnder(policy.key_prefix)).toEqual([]);
  });

  it("refuses a forged signature and any key but the signed one", async () => {
    const policy = await sign();
    const other = await sign();
    const forged = await upload(
      { ...policy, fields: { ...policy.fields, signature: other.signature } },
      "a.jpg",
      await phonePhoto(),
    );
    expect(forged.body).toMatchObject({ code: 400, msg: "上传凭证无效" });

    const outside = await post(
      { key: other.key, ...policy.fields },
      { bytes: await phonePhoto(), name: "a.jpg", type: "image/jpeg" },
    );
    expect(outside.body).toMatchObject({ code: 400, msg: "文件路径与上传凭证不符" });

    for (const key of [
      `${policy.key}-2`,
      `${policy.key_prefix}second.jpg`,
      `${policy.key_prefix}../../escape.jpg`,
    ]) {
      const beside = await post(
        { key, ...policy.fields },
        { bytes: await phonePhoto(), name: "a.jpg", type: "image/jpeg" },
      );
      expect(beside.body).toMatchObject({ code: 400, msg: "文件路径与上传凭证不符" });
    }
    expect(filesUnder(policy.key_prefix)).toEqual([]);
    expect(filesUnder(other.key_prefix)).toEqual([]);
  });

  it("refuses a file over the size limit", async () => {
    const policy = await sign();
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff]);
    const { status, body } = await upload(policy, "huge.jpg", huge);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, msg: "文件大小不能超过10MB" });
    expect(filesUnder(policy.key_prefix)).toEqual([]);
  });

  it("refuses an image with more pixels than it is safe to decode", async () => {
    const policy = await sign();
    // 64 megapixels of one colour compress to a few hundred kilobytes: a decompression bomb in small.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const { body } = await upload(policy, "bomb.png", bomb, "image/png");
    expect(body).toMatchObject({ code: 400, msg: "图片分辨率过大" });
    expect(filesUnder(policy.key_prefix)).toEqual([]);
  });

  it("refuses files that are not images by their content, whatever their name and declared type", async () => {
    const policy = await sign();
    const text = await upload(policy, "notes.jpg", Buffer.from("这不是图片，只是文字。"), "image/jpeg");
    expect(text.body).toMatchObject({ code: 400, msg: "仅支持 JPG、PNG、WebP、GIF 图片" });
    // A JPEG signature glued to garbage passes the magic-byte check but not the decoder.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(512, 7)]);
    expect((await upload(policy, "fake.jpg", fake)).body).toMatchObject({
      code: 400,
      msg: "仅支持 JPG、PNG、WebP、GIF 图片",
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(policy, "x.png", svg, "image/png")).body).toMatchObject({ code: 400 });
    expect(filesUnder(policy.key_prefix)).toEqual([]);
  });

  it("refuses a form without a file, without a policy, or that is not multipart", async () => {
    const policy = await sign();
    const noFile = await post({ key: `${policy.key_prefix}a.jpg`, ...policy.fields });
    expect(noFile.body).toMatchObject({ code: 400, msg: "请选择要上传的图片" });

    const wrongField = new FormData();
    wrongField.append("key", `${policy.key_prefix}a.jpg`);
    for (const [name, value] of Object.entries(policy.fields)) wrongField.append(name, value);
    wrongField.append("image", new Blob([await phonePhoto()]), "a.jpg");
    const request = new Request("http://localhost/uploads", { method: "POST", body: wrongField });
    const wrong = await testApp.app.inject({
      method: "POST",
      url: "/uploads",
      headers: { "content-type": request.headers.get("content-type")! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(wrong.json()).toMatchObject({ code: 400, msg: "文件字段名须为 file" });

    const noPolicy = await post(
      { key: `${policy.key_prefix}a.jpg` },
      { bytes: await phonePhoto(), name: "a.jpg", type: "image/jpeg" },
    );
    expect(noPolicy.body).toMatchObject({
      code: 400,
      msg: "上传表单不完整：key、policy、signature 须在 file 之前提交",
    });

    const json = await testApp.app.inject({ method: "POST", url: "/uploads", payload: { file: "x" } });
    expect(json.json()).toMatchObject({ code: 400, msg: "请使用 multipart/form-data 表单上传文件" });
    expect(filesUnder(policy.key_prefix)).toEqual([]);
  });

  it.each([
    ["cut short", "multipart/form-data; boundary=x", "--x\r\n"],
    ["without a boundary", "multipart/form-data", "--x\r\n"],
  ])("refuses a multipart form %s", async (_, contentType, payload) => {
    const answer = await testApp.app.inject({
      method: "POST",
      url: "/uploads",
      headers: { "content-type": contentType },
      payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, msg: "上传表单格式有误" });
  });

  it("turns an animated GIF into an animated WebP", async () => {
    const policy = await sign();
    const frames = await sharp({ create: { width: 40, height: 60, channels: 3, background: "#f00" } })
      .composite([
        { input: { create: { width: 40, height: 30, channels: 3, background: "#00f" } }, top: 30, left: 0 },
      ])
      .raw()
      .toBuffer();
    const gif = await sharp(frames, { raw: { width: 40, height: 60, channels: 3, pageHeight: 30 } })
      .gif()
      .toBuffer();
    const { body } = await upload(policy, "animation.gif", gif, "image/gif");
    expect(body).toMatchObject({
      code: 200,
      data: { key: `${policy.key}.webp`, content_type: "image/webp", width: 40, height: 30 },
    });
    const stored = await sharp(path.join(uploadsDir, body.data.key)).metadata();
    expect(stored).toMatchObject({ format: "webp", pages: 2 });
  });

  it("stores one file per policy: a second, of any type, is refused and the first stays", async () => {
    const policy = await sign();
    const first = await upload(policy, "first.jpg", await phonePhoto());
    expect(first.body.code).toBe(200);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    for (const [bytes, type] of [
      [await phonePhoto(), "image/jpeg"],
      [png, "image/png"],
    ] as const) {
      const again = await upload(policy, "again", bytes, type);
      expect(again.body).toMatchObject({ code: 400, msg: "上传凭证已使用，请重新上传" });
    }
    expect(filesUnder(policy.key_prefix).sort()).toEqual(["image.jpg", "image.jpg_thumb.webp"]);
    const served = await testApp.app.inject({ method: "GET", url: first.body.data.url });
    expect(served.statusCode).toBe(200);
  });

  it("serves nothing outside the stored files", async () => {
    const missing = await testApp.app.inject({ method: "GET", url: "/uploads/complaints/none.jpg" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
    for (const url of [
      "/uploads/../sms-outbox.log",
      "/uploads/%2e%2e/sms-outbox.log",
      "/uploads/..%2fsms-outbox.log",
    ]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode, url).not.toBe(200);
    }
  });
});
