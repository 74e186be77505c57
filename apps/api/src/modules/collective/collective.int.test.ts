import { derivePiiKeys, schema } from "@tousu/db";
import {
  createBrand,
  createComplaint,
  createEnterprise,
  createUser,
  TEST_PII_SECRET,
} from "@tousu/db/testing";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import { findSubmittableForm, submittableBody } from "../../testing/submittable-form";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
let t: TestApp;
const tokens = {} as Record<"consumer" | "moderator", string>;
let brandId: number;
let collectiveId: number;
const members = {} as Record<"published" | "pending" | "hidden", number>;

type Who = keyof typeof tokens | "visitor";

function call(method: "GET" | "POST", url: string, who: Who = "visitor", payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: who === "visitor" ? {} : { authorization: `Bearer ${tokens[who]}` },
    ...(payload ? { payload } : {}),
  });
}

async function staffActionsFor(id: number) {
  return t.db
    .select()
    .from(schema.staffActions)
    .where(
      and(eq(schema.staffActions.targetType, "collective"), eq(schema.staffActions.targetId, String(id))),
    );
}

async function collectiveRows(): Promise<number> {
  const [row] = await t.db.select({ value: count() }).from(schema.collectiveComplaints);
  return row?.value ?? 0;
}

beforeAll(async () => {
  t = await buildTestApp();
  const consumer = await createUser(t.db, piiKeys);
  tokens.consumer = await loginBySms(t, consumer.phone);
  const moderator = await createUser(t.db, piiKeys, { nickname: "测试审核员" });
  await t.db.insert(schema.userRoles).values({ userId: moderator.id, role: "moderator" });
  tokens.moderator = await loginBySms(t, moderator.phone);
  const enterprise = await createEnterprise(t.db);
  brandId = (await createBrand(t.db, { enterpriseId: enterprise.id })).id;
});
afterAll(() => t.close());

describe("the moderation console", () => {
  const body = () => ({
    title: "某品牌会员自动续费难退订",
    description: "多位用户反映会员到期后被自动续费且无法退订。",
    brand_id: brandId,
  });

  it("lets only moderators create a collective", async () => {
    const before = await collectiveRows();
    expect((await call("POST", "/admin/collectives", "visitor", body())).statusCode).toBe(401);
    expect((await call("POST", "/admin/collectives", "consumer", body())).statusCode).toBe(403);
    expect(await collectiveRows()).toBe(before);

    const created = await call("POST", "/admin/collectives", "moderator", body());
    expect(created.json()).toMatchObject({
      code: 200,
      data: {
        title: body().title,
        status: "open",
        status_label: "征集中",
        member_count: 0,
        brand: { id: brandId },
      },
    });
    collectiveId = created.json().data.id;
    expect(await staffActionsFor(collectiveId)).toMatchObject([{ action: "collective.create" }]);
  });

  it("refuses bad input with a Chinese message and stores nothing", async () => {
    const before = await collectiveRows();
    const short = await call("POST", "/admin/collectives", "moderator", { ...body(), title: "短" });
    expect(short.json()).toMatchObject({ code: 400, msg: "标题至少4个字" });
    const unknownBrand = await call("POST", "/admin/collectives", "moderator", {
      ...body(),
      brand_id: 99_999_999,
    });
    expect(unknownBrand.json()).toMatchObject({ code: 400, msg: "所选品牌不存在" });
    expect(await collectiveRows()).toBe(before);
  });

  it("lists collectives for moderators only", async () => {
    expect((await call("GET", "/admin/collectives", "consumer")).statusCode).toBe(403);
    const listed = await call("GET", "/admin/collectives?status=open", "moderator");
    expect(listed.json().data.list.map((item: { id: number }) => item.id)).toContain(collectiveId);
  });
});

