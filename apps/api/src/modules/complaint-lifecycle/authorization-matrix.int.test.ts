import { schema } from "@tousu/db";
import type { ComplaintStatus } from "@tousu/domain";
import { encryptContent } from "@tousu/domain/content-cipher";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import {
  call,
  castLifecycle,
  fileFor,
  type LifecycleCast,
  type Person,
  snapshot,
} from "../../testing/lifecycle-cast";
import { TEST_CONTENT_AES_KEY } from "../../testing/submittable-form";

// Every state-changing endpoint × (visitor, another consumer, the author, an operator of
// another enterprise, an operator of the brand's enterprise, a moderator). Exactly one of them may
// act; everyone else gets 401 (visitor) or 403, and nothing about the complaint changes.

type Identity = "visitor" | "otherConsumer" | "owner" | "otherOperator" | "operator" | "moderator";
const IDENTITIES: Identity[] = [
  "visitor",
  "otherConsumer",
  "owner",
  "otherOperator",
  "operator",
  "moderator",
];

interface Case {
  name: string;
  status: ComplaintStatus;
  allowed: Identity;
  /** The request for a complaint (and its pending application, when the case needs one). */
  request: (complaintId: number, applicationId: number) => { url: string; body: Record<string, unknown> };
  withApplication?: boolean;
}

const RESUBMISSION = {
  title: "扫地机器人故障要求退款",
  content: encryptContent(
    "2026年4月购买的扫地机器人使用十天后无法充电，售后一直拖延不处理，要求全额退款。",
    TEST_CONTENT_AES_KEY,
  ),
};

const CASES: Case[] = [
  {
    name: "complete",
    status: "replied",
    allowed: "owner",
    request: (id) => ({ url: `/v2/complaint/${id}/complete`, body: {} }),
  },
  {
    name: "appeal",
    status: "replied",
    allowed: "owner",
    request: (id) => ({ url: `/v2/complaint/${id}/apply`, body: { content: "不接受商家的处理结果" } }),
  },
  {
    name: "rate",
    status: "completed",
    allowed: "owner",
    request: (id) => ({
      url: `/v2/complaint/${id}/rating`,
      body: { attitude_score: 4, speed_score: 4, satisfaction_score: 4 },
    }),
  },
  {
    name: "withdraw",
    status: "dispatched",
    allowed: "owner",
    request: (id) => ({ url: `/v2/complaint/${id}/withdraw`, body: {} }),
  },
  {
    name: "supplement",
    status: "company_needs_info",
    allowed: "owner",
    request: (id) => ({ url: `/v2/complaint/${id}/supplement`, body: { content: "订单号为 2026041100001" } }),
  },
  {
    name: "resubmit",
    status: "rejected",
    allowed: "owner",
    request: (id) => ({ url: `/v2/complaint/${id}/resubmit`, body: RESUBMISSION }),
  },
  {
    name: "company accept",
    status: "dispatched",
    allowed: "operator",
    request: (id) => ({ url: "/v2/complaint/operator/accept", body: { complaint_id: id } }),
  },
  {
    name: "company reply",
    status: "dispatched",
    allowed: "operator",
    request: (id) => ({
      url: "/v2/complaint/operator/reply",
      body: { complaint_id: id, content: "已核实情况，为您办理退货退款。", outcome: "refund", amount: 50 },
    }),
  },
  {
    name: "company request info",
    status: "processing",
    allowed: "operator",
    request: (id) => ({
      url: "/v2/complaint/operator/requestInfo",
      body: { complaint_id: id, content: "请提供订单号" },
    }),
  },
  {
    name: "companyApplyArchive",
    status: "processing",
    allowed: "operator",
    request: (id) => ({
      url: "/v2/complaint/operator/companyApplyArchive",
      body: { complaint_id: id, reason: "已与用户协商一致并完成退款，申请归档" },
    }),
  },
  {
    name: "companyApplyEnd",
    status: "replied",
    allowed: "operator",
    request: (id) => ({
      url: "/v2/complaint/operator/companyApplyEnd",
      body: { complaint_id: id, reason: "用户诉求已全部满足，申请结案处理" },
    }),
  },
  {
    name: "approve",
    status: "pending_review",
    allowed: "moderator",
    request: (id) => ({ url: `/admin/complaint/${id}/approve`, body: {} }),
  },
  {
    name: "reject",
    status: "pending_review",
    allowed: "moderator",
    request: (id) => ({ url: `/admin/complaint/${id}/reject`, body: { reason_code: "no_evidence" } }),
  },
  {
    name: "request info in review",
    status: "pending_review",
    allowed: "moderator",
    request: (id) => ({ url: `/admin/complaint/${id}/requestInfo`, body: { content: "请上传付款凭证" } }),
  },
  {
    name: "moderator close",
    status: "dispatched",
    allowed: "moderator",
    request: (id) => ({
      url: `/admin/complaint/${id}/close`,
      body: { reason: "duplicate", note: "与另一投诉重复" },
    }),
  },
  {
    name: "application review",
    status: "processing",
    allowed: "moderator",
    withApplication: true,
    request: (_id, applicationId) => ({
      url: `/admin/application/${applicationId}/review`,
      body: { decision: "approve" },
    }),
  },
];

