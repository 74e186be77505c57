import { MISSING_IMAGE_MESSAGE } from "@tousu/contracts";
import { derivePiiKeys, schema } from "@tousu/db";
import { createComplaint, createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { UNATTACHED_UPLOAD_TTL_MS } from "@tousu/domain";
import { asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeS3Server, startFakeS3Server } from "../../providers/storage/fake-s3-server";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import { findSubmittableForm, type SubmittableForm, submittableBody } from "../../testing/submittable-form";
import { newUploadOwner, uploadOwnerCookie } from "../../testing/upload-image";

// With STORAGE_DRIVER=s3 the browser posts straight to the bucket, so the server first sees the
// bytes when a complaint attaches them: these tests run that path against a local fake.
const BUCKET = "evidence";
const PUBLIC_BASE_URL = "https://img.example.com";
const keys = derivePiiKeys(TEST_PII_SECRET);

let fake: FakeS3Server;
let t: TestApp;
let form: SubmittableForm;

beforeAll(async () => {
  fake = await startFakeS3Server();
  t = await buildTestApp({
    ...fake.settings(BUCKET, PUBLIC_BASE_URL),
    SMS_CAPTCHA_AFTER_PER_IP: "1000",
    SMS_HOURLY_LIMIT_PER_IP: "1000",
  });
  form = await findSubmittableForm(t.db);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** The test's browser: it uploads as a visitor, then logs in to attach what it uploaded. */
const browser = uploadOwnerCookie(newUploadOwner());
let phoneCounter = 0;
const newPhone = () => `146${String(++phoneCounter).padStart(8, "0")}`;

/** A phone photo with a GPS position, as the browser's presigned POST leaves it in the bucket. */
async function uploadPhonePhoto(name: string): Promise<string> {
  const signed = await t.app.inject({
    method: "GET",
    url: "/api/common/oss/sign?scene=complaint",
    headers: browser,
  });
  const { key_prefix: keyPrefix, url_prefix: urlPrefix } = signed.json().data as {
    key_prefix: string;
    url_prefix: string;
  };
  const photo = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#3a7" } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "39/1 54/1 2701/100" } })
    .toBuffer();
  fake.objects.set(`${BUCKET}/${keyPrefix}${name}`, {
    body: photo,
    contentType: "image/jpeg",
    cacheControl: undefined,
  });
  return `${urlPrefix}${name}`;
}

const submit = (images: string[], token: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v2/complaint/submit",
    headers: { authorization: `Bearer ${token}`, ...browser },
    payload: submittableBody(form, { images, money: 100, is_media: 0, is_co_management: 0 }),
  });

const storedImages = (complaintId: number) =>
  t.db
    .select({ url: schema.complaintImages.url, thumbUrl: schema.complaintImages.thumbUrl })
    .from(schema.complaintImages)
    .where(eq(schema.complaintImages.complaintId, complaintId))
    .orderBy(asc(schema.complaintImages.sort));

const processedUrlOf = (url: string) =>
  url.replace(`${PUBLIC_BASE_URL}/`, `${PUBLIC_BASE_URL}/processed/`).replace(/\.jpeg$/, ".jpg");

describe("complaint images with the S3 driver", () => {
  it("stores the re-encoded image and its thumbnail, never the browser's upload", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/common/oss/sign?scene=complaint" })).json().data.host,
    ).toBe(`${fake.endpoint}/${BUCKET}`);
    const first = await uploadPhonePhoto("evidence-1.jpeg");
    const second = await uploadPhonePhoto("evidence-2.jpg");
    const token = await loginBySms(t, newPhone());

    const response = await submit([first, second], token);
    expect(response.json()).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const images = await storedImages(response.json().data.id);
    expect(images).toEqual(
      [first, second].map((url) => ({
        url: processedUrlOf(url),
        thumbUrl: `${processedUrlOf(url)}_thumb.webp`,
      })),
    );
    for (const { url, thumbUrl } of images) {
      const processed = fake.objects.get(`${BUCKET}/${url.slice(PUBLIC_BASE_URL.length + 1)}`)!;
      expect(processed.contentType).toBe("image/jpeg");
      expect((await sharp(processed.body).metadata()).exif).toBeUndefined();
      const thumb = fake.objects.get(`${BUCKET}/${thumbUrl!.slice(PUBLIC_BASE_URL.length + 1)}`)!;
      expect(await sharp(thumb.body).metadata()).toMatchObject({ format: "webp" });
    }
  });

  it("answers 400 and stores nothing when an upload is not an image by its content", async () => {
    const photo = await uploadPhonePhoto("good.jpg");
    const text = photo.replace("good.jpg", "notes.jpg");
    fake.objects.set(`${BUCKET}/${text.slice(PUBLIC_BASE_URL.length + 1)}`, {
      body: Buffer.from("这不是图片，只是文字。"),
      contentType: "image/jpeg",
      cacheControl: undefined,
    });
    const token = await loginBySms(t, newPhone());
    const [before] = await t.db.select({ value: count() }).from(schema.complaints);
    const response = await submit([photo, text], token);
    expect(response.json()).toMatchObject({ code: 400, msg: "图片无法识别，请重新上传" });
    const [after] = await t.db.select({ value: count() }).from(schema.complaints);
    expect(after!.value).toBe(before!.value);
    expect(fake.objects.has(`${BUCKET}/${processedUrlOf(text).slice(PUBLIC_BASE_URL.length + 1)}`)).toBe(
      false,
    );

    const missing = await submit([photo.replace("good.jpg", "never-uploaded.jpg")], token);
    expect(missing.json()).toMatchObject({ code: 400, msg: MISSING_IMAGE_MESSAGE });
  });

  it("adopts evidence added later the same way, once per upload", async () => {
    const owner = await createUser(t.db, keys);
    const token = await loginBySms(t, owner.phone);
    const complaint = await createComplaint(t.db, keys, { userId: owner.id });
    const photo = await uploadPhonePhoto("later.jpg");
    const add = () =>
      t.app.inject({
        method: "POST",
        url: `/api/complaint/imageSetting/${complaint.id}`,
        headers: { authorization: `Bearer ${token}`, ...browser },
        payload: { images: [photo] },
      });
    expect((await add()).json()).toMatchObject({ code: 200, data: { image_count: 1 } });
    // The same upload again, or its processed URL, is already attached.
    expect((await add()).json()).toMatchObject({ code: 200, data: { image_count: 1 } });
    expect(await storedImages(complaint.id)).toEqual([
      { url: processedUrlOf(photo), thumbUrl: `${processedUrlOf(photo)}_thumb.webp` },
    ]);
  });

  it("deletes an upload left unattached for a day from the bucket, with what adopting it made", async () => {
    const owner = await createUser(t.db, keys);
    const token = await loginBySms(t, owner.phone);
    const complaint = await createComplaint(t.db, keys, { userId: owner.id });
    const kept = await uploadPhonePhoto("kept.jpg");
    const dropped = await uploadPhonePhoto("dropped.jpg");
    const added = await t.app.inject({
      method: "POST",
      url: `/api/complaint/imageSetting/${complaint.id}`,
      headers: { authorization: `Bearer ${token}`, ...browser },
      payload: { images: [kept] },
    });
    expect(added.json()).toMatchObject({ code: 200 });
    const objectOf = (url: string) => `${BUCKET}/${url.slice(PUBLIC_BASE_URL.length + 1)}`;
    const droppedFolder = objectOf(dropped).replace(/[^/]+$/, "");
    // As if a submission had adopted it and then been refused.
    const droppedProcessed = objectOf(processedUrlOf(dropped));
    fake.objects.set(droppedProcessed, {
      body: Buffer.from("x"),
      contentType: "image/jpeg",
      cacheControl: undefined,
    });

    t.setNow(new Date(TEST_SEED_NOW.getTime() + UNATTACHED_UPLOAD_TTL_MS + 2 * 60 * 60_000));
    try {
      await t.app.runDueJobs();
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
    expect([...fake.objects.keys()].filter((key) => key.startsWith(droppedFolder))).toEqual([]);
    expect(fake.objects.has(droppedProcessed)).toBe(false);
    expect(fake.objects.has(objectOf(kept))).toBe(true);
    expect(fake.objects.has(objectOf(processedUrlOf(kept)))).toBe(true);
  });
});