describe("public collective endpoints", () => {
  beforeAll(async () => {
    members.published = (await createComplaint(t.db, piiKeys, { brandId, collectiveId })).id;
    members.pending = (
      await createComplaint(t.db, piiKeys, {
        brandId,
        collectiveId,
        status: "pending_review",
        reviewedAt: null,
        dispatchedAt: null,
      })
    ).id;
    members.hidden = (await createComplaint(t.db, piiKeys, { brandId, collectiveId, isHidden: true })).id;
    // Filing counts every joined complaint, in review or not (file-complaint.ts countCollectiveMember).
    await t.db
      .update(schema.collectiveComplaints)
      .set({ memberCount: 3 })
      .where(eq(schema.collectiveComplaints.id, collectiveId));
    await t.db.insert(schema.complaintOperatorStream).values([
      {
        complaintId: members.published,
        actorType: "company",
        action: "replied",
        content: "已为您办理退订并退款",
      },
      { complaintId: members.hidden, actorType: "company", action: "replied", content: "隐藏投诉的回复" },
    ]);
  });

  it("lists collectives by status and brand", async () => {
    const listed = await call("GET", `/collective/list?status=open&brand_id=${brandId}`);
    expect(listed.json()).toMatchObject({
      code: 200,
      data: { total: 1, list: [{ id: collectiveId, member_count: 3, brand: { id: brandId } }] },
    });
    const closed = await call("GET", `/collective/list?status=closed&brand_id=${brandId}`);
    expect(closed.json().data.total).toBe(0);
    expect((await call("GET", "/collective/list?status=unknown")).json()).toMatchObject({
      code: 400,
      msg: "不支持的集体投诉状态",
    });
  });

  it("filters the list by stage: ongoing (open or processing), closed, or all", async () => {
    const otherBrand = (await createBrand(t.db)).id;
    const closedAt = new Date("2026-03-01T08:00:00Z");
    const staged = await t.db
      .insert(schema.collectiveComplaints)
      .values([
        { brandId: otherBrand, title: "征集中的集体投诉", description: "征集中", status: "open" as const },
        {
          brandId: otherBrand,
          title: "处理中的集体投诉",
          description: "处理中",
          status: "processing" as const,
        },
        {
          brandId: otherBrand,
          title: "已结束的集体投诉",
          description: "已结束",
          status: "closed" as const,
          closedAt,
        },
      ])
      .returning({ id: schema.collectiveComplaints.id, status: schema.collectiveComplaints.status });
    const idOf = (status: string) => staged.find((row) => row.status === status)?.id;
    const listed = async (query: string) => {
      const body = (await call("GET", `/collective/list?brand_id=${otherBrand}${query}`)).json();
      expect(body.code).toBe(200);
      return body.data as { total: number; list: { id: number; status: string; closed_at: string | null }[] };
    };

    const ongoing = await listed("&status=ongoing");
    expect(ongoing.list.map((item) => item.id).sort()).toEqual([idOf("open"), idOf("processing")].sort());
    expect(ongoing.total).toBe(2);
    expect(ongoing.list.every((item) => item.closed_at === null)).toBe(true);

    const closed = await listed("&status=closed");
    expect(closed).toMatchObject({
      total: 1,
      list: [{ id: idOf("closed"), status: "closed", closed_at: closedAt.toISOString() }],
    });

    const all = await listed("");
    expect(all.total).toBe(3);
    // The brand filter keeps the first brand's collective out of every one of these pages.
    expect(all.list.map((item) => item.id)).not.toContain(collectiveId);
  });

  it("shows the detail with joined and public counts and only public company replies", async () => {
    const detail = (await call("GET", `/collective/detail/${collectiveId}`)).json();
    expect(detail).toMatchObject({
      code: 200,
      data: {
        id: collectiveId,
        member_count: 3,
        public_member_count: 1,
        enterprise: { id: expect.any(Number) },
        company_replies: [{ complaint_id: members.published, content: "已为您办理退订并退款" }],
      },
    });
    expect(detail.data.company_replies).toHaveLength(1);
    expect((await call("GET", "/collective/detail/99999999")).json()).toMatchObject({ code: 404 });
    expect((await call("GET", "/collective/detail/abc")).json()).toMatchObject({ code: 400 });
  });

  it("lists only public member complaints, matching the public count", async () => {
    const page = (await call("GET", `/collective/subComplaintList?collective_id=${collectiveId}`)).json();
    expect(page).toMatchObject({ code: 200, data: { total: 1, list: [{ id: members.published }] } });
    for (const query of ["", "?collective_id=abc", "?collective_id=0"]) {
      expect((await call("GET", `/collective/subComplaintList${query}`)).json()).toMatchObject({
        code: 400,
        data: null,
      });
    }
    expect((await call("GET", "/collective/subComplaintList?collective_id=99999999")).json()).toMatchObject({
      code: 404,
    });
  });

  it("tells a complaint's collective or the one it could join", async () => {
    const member = (await call("GET", `/complaint/collectiveInfo/${members.published}`)).json();
    expect(member).toMatchObject({
      code: 200,
      data: { relation: "member", collective: { id: collectiveId } },
    });
    const outsider = await createComplaint(t.db, piiKeys, { brandId });
    const joinable = (await call("GET", `/complaint/collectiveInfo/${outsider.id}`)).json();
    expect(joinable).toMatchObject({
      code: 200,
      data: { relation: "joinable", collective: { id: collectiveId } },
    });
    const otherBrand = await createComplaint(t.db, piiKeys);
    expect((await call("GET", `/complaint/collectiveInfo/${otherBrand.id}`)).json()).toMatchObject({
      code: 200,
      data: { relation: null, collective: null },
    });
    // A complaint nobody may read does not reveal its collective.
    expect((await call("GET", `/complaint/collectiveInfo/${members.pending}`)).json()).toMatchObject({
      code: 404,
    });
  });

  it("closes a collective once, logged, after which it is no longer joinable", async () => {
    expect((await call("POST", `/admin/collectives/${collectiveId}/close`, "consumer", {})).statusCode).toBe(
      403,
    );
    const closed = await call("POST", `/admin/collectives/${collectiveId}/close`, "moderator", {});
    expect(closed.json()).toMatchObject({
      code: 200,
      data: { status: "closed", status_label: "已结束", closed_at: expect.any(String) },
    });
    expect((await staffActionsFor(collectiveId)).map((row) => row.action).sort()).toEqual([
      "collective.close",
      "collective.create",
    ]);
    const again = await call("POST", `/admin/collectives/${collectiveId}/close`, "moderator", {});
    expect(again.json()).toMatchObject({ code: 400, msg: "该集体投诉已结束" });
    const outsider = await createComplaint(t.db, piiKeys, { brandId });
    expect((await call("GET", `/complaint/collectiveInfo/${outsider.id}`)).json().data.relation).toBeNull();
  });

  it("lets a complaint join only an open collective of the same brand, storing nothing otherwise", async () => {
    const form = await findSubmittableForm(t.db);
    const openOfOtherBrand = (
      await call("POST", "/admin/collectives", "moderator", {
        title: "另一品牌的集体投诉",
        description: "用于校验加入集体投诉时品牌必须一致。",
        brand_id: (await createBrand(t.db)).id,
      })
    ).json().data.id as number;
    const [before] = await t.db.select({ value: count() }).from(schema.complaints);
    const [processing] = await t.db
      .insert(schema.collectiveComplaints)
      .values({ brandId, title: "处理中的集体投诉", description: "企业正在处理", status: "processing" })
      .returning({ id: schema.collectiveComplaints.id });
    for (const [overrides, message] of [
      [{ brand_id: brandId, collective_id: collectiveId }, "该集体投诉不存在或已停止征集"],
      [{ brand_id: brandId, collective_id: processing!.id }, "该集体投诉不存在或已停止征集"],
      [{ brand_id: brandId, collective_id: openOfOtherBrand }, "集体投诉与所选品牌不一致"],
    ] as const) {
      const response = await call(
        "POST",
        "/v2/complaint/submit",
        "consumer",
        submittableBody(form, overrides),
      );
      expect(response.json()).toMatchObject({ code: 400, msg: message });
    }
    const [after] = await t.db.select({ value: count() }).from(schema.complaints);
    expect(after?.value).toBe(before?.value);
  });
});
