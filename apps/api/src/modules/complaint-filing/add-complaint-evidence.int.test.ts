import { FOREIGN_IMAGE_MESSAGE, MISSING_IMAGE_MESSAGE } from "@tousu/contracts";
import { derivePiiKeys, schema } from "@tousu/db";
import { createComplaint, createUser, TEST_PII_SECRET } from "@tousu/db/testing";
import type { ComplaintStatus } from "@tousu/domain";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import { newUploadOwner, uploadImage, uploadOwnerCookie } from "../../testing/upload-image";

const keys = derivePiiKeys(TEST_PII_SECRET);

let t: TestApp;
beforeAll(async () => {
  // Every test logs a fresh user in from the one test address.
  t = await buildTestApp({ SMS_CAPTCHA_AFTER_PER_IP: "1000", SMS_HOURLY_LIMIT_PER_IP: "1000" });
});
afterAll(() => t.close());

/** Images a complaint already shows (stored with it, whoever uploaded them). */
const image = (name: string) => `/uploads/complaint/2026/11/${name}.jpg`;
/** Fresh uploads of the member of `token`. */
const uploads = (token: string, count: number) =>
  Promise.all(Array.from({ length: count }, () => uploadImage(t.app, { token })));

/** A logged-in author with a complaint already carrying `images`. */
async function ownComplaint(options: { images?: string[]; status?: ComplaintStatus } = {}) {
  const owner = await createUser(t.db, keys);
  const token = await loginBySms(t, owner.phone);
  const complaint = await createComplaint(t.db, keys, {
    userId: owner.id,
    ...(options.status ? { status: options.status } : {}),
  });
  const images = options.images ?? [];
  if (images.length > 0) {
    await t.db
      .insert(schema.complaintImages)
      .values(images.map((url, sort) => ({ complaintId: complaint.id, url, sort })));
  }
  return { id: complaint.id, token, userId: owner.id };
}

