import { derivePiiKeys, schema } from "@tousu/db";
import { createComplaint, createUser, TEST_PII_SECRET } from "@tousu/db/testing";
import type { ComplaintStatus } from "@tousu/domain";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";

const keys = derivePiiKeys(TEST_PII_SECRET);

let t: TestApp;
beforeAll(async () => {
  // Every test logs a fresh user in from the one test address.
  t = await buildTestApp({ SMS_CAPTCHA_AFTER_PER_IP: "1000", SMS_HOURLY_LIMIT_PER_IP: "1000" });
});
afterAll(() => t.close());

const image = (name: string) => `/uploads/complaint/2026/11/${name}.jpg`;

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

    const response = await addEvidence(id, [image("b"), image("c")], token);

    expect(response.json()).toMatchObject({ code: 200, data: { image_count: 3 } });
    expect(await storedImages(id)).toEqual([
      { url: image("a"), sort: 0 },
      { url: image("b"), sort: 1 },
      { url: image("c"), sort: 2 },
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

    const response = await addEvidence(id, [image("a"), image("b"), image("b")], token);

    expect(response.json()).toMatchObject({ code: 200, data: { image_count: 2 } });
    expect(await storedImages(id)).toEqual([
      { url: image("a"), sort: 0 },
      { url: image("b"), sort: 1 },
    ]);
    expect(await evidenceEntries(id)).toEqual([expect.objectContaining({ content: "补充证据1张" })]);

    const nothingNew = await addEvidence(id, [image("a")], token);
    expect(nothingNew.json()).toMatchObject({ code: 200, data: { image_count: 2 } });
    expect(await evidenceEntries(id)).toHaveLength(1);
  });

  it("answers 403 for someone else's complaint and 404 for an unknown id", async () => {
    const { id } = await ownComplaint();
    const stranger = await loginBySms(t, (await createUser(t.db, keys)).phone);

    expect((await addEvidence(id, [image("x")], stranger)).json()).toMatchObject({ code: 403 });
    expect((await addEvidence(2_000_000_000, [image("x")], stranger)).json()).toMatchObject({ code: 404 });
    expect(await storedImages(id)).toEqual([]);
  });

  it("refuses a URL our storage did not serve and stores nothing", async () => {
    const { id, token } = await ownComplaint({ images: [image("a")] });

    for (const url of ["https://evil.example/a.jpg", "/uploads/../etc/passwd", "/uploads/"]) {
      const response = await addEvidence(id, [image("b"), url], token);
      expect(response.json()).toMatchObject({ code: 400, msg: "图片地址无效，请重新上传" });
    }
    expect(await storedImages(id)).toEqual([{ url: image("a"), sort: 0 }]);
    expect(await evidenceEntries(id)).toEqual([]);
  });

  it("refuses more than 9 images in all and stores nothing", async () => {
    const existing = ["1", "2", "3", "4", "5", "6", "7"].map(image);
    const { id, token } = await ownComplaint({ images: existing });

    const response = await addEvidence(id, [image("8"), image("9"), image("10")], token);

    expect(response.json()).toMatchObject({ code: 400, msg: "每条投诉最多9张图片" });
    expect(await storedImages(id)).toHaveLength(7);
    expect(await evidenceEntries(id)).toEqual([]);
    expect((await addEvidence(id, [image("8"), image("9")], token)).json()).toMatchObject({
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

      const response = await addEvidence(id, [image("late")], token);

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
    expect((await addEvidence(other.id, [image("ok")], other.token)).json()).toMatchObject({ code: 200 });
  });

  it("needs a login", async () => {
    const { id } = await ownComplaint();
    const [before] = await t.db.select({ value: count() }).from(schema.complaintImages);

    expect((await addEvidence(id, [image("anon")])).json()).toMatchObject({ code: 401 });
    const [after] = await t.db.select({ value: count() }).from(schema.complaintImages);
    expect(after?.value).toBe(before?.value);
  });
});
