import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { VISITOR_UPLOAD_QUOTA_MESSAGE } from "@tousu/contracts";
import { derivePiiKeys, schema } from "@tousu/db";
import { createComplaint, createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { UNATTACHED_UPLOAD_TTL_MS, VISITOR_UPLOADS_PER_DAY } from "@tousu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import { uploadImage } from "../../testing/upload-image";

const keys = derivePiiKeys(TEST_PII_SECRET);

const dataDir = mkdtempSync(path.join(tmpdir(), "tousu-upload-records-"));
const uploadsDir = path.join(dataDir, "uploads");
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    DATA_DIR: dataDir,
    SMS_CAPTCHA_AFTER_PER_IP: "1000",
    SMS_HOURLY_LIMIT_PER_IP: "1000",
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const signAs = (remoteAddress: string, token?: string) =>
  t.app.inject({
    method: "GET",
    url: "/api/common/oss/sign?scene=complaint",
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** Where the local image host keeps an uploaded URL's file. */
const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ""));

async function uploadRow(url: string) {
  const keyPrefix = url.replace(/^\/uploads\//, "").replace(/[^/]+$/, "");
  const [row] = await t.db.select().from(schema.uploads).where(eq(schema.uploads.keyPrefix, keyPrefix));
  return row;
}

describe("who uploads", () => {
  it("records each signed folder with its member, or a visitor's address", async () => {
    const member = await createUser(t.db, keys);
    const token = await loginBySms(t, member.phone);
    const signed = (await signAs("198.51.100.20", token)).json().data.key_prefix as string;
    const anonymous = (await signAs("198.51.100.21")).json().data.key_prefix as string;

    const rows = await t.db.select().from(schema.uploads);
    expect(rows.find((row) => row.keyPrefix === signed)).toMatchObject({ userId: member.id, ip: null });
    expect(rows.find((row) => row.keyPrefix === anonymous)).toMatchObject({
      userId: null,
      ip: "198.51.100.21",
    });
  });

  it(`gives a visitor's address ${VISITOR_UPLOADS_PER_DAY} uploads a day`, async () => {
    const address = "198.51.100.7";
    for (let index = 0; index < VISITOR_UPLOADS_PER_DAY; index++) {
      expect((await signAs(address)).json()).toMatchObject({ code: 200 });
    }
    const over = await signAs(address);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 400, msg: VISITOR_UPLOAD_QUOTA_MESSAGE, data: null });
    expect(await t.db.select().from(schema.uploads).where(eq(schema.uploads.ip, address))).toHaveLength(
      VISITOR_UPLOADS_PER_DAY,
    );

    // Another address, and a member at the same one, are not counted against it; a day later it may again.
    expect((await signAs("198.51.100.8")).json()).toMatchObject({ code: 200 });
    const token = await loginBySms(t, (await createUser(t.db, keys)).phone);
    expect((await signAs(address, token)).json()).toMatchObject({ code: 200 });
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 24 * 60 * 60_000 + 1));
    try {
      expect((await signAs(address)).json()).toMatchObject({ code: 200 });
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
  });
});

describe("the unattached uploads' cleanup", () => {
  it("deletes folders no complaint attached within a day, files and row, and keeps attached ones and those a draft holds", async () => {
    const member = await createUser(t.db, keys);
    const token = await loginBySms(t, member.phone);
    const complaint = await createComplaint(t.db, keys, { userId: member.id });
    const attached = await uploadImage(t.app, { token });
    const unattached = await uploadImage(t.app, { token });
    // A draft's images wait for it: it may be finished days later, on another device.
    const inDraft = await uploadImage(t.app, { token });
    const draft = await t.app.inject({
      method: "POST",
      url: "/api/v2/complaint/store",
      payload: { title: "半成品标题", images: [inDraft] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(draft.json()).toMatchObject({ code: 200 });
    const added = await t.app.inject({
      method: "POST",
      url: `/api/complaint/imageSetting/${complaint.id}`,
      payload: { images: [attached] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(added.json()).toMatchObject({ code: 200 });
    for (const url of [attached, unattached]) expect(existsSync(fileOf(url))).toBe(true);

    // Within the day nothing goes.
    t.setNow(new Date(TEST_SEED_NOW.getTime() + UNATTACHED_UPLOAD_TTL_MS - 60 * 60_000));
    await t.app.runDueJobs();
    expect(existsSync(fileOf(unattached))).toBe(true);
    expect(await uploadRow(unattached)).toBeDefined();

    t.setNow(new Date(TEST_SEED_NOW.getTime() + UNATTACHED_UPLOAD_TTL_MS + 2 * 60 * 60_000));
    await t.app.runDueJobs();
    expect(existsSync(fileOf(unattached))).toBe(false);
    expect(existsSync(path.dirname(fileOf(unattached)))).toBe(false);
    expect(await uploadRow(unattached)).toBeUndefined();
    for (const kept of [attached, inDraft]) {
      expect(existsSync(fileOf(kept))).toBe(true);
      expect(await uploadRow(kept)).toMatchObject({ userId: member.id, attachedAt: expect.any(Date) });
    }

    // A deleted upload can no longer be attached.
    const late = await t.app.inject({
      method: "POST",
      url: `/api/complaint/imageSetting/${complaint.id}`,
      payload: { images: [unattached] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe(400);
  });
});
