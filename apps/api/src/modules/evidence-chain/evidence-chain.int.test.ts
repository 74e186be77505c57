import { writeFile } from "node:fs/promises";
import path from "node:path";
import { derivePiiKeys, schema } from "@tousu/db";
import { createComplaint, createUser, TEST_PII_SECRET } from "@tousu/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import { uploadImage } from "../../testing/upload-image";

const keys = derivePiiKeys(TEST_PII_SECRET);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SMS_CAPTCHA_AFTER_PER_IP: "1000", SMS_HOURLY_LIMIT_PER_IP: "1000" });
});
afterAll(() => t.close());

const verify = async (id: number) => (await t.app.inject({ url: `/api/complaint/${id}/verify` })).json();

/** A published complaint with three timeline steps after its filing. */
async function complaintWithSteps() {
  const complaint = await createComplaint(t.db, keys);
  const steps = await t.db
    .insert(schema.complaintOperatorStream)
    .values(
      (["created", "approved", "dispatched"] as const).map((action) => ({
        complaintId: complaint.id,
        actorType: "system" as const,
        action,
        content: `步骤：${action}`,
      })),
    )
    .returning({ id: schema.complaintOperatorStream.id });
  return { id: complaint.id, stepIds: steps.map((step) => step.id) };
}

describe("GET /complaint/:id/verify", () => {
  it("recomputes a chain of the complaint as filed and each step, in the order they were stored", async () => {
    const { id } = await complaintWithSteps();
    const answer = await verify(id);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ complaint_id: id, intact: true, entry_count: 4, broken_at: null });
    expect(
      answer.data.entries.map((entry: { kind: string; label: string; state: string }) => entry),
    ).toMatchObject([
      { seq: 1, kind: "complaint", label: "投诉内容", state: "intact" },
      { seq: 2, kind: "timeline", label: "提交投诉", state: "intact" },
      { seq: 3, kind: "timeline", state: "intact" },
      { seq: 4, kind: "timeline", state: "intact" },
    ]);
    expect(answer.data.head_digest).toBe(answer.data.entries[3].entry_digest);
    expect(answer.data.entries[0].content_digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reports a step edited in the database at that step, and verifies the ones after it on their own", async () => {
    const { id, stepIds } = await complaintWithSteps();
    await t.db
      .update(schema.complaintOperatorStream)
      .set({ content: "被悄悄改过的内容" })
      .where(eq(schema.complaintOperatorStream.id, stepIds[1] ?? 0));
    const { data } = await verify(id);
    expect(data).toMatchObject({ intact: false, broken_at: { seq: 3, reason: "content_changed" } });
    expect(data.entries.map((entry: { state: string }) => entry.state)).toEqual([
      "intact",
      "intact",
      "content_changed",
      "intact",
    ]);
  });

  it("reports a deleted step, a rewritten chain entry and a missing entry", async () => {
    const deleted = await complaintWithSteps();
    await t.db
      .delete(schema.complaintOperatorStream)
      .where(eq(schema.complaintOperatorStream.id, deleted.stepIds[0] ?? 0));
    expect((await verify(deleted.id)).data.broken_at).toEqual({ seq: 2, reason: "record_missing" });

    const rewritten = await complaintWithSteps();
    const entryOf = (seq: number) =>
      and(
        eq(schema.complaintChainEntries.complaintId, rewritten.id),
        eq(schema.complaintChainEntries.seq, seq),
      );
    await t.db
      .update(schema.complaintChainEntries)
      .set({ contentDigest: "0".repeat(64) })
      .where(entryOf(2));
    expect((await verify(rewritten.id)).data.broken_at).toEqual({ seq: 2, reason: "link_broken" });

    const gap = await complaintWithSteps();
    await t.db
      .delete(schema.complaintChainEntries)
      .where(
        and(eq(schema.complaintChainEntries.complaintId, gap.id), eq(schema.complaintChainEntries.seq, 3)),
      );
    expect((await verify(gap.id)).data.broken_at).toEqual({ seq: 4, reason: "link_broken" });
  });

  it("keeps the text as filed and each change of it; a changed text supersedes the one before", async () => {
    const { id } = await complaintWithSteps();
    await t.db
      .update(schema.complaints)
      .set({ content: "补充修改后的投诉内容：商品故障，要求退款。" })
      .where(eq(schema.complaints.id, id));
    const { data } = await verify(id);
    expect(data.intact).toBe(true);
    expect(data.entries.at(0)).toMatchObject({ kind: "complaint", state: "superseded" });
    expect(data.entries.at(-1)).toMatchObject({ seq: 5, kind: "complaint", state: "intact" });
  });

  it("digests an evidence image's bytes when attached, and notices the stored file changed", async () => {
    const owner = await createUser(t.db, keys);
    const token = await loginBySms(t, owner.phone);
    const complaint = await createComplaint(t.db, keys, { userId: owner.id });
    const url = await uploadImage(t.app, { token });
    const added = await t.app.inject({
      method: "POST",
      url: `/api/complaint/imageSetting/${complaint.id}`,
      payload: { images: [url] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(added.json()).toMatchObject({ code: 200 });
    const [stored] = await t.db
      .select({ sha256: schema.complaintImages.sha256 })
      .from(schema.complaintImages)
      .where(eq(schema.complaintImages.complaintId, complaint.id));
    expect(stored?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const before = await verify(complaint.id);
    expect(before.data.intact).toBe(true);
    expect(before.data.entries.map((entry: { kind: string }) => entry.kind)).toContain("image");

    const file = path.join(t.config.DATA_DIR, "uploads", url.replace(/^\/uploads\//, ""));
    await writeFile(file, Buffer.from("not the image that was attached"));
    const after = await verify(complaint.id);
    expect(after.data.broken_at).toMatchObject({ reason: "image_changed" });
  });

  it("numbers every step once when many are stored for one complaint at the same moment", async () => {
    const complaint = await createComplaint(t.db, keys);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.db.insert(schema.complaintOperatorStream).values({
          complaintId: complaint.id,
          actorType: "system",
          action: "evidence_added",
          content: `并发步骤 ${index}`,
        }),
      ),
    );
    const { data } = await verify(complaint.id);
    expect(data).toMatchObject({ intact: true, entry_count: 21 });
    expect(data.entries.map((entry: { seq: number }) => entry.seq)).toEqual(
      Array.from({ length: 21 }, (_, i) => i + 1),
    );
  });

  it("answers 404 for a complaint that is not public, and 400 for a bad id", async () => {
    const hidden = await createComplaint(t.db, keys, { isHidden: true });
    expect(await verify(hidden.id)).toMatchObject({ code: 404 });
    const inReview = await createComplaint(t.db, keys, { status: "pending_review", dispatchedAt: null });
    expect(await verify(inReview.id)).toMatchObject({ code: 404 });
    expect((await t.app.inject({ url: "/api/complaint/abc/verify" })).json()).toMatchObject({ code: 400 });
  });
});