const addEvidence = (id: number, images: unknown, token?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/complaint/imageSetting/${id}`,
    payload: { images } as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function storedImages(complaintId: number) {
  return t.db
    .select({ url: schema.complaintImages.url, sort: schema.complaintImages.sort })
    .from(schema.complaintImages)
    .where(eq(schema.complaintImages.complaintId, complaintId))
    .orderBy(asc(schema.complaintImages.sort));
}

async function evidenceEntries(complaintId: number) {
  return t.db
    .select({
      action: schema.complaintOperatorStream.action,
      actorType: schema.complaintOperatorStream.actorType,
      actorId: schema.complaintOperatorStream.actorId,
      content: schema.complaintOperatorStream.content,
    })
    .from(schema.complaintOperatorStream)
    .where(eq(schema.complaintOperatorStream.complaintId, complaintId));
}

describe("POST /complaint/imageSetting/:id", () => {
  it("appends the owner's images after the existing ones with one 'evidence_added' entry", async () => {
    const { id, token, userId } = await ownComplaint({ images: [image("a")] });
    const [b, c] = await uploads(token, 2);

    const response = await addEvidence(id, [b, c], token);

    expect(response.json()).toMatchObject({ code: 200, data: { image_count: 3 } });
    expect(await storedImages(id)).toEqual([
      { url: image("a"), sort: 0 },
      { url: b, sort: 1 },
      { url: c, sort: 2 },
    ]);
    expect(await evidenceEntries(id)).toEqual([
      { action: "evidence_added", actorType: "user", actorId: userId, content: "补充证据2张" },
    ]);
    const simple = await t.app.inject({
      url: `/api/user/complaintSimple/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(simple.json()).toMatchObject({ code: 200, data: { image_count: 3 } });
  });

  it("ignores images already attached and repeated ones", async () => {
    const { id, token } = await ownComplaint({ images: [image("a")] });
    const [b] = await uploads(token, 1);

    const response = await addEvidence(id, [image("a"), b, b], token);

    expect(response.json()).toMatchObject({ code: 200, data: { image_count: 2 } });
    expect(await storedImages(id)).toEqual([
      { url: image("a"), sort: 0 },
      { url: b, sort: 1 },
    ]);
    expect(await evidenceEntries(id)).toEqual([expect.objectContaining({ content: "补充证据1张" })]);

    const nothingNew = await addEvidence(id, [image("a")], token);
    expect(nothingNew.json()).toMatchObject({ code: 200, data: { image_count: 2 } });
    expect(await evidenceEntries(id)).toHaveLength(1);
  });

  it("answers 403 for someone else's complaint and 404 for an unknown id", async () => {
    const { id } = await ownComplaint();
    const stranger = await loginBySms(t, (await createUser(t.db, keys)).phone);
    const [own] = await uploads(stranger, 1);

    expect((await addEvidence(id, [own], stranger)).json()).toMatchObject({ code: 403 });
    expect((await addEvidence(2_000_000_000, [own], stranger)).json()).toMatchObject({ code: 404 });
    expect(await storedImages(id)).toEqual([]);
  });

  it("refuses a URL our storage did not serve and stores nothing", async () => {
    const { id, token } = await ownComplaint({ images: [image("a")] });
    const [b] = await uploads(token, 1);

    for (const url of ["https://evil.example/a.jpg", "/uploads/../etc/passwd", "/uploads/"]) {
      const response = await addEvidence(id, [b, url], token);
      expect(response.json()).toMatchObject({ code: 400, msg: "图片地址无效，请重新上传" });
    }
    expect(await storedImages(id)).toEqual([{ url: image("a"), sort: 0 }]);
    expect(await evidenceEntries(id)).toEqual([]);
  });

  it("refuses more than 9 images in all and stores nothing", async () => {
    const existing = ["1", "2", "3", "4", "5", "6", "7"].map(image);
    const { id, token } = await ownComplaint({ images: existing });
    const added = await uploads(token, 3);

    const response = await addEvidence(id, added, token);

    expect(response.json()).toMatchObject({ code: 400, msg: "每条投诉最多9张图片" });
    expect(await storedImages(id)).toHaveLength(7);
    expect(await evidenceEntries(id)).toEqual([]);
    expect((await addEvidence(id, added.slice(0, 2), token)).json()).toMatchObject({
      code: 200,
      data: { image_count: 9 },
    });
  });

  it("refuses an empty list", async () => {
    const { id, token } = await ownComplaint();
    expect((await addEvidence(id, [], token)).json()).toMatchObject({ code: 400, msg: "请上传证据图片" });
  });

  it.each(["closed", "completed", "rejected"] as const)(
    "refuses evidence once the complaint is %s",
    async (status) => {
      const { id, token } = await ownComplaint({ status });

      const response = await addEvidence(id, await uploads(token, 1), token);

      expect(response.json()).toMatchObject({ code: 400, msg: "当前状态不能补充证据" });
      expect(await storedImages(id)).toEqual([]);
    },
  );

  it("limits each user to 30 calls an hour, whatever their address", async () => {
    const busy = await ownComplaint();
    const statuses = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push((await addEvidence(2_000_000_000, [image("x")], busy.token)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);

    const other = await ownComplaint();
    expect((await addEvidence(other.id, await uploads(other.token, 1), other.token)).json()).toMatchObject({
      code: 200,
    });
  });

  it("refuses another member's upload with nothing stored", async () => {
    const { id, token } = await ownComplaint({ images: [image("a")] });
    const [own] = await uploads(token, 1);
    const stranger = await loginBySms(t, (await createUser(t.db, keys)).phone);
    const [theirs] = await uploads(stranger, 1);

    const response = await addEvidence(id, [own, theirs], token);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: FOREIGN_IMAGE_MESSAGE });
    expect(await storedImages(id)).toEqual([{ url: image("a"), sort: 0 }]);
    expect(await evidenceEntries(id)).toEqual([]);
  });

  it("refuses an image path that holds no file, in the member's own folder or in nobody's", async () => {
    const { id, token } = await ownComplaint();
    const [own] = await uploads(token, 1);
    const missingBeside = own!.replace(/[^/]+$/, "never-uploaded.png");

    for (const [url, msg] of [
      [missingBeside, MISSING_IMAGE_MESSAGE],
      [image("nowhere"), FOREIGN_IMAGE_MESSAGE],
    ] as const) {
      const response = await addEvidence(id, [url], token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, msg });
    }
    expect(await storedImages(id)).toEqual([]);
  });

  it("lets a member attach what their browser uploaded before they logged in, from any address", async () => {
    const owner = newUploadOwner();
    const visitorUpload = await uploadImage(t.app, { owner });
    const { id, token } = await ownComplaint();
    const attach = (images: string[], headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: `/api/complaint/imageSetting/${id}`,
        payload: { images },
        headers: { authorization: `Bearer ${token}`, ...headers },
        remoteAddress: "203.0.113.9",
      });

    expect((await attach([visitorUpload], uploadOwnerCookie(owner))).json()).toMatchObject({ code: 200 });
    // Another browser's upload, even from the same address, is not theirs.
    const elsewhere = await uploadImage(t.app, { owner: newUploadOwner() });
    expect((await attach([elsewhere], uploadOwnerCookie(owner))).json()).toMatchObject({
      code: 400,
      msg: FOREIGN_IMAGE_MESSAGE,
    });
  });

  it("needs a login", async () => {
    const { id } = await ownComplaint();
    const [before] = await t.db.select({ value: count() }).from(schema.complaintImages);

    expect((await addEvidence(id, [image("anon")])).json()).toMatchObject({ code: 401 });
    const [after] = await t.db.select({ value: count() }).from(schema.complaintImages);
    expect(after?.value).toBe(before?.value);
  });
});