let t: TestApp;
let cast: LifecycleCast;
beforeAll(async () => {
  t = await buildTestApp({ COMPLAINT_ACTIONS_PER_MINUTE_PER_USER: "1000" });
  cast = await castLifecycle(t);
});
afterAll(() => t.close());

function personFor(identity: Identity): Person | null {
  return identity === "visitor" ? null : cast[identity];
}

describe.each(CASES)("$name", (testCase) => {
  async function prepare() {
    const complaint = await fileFor(t, cast, { status: testCase.status });
    let applicationId = 0;
    if (testCase.withApplication) {
      const [application] = await t.db
        .insert(schema.complaintApplications)
        .values({
          complaintId: complaint.id,
          enterpriseId: cast.enterpriseId,
          applicantId: cast.operator.id,
          kind: "archive",
          reason: "已与用户达成和解，申请归档",
        })
        .returning();
      applicationId = application!.id;
    }
    return { complaint, applicationId };
  }

  it.each(IDENTITIES.filter((identity) => identity !== testCase.allowed))(
    "is refused to the %s and changes nothing",
    async (identity) => {
      const { complaint, applicationId } = await prepare();
      const before = await snapshot(t.db, complaint.id);
      const { url, body } = testCase.request(complaint.id, applicationId);
      const response = await call(t, personFor(identity), "POST", url, body);
      const expected = identity === "visitor" ? 401 : 403;
      expect(response.status).toBe(expected);
      expect(response.body.code).toBe(expected);
      expect(await snapshot(t.db, complaint.id)).toEqual(before);
    },
  );

  it(`is allowed to the ${testCase.allowed}`, async () => {
    const { complaint, applicationId } = await prepare();
    const before = await snapshot(t.db, complaint.id);
    const { url, body } = testCase.request(complaint.id, applicationId);
    const response = await call(t, personFor(testCase.allowed), "POST", url, body);
    expect(response.body).toMatchObject({ code: 200, data: { id: complaint.id } });
    expect((await snapshot(t.db, complaint.id)).counts?.stream).toBeGreaterThan(before.counts?.stream ?? 0);
  });
});

// The staff follow-ups of members' complaints (decision 093): the console's moderators only. The
// complaint's own author and its company are refused like anyone else, and nothing of the
// follow-up changes.
const FOLLOW_UP_CASES: {
  name: string;
  method: "GET" | "POST";
  url: (followUpId: number) => string;
  body?: Record<string, unknown>;
  /** The follow-up is already the moderator's (a note or a close needs its holder). */
  taken?: boolean;
}[] = [
  { name: "follow-up list", method: "GET", url: () => "/admin/member-follow-ups" },
  { name: "take a follow-up", method: "POST", url: (id) => `/admin/member-follow-ups/${id}/take` },
  {
    name: "note a follow-up",
    method: "POST",
    url: (id) => `/admin/member-follow-ups/${id}/notes`,
    body: { content: "已致电商家客服" },
    taken: true,
  },
  {
    name: "close a follow-up",
    method: "POST",
    url: (id) => `/admin/member-follow-ups/${id}/close`,
    body: { outcome: "company_promised", note: "商家承诺三日内回应" },
    taken: true,
  },
];

describe.each(FOLLOW_UP_CASES)("$name", (testCase) => {
  async function prepare() {
    const complaint = await fileFor(t, cast, { status: "dispatched", isOverdue: true });
    await t.db
      .insert(schema.memberComplaintPriorities)
      .values({ complaintId: complaint.id, auditDueAt: new Date() });
    const [followUp] = await t.db
      .insert(schema.memberFollowUps)
      .values({
        complaintId: complaint.id,
        openedAt: new Date(),
        ...(testCase.taken ? { state: "taken", assigneeId: cast.moderator.id, takenAt: new Date() } : {}),
      })
      .returning();
    return followUp!.id;
  }

  async function followUpSnapshot(followUpId: number) {
    const [row] = await t.db
      .select()
      .from(schema.memberFollowUps)
      .where(eq(schema.memberFollowUps.id, followUpId));
    const notes = await t.db
      .select()
      .from(schema.memberFollowUpNotes)
      .where(eq(schema.memberFollowUpNotes.followUpId, followUpId));
    return { row, notes };
  }

  it.each(IDENTITIES.filter((identity) => identity !== "moderator"))(
    "is refused to the %s and changes nothing",
    async (identity) => {
      const followUpId = await prepare();
      const before = await followUpSnapshot(followUpId);
      const response = await call(
        t,
        personFor(identity),
        testCase.method,
        testCase.url(followUpId),
        testCase.body,
      );
      const expected = identity === "visitor" ? 401 : 403;
      expect(response.status).toBe(expected);
      expect(response.body.code).toBe(expected);
      expect(await followUpSnapshot(followUpId)).toEqual(before);
    },
  );

  it("is allowed to the moderator", async () => {
    const followUpId = await prepare();
    const response = await call(t, cast.moderator, testCase.method, testCase.url(followUpId), testCase.body);
    expect(response.body).toMatchObject({ code: 200 });
  });
});
