import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  FOREIGN_IMAGE_MESSAGE,
  MEMBER_UPLOAD_QUOTA_MESSAGE,
  VISITOR_UPLOAD_QUOTA_MESSAGE,
} from "@tousu/contracts";
import { derivePiiKeys, schema } from "@tousu/db";
import { createComplaint, createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import {
  MEMBER_UPLOADS_PER_DAY,
  UNATTACHED_UPLOAD_TTL_MS,
  UPLOAD_OWNER_COOKIE,
  VISITOR_UPLOADS_PER_DAY,
} from "@tousu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import { newUploadOwner, uploadImage, uploadOwnerCookie } from "../../testing/upload-image";
import { ownerHashOf } from "./upload-records";

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

const signAs = (remoteAddress: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url: "/api/common/oss/sign?scene=complaint",
    remoteAddress,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

/** Where the local image host keeps an uploaded URL's file. */
const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ""));

async function uploadRow(url: string) {
  const keyPrefix = url.replace(/^\/uploads\//, "").replace(/[^/]+$/, "");
  const [row] = await t.db.select().from(schema.uploads).where(eq(schema.uploads.keyPrefix, keyPrefix));
  return row;
}

describe("who uploads", () => {
  it("records each signed folder with its member, or a visitor's browser secret and address", async () => {
    const member = await createUser(t.db, keys);
    const token = await loginBySms(t, member.phone);
    const signed = await signAs("198.51.100.20", token);
    expect(signed.headers["set-cookie"]).toBeUndefined();
    const anonymous = await signAs("198.51.100.21");
    const cookie = String(anonymous.headers["set-cookie"]);
    expect(cookie).toMatch(
      new RegExp(`^${UPLOAD_OWNER_COOKIE}=[\\w-]{43}; Path=/api; Max-Age=\\d+; HttpOnly; SameSite=Strict$`),
    );
    const secret = cookie.slice(UPLOAD_OWNER_COOKIE.length + 1, cookie.indexOf(";"));

    const rows = await t.db.select().from(schema.uploads);
    expect(rows.find((row) => row.keyPrefix === signed.json().data.key_prefix)).toMatchObject({
      userId: member.id,
      ownerHash: null,
      ip: null,
    });
    expect(rows.find((row) => row.keyPrefix === anonymous.json().data.key_prefix)).toMatchObject({
      userId: null,
      ownerHash: ownerHashOf(secret),
      ip: "198.51.100.21",
    });
    // The browser keeps its secret from one upload to the next, whatever its address.
    const again = await signAs("198.51.100.99", undefined, uploadOwnerCookie(secret));
    expect(String(again.headers["set-cookie"])).toContain(`${UPLOAD_OWNER_COOKIE}=${secret};`);
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

  it("holds a visitor's quota against signings sent all at once", async () => {
    const address = "198.51.100.40";
    const answers = await Promise.all(
      Array.from({ length: VISITOR_UPLOADS_PER_DAY + 5 }, () => signAs(address)),
    );
    expect(answers.filter((answer) => answer.json().code === 200)).toHaveLength(VISITOR_UPLOADS_PER_DAY);
    expect(await t.db.select().from(schema.uploads).where(eq(schema.uploads.ip, address))).toHaveLength(
      VISITOR_UPLOADS_PER_DAY,
    );
  });

  it(`gives a member ${MEMBER_UPLOADS_PER_DAY} uploads a day`, async () => {
    const member = await createUser(t.db, keys);
    const token = await loginBySms(t, member.phone);
    await t.db.insert(schema.uploads).values(
      Array.from({ length: MEMBER_UPLOADS_PER_DAY - 1 }, (_, index) => ({
        keyPrefix: `complaints/2026/11/26/member-quota-${member.id}-${index}/`,
        userId: member.id,
        createdAt: new Date(TEST_SEED_NOW.getTime() - 60_000),
      })),
    );
    expect((await signAs("198.51.100.50", token)).json()).toMatchObject({ code: 200 });
    const over = await signAs("198.51.100.51", token);
    expect(over.json()).toMatchObject({ code: 400, msg: MEMBER_UPLOAD_QUOTA_MESSAGE, data: null });
    expect(await t.db.select().from(schema.uploads).where(eq(schema.uploads.userId, member.id))).toHaveLength(
      MEMBER_UPLOADS_PER_DAY,
    );
  });
});

describe("a visitor's uploads", () => {
  it("are theirs by their browser's secret, not their address, and become the member's who attaches them", async () => {
    const owner = newUploadOwner();
    const upload = await uploadImage(t.app, { owner });
    const member = await createUser(t.db, keys);
    const token = await loginBySms(t, member.phone);
    const complaint = await createComplaint(t.db, keys, { userId: member.id });
    const addEvidence = (headers: Record<string, string>, remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/complaint/imageSetting/${complaint.id}`,
        payload: { images: [upload] },
        headers: { authorization: `Bearer ${token}`, ...headers },
        remoteAddress,
      });

    // The same address without the secret (another phone behind the carrier's NAT) may not.
    const stranger = await addEvidence(uploadOwnerCookie(newUploadOwner()), "127.0.0.1");
    expect(stranger.json()).toMatchObject({ code: 400, msg: FOREIGN_IMAGE_MESSAGE });
    expect((await addEvidence({}, "127.0.0.1")).json()).toMatchObject({
      code: 400,
      msg: FOREIGN_IMAGE_MESSAGE,
    });
    // The uploader may, from a new address, after logging in mid-form.
    expect((await addEvidence(uploadOwnerCookie(owner), "203.0.113.77")).json()).toMatchObject({ code: 200 });
    expect(await uploadRow(upload)).toMatchObject({ userId: member.id, attachedAt: expect.any(Date) });
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
    for (const kept of [attached, inDraft]) expect(existsSync(fileOf(kept))).toBe(true);
    expect(await uploadRow(attached)).toMatchObject({ userId: member.id, attachedAt: expect.any(Date) });
    expect(await uploadRow(inDraft)).toMatchObject({ userId: member.id, attachedAt: null });

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

describe("a draft's uploads", () => {
  it("are held while the draft lists them, and let go when a save drops them or the draft is deleted", async () => {
    t.setNow(TEST_SEED_NOW);
    const member = await createUser(t.db, keys);
    const token = await loginBySms(t, member.phone);
    const [dropped, kept] = [await uploadImage(t.app, { token }), await uploadImage(t.app, { token })];
    const save = async (body: Record<string, unknown>) => {
      const saved = await t.app.inject({
        method: "POST",
        url: "/api/v2/complaint/store",
        payload: { title: "半成品标题", ...body },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(saved.json()).toMatchObject({ code: 200 });
      return saved.json().data.id as number;
    };
    const draftId = await save({ images: [dropped, kept] });
    await save({ id: draftId, images: [kept] });

    const runCleanupAt = async (offsetMs: number) => {
      t.setNow(new Date(TEST_SEED_NOW.getTime() + offsetMs));
      try {
        await t.app.runDueJobs();
      } finally {
        t.setNow(TEST_SEED_NOW);
      }
    };
    await runCleanupAt(UNATTACHED_UPLOAD_TTL_MS + 6 * 60 * 60_000);
    expect(existsSync(fileOf(dropped))).toBe(false);
    expect(await uploadRow(dropped)).toBeUndefined();
    expect(existsSync(fileOf(kept))).toBe(true);

    // Filed (or its account removed), the draft is deleted and its uploads go with it.
    await t.db.delete(schema.complaintDrafts).where(eq(schema.complaintDrafts.id, draftId));
    await runCleanupAt(UNATTACHED_UPLOAD_TTL_MS + 8 * 60 * 60_000);
    expect(existsSync(fileOf(kept))).toBe(false);
    expect(await uploadRow(kept)).toBeUndefined();
  });
});
