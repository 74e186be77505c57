import { decryptPiiFile, derivePiiKeys, schema } from "@tousu/db";
import { createLawyer, createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { LICENSE_NO_MESSAGE, PRACTICE_CITY_MESSAGE } from "@tousu/domain";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueJobs } from "../../jobs/job-queue";
import { createObjectStorage } from "../../providers/storage/create-object-storage";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { openSession } from "../../testing/sign-in-member";
import { uploadImage } from "../../testing/upload-image";
import { LICENSE_TAKEN_MESSAGE, REAL_NAME_REQUIRED_MESSAGE } from "./own-profile";
import { lawyerRecheckJob } from "./recheck-job";
import { OVERDUE_REASON } from "./staff-review";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const { lawyerProfiles, userRoles, staffActions } = schema;
const DAY = 86_400_000;

type Who = "visitor" | "consumer" | "applicant" | "other" | "lawyer" | "staff";

let t: TestApp;
const tokens = {} as Record<Exclude<Who, "visitor">, string>;
const ids = {} as Record<Exclude<Who, "visitor">, number>;
let licenseSerial = 100;

const signIn = (userId: number) => openSession(t, userId);

async function verifiedMember(): Promise<{ id: number; token: string }> {
  const user = await createUser(t.db, piiKeys, { realName: "林晓雯", idCard: "11010519491231002X" });
  return { id: user.id, token: await signIn(user.id) };
}

/** A licence number first issued in 2015, unique per call. */
const newLicenseNo = () => `13301201510${String(licenseSerial++).padStart(6, "0")}`;

function call(method: "GET" | "POST" | "PUT", url: string, who: Who | string, payload?: object) {
  const token = who === "visitor" ? null : (tokens[who as keyof typeof tokens] ?? who);
  return t.app
    .inject({
      method,
      url: `/lawyer${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    })
    .then((response) => ({ status: response.statusCode, body: response.json() }));
}

async function applicationBody(token: string, overrides: Record<string, unknown> = {}) {
  return {
    license_no: newLicenseNo(),
    law_firm: "浙江明衡律师事务所",
    city: "杭州市",
    practice_areas: ["consumer", "ecommerce"],
    practice_since_year: 2015,
    license_photo_url: await uploadImage(t.app, { token }),
    introduction: "执业十年，专注消费者权益保护与电子商务纠纷，熟悉平台规则与诉讼程序。",
    ...overrides,
  };
}

async function profileCount(): Promise<number> {
  const [row] = await t.db.select({ value: count() }).from(lawyerProfiles);
  return row?.value ?? 0;
}

async function rolesOf(userId: number): Promise<string[]> {
  const rows = await t.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role);
}

beforeAll(async () => {
  t = await buildTestApp();
  const consumer = await createUser(t.db, piiKeys);
  ids.consumer = consumer.id;
  tokens.consumer = await signIn(consumer.id);
  for (const who of ["applicant", "other"] as const) {
    const member = await verifiedMember();
    ids[who] = member.id;
    tokens[who] = member.token;
  }
  const lawyer = await createLawyer(t.db, piiKeys, { licenseNo: newLicenseNo() });
  ids.lawyer = lawyer.user.id;
  tokens.lawyer = await signIn(lawyer.user.id);
  const staff = await createUser(t.db, piiKeys, { nickname: "测试审核员" });
  await t.db.insert(userRoles).values({ userId: staff.id, role: "moderator" });
  ids.staff = staff.id;
  tokens.staff = await signIn(staff.id);
});
afterAll(() => t.close());

describe("applying as a lawyer", () => {
  it("requires login for every own-profile endpoint", async () => {
    for (const [method, url] of [
      ["POST", "/account/application"],
      ["GET", "/account/application"],
      ["PUT", "/account/profile"],
    ] as const) {
      expect(await call(method, url, "visitor", {}), url).toMatchObject({ status: 401, body: { code: 401 } });
    }
  });

  it("refuses an account without a verified real name and stores nothing", async () => {
    const before = await profileCount();
    const response = await call(
      "POST",
      "/account/application",
      "consumer",
      await applicationBody(tokens.consumer),
    );
    expect(response).toMatchObject({ status: 400, body: { msg: REAL_NAME_REQUIRED_MESSAGE } });
    expect(await profileCount()).toBe(before);
  });

  it("refuses bad input with the product's messages and stores nothing", async () => {
    const before = await profileCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ license_no: "1330120151" }, LICENSE_NO_MESSAGE],
      [{ license_no: "13301202910000001" }, LICENSE_NO_MESSAGE], // first issued in the future
      [{ practice_since_year: 2010 }, "首次执业年份应在2015年至2026年之间"],
      [{ law_firm: "明衡咨询公司" }, "请填写执业机构的完整名称（××律师事务所）"],
      [{ city: "杭州" }, PRACTICE_CITY_MESSAGE],
      [{ city: "北京朝阳" }, PRACTICE_CITY_MESSAGE],
      [{ city: "广东省" }, PRACTICE_CITY_MESSAGE],
      [{ practice_areas: [] }, "请选择1至5个执业领域"],
      [{ practice_areas: ["astrology"] }, "无效的执业领域"],
      [{ introduction: "胜诉率高达95%，执业以来代理消费纠纷数百件，经验丰富。" }, "不得宣传胜诉率、成功率"],
      [{ introduction: "包赢！专注消费者权益保护与电子商务纠纷，熟悉平台规则。" }, "不得承诺办案结果"],
      [
        { introduction: "律师费八折优惠，专注消费者权益保护与电子商务纠纷处理。" },
        "不得以免费或优惠收费招揽业务",
      ],
      [{ license_photo_url: "https://elsewhere.example/licence.jpg" }, "图片地址无效，请重新上传"],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(
        "POST",
        "/account/application",
        "applicant",
        await applicationBody(tokens.applicant, overrides),
      );
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.msg, JSON.stringify(overrides)).toContain(message);
    }
    expect(await profileCount()).toBe(before);
  });

  it("refuses a licence number another account holds and stores nothing", async () => {
    const [lawyer] = await t.db.select().from(lawyerProfiles).where(eq(lawyerProfiles.userId, ids.lawyer));
    const before = await profileCount();
    const response = await call(
      "POST",
      "/account/application",
      "other",
      await applicationBody(tokens.other, { license_no: lawyer!.licenseNo }),
    );
    expect(response).toMatchObject({ status: 400, body: { msg: LICENSE_TAKEN_MESSAGE } });
    expect(await profileCount()).toBe(before);
  });

  it("takes an application, shows it only to the applicant, and refuses a second one", async () => {
    const body = await applicationBody(tokens.applicant);
    const uploaded = await t.app.inject({ url: body.license_photo_url });
    expect(uploaded.statusCode).toBe(200);
    const response = await call("POST", "/account/application", "applicant", body);
    expect(response).toMatchObject({
      status: 200,
      body: {
        data: {
          status: "pending",
          city: "杭州市",
          practice_areas: ["consumer", "ecommerce"],
          verified_at: null,
        },
      },
    });
    expect((await call("GET", "/account/application", "applicant")).body.data.application.status).toBe(
      "pending",
    );
    expect((await call("GET", "/account/application", "other")).body.data.application).toBeNull();
    expect((await call("GET", "/account/application", "lawyer")).body.data.application.status).toBe(
      "verified",
    );
    const again = await call(
      "POST",
      "/account/application",
      "applicant",
      await applicationBody(tokens.applicant),
    );
    expect(again).toMatchObject({ status: 400, body: { msg: "您的申请正在审核中，请耐心等待" } });
    expect(await rolesOf(ids.applicant)).toEqual([]);
    // The photo shows the holder's ID number: its public upload is gone, and what is kept is sealed.
    expect((await t.app.inject({ url: body.license_photo_url })).statusCode).toBe(404);
    const [stored] = await t.db
      .select({ key: lawyerProfiles.licensePhotoKey })
      .from(lawyerProfiles)
      .where(eq(lawyerProfiles.userId, ids.applicant));
    // It lies in the storage's private area, which no address serves.
    expect((await t.app.inject({ url: `/uploads/${stored!.key}` })).statusCode).toBe(404);
    const storage = createObjectStorage(t.config);
    expect(await storage.readObject(stored!.key)).toBeNull();
    const sealed = (await storage.readPrivateObject(stored!.key))!;
    expect(sealed.includes(uploaded.rawPayload)).toBe(false);
    expect(decryptPiiFile(sealed, piiKeys.encryptionKey).equals(uploaded.rawPayload)).toBe(true);
  });
});

describe("staff verification", () => {
  const staffCalls = (id: number) =>
    [
      ["GET", "/admin/lawyers", undefined],
      ["GET", `/admin/lawyers/${id}`, undefined],
      ["POST", `/admin/lawyers/${id}/approve`, undefined],
      ["POST", `/admin/lawyers/${id}/refuse`, { reason: "执业证照片不清晰" }],
      ["POST", `/admin/lawyers/${id}/suspend`, { reason: "执业证已注销" }],
      ["POST", `/admin/lawyers/${id}/reinstate`, undefined],
    ] as const;

  it("answers 401 to visitors and 403 to every non-staff account, changing nothing", async () => {
    const actionsBefore = await t.db.$count(staffActions);
    for (const [method, url, payload] of staffCalls(ids.applicant)) {
      expect((await call(method, url, "visitor", payload)).status, url).toBe(401);
      for (const who of ["consumer", "applicant", "other", "lawyer"] as const) {
        expect(await call(method, url, who, payload), `${who} ${url}`).toMatchObject({
          status: 403,
          body: { code: 403 },
        });
      }
    }
    expect(await t.db.$count(staffActions)).toBe(actionsBefore);
    expect((await call("GET", "/account/application", "applicant")).body.data.application.status).toBe(
      "pending",
    );
  });

  it("lists the queue and shows an application with its full name and a signed photo address", async () => {
    const queue = await call("GET", "/admin/lawyers?status=pending", "staff");
    expect(queue.body.data.list).toContainEqual(
      expect.objectContaining({ user_id: ids.applicant, real_name: "林**", status: "pending" }),
    );
    const detail = await call("GET", `/admin/lawyers/${ids.applicant}`, "staff");
    expect(detail.body.data).toMatchObject({ real_name: "林晓雯", law_firm: "浙江明衡律师事务所" });
    const photoUrl = new URL(detail.body.data.license_photo_url, "http://localhost");
    const photo = await t.app.inject({ url: photoUrl.pathname + photoUrl.search });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    const forged = await t.app.inject({
      url: `${photoUrl.pathname}?expires=${photoUrl.searchParams.get("expires")}&signature=${"0".repeat(64)}`,
    });
    expect(forged.statusCode).toBe(404);
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 11 * 60_000));
    expect((await t.app.inject({ url: photoUrl.pathname + photoUrl.search })).statusCode).toBe(404);
    t.setNow(TEST_SEED_NOW);
  });

  it("moves a photo sealed under the public image root into the private area when staff open it", async () => {
    const storage = createObjectStorage(t.config);
    const ofApplicant = eq(lawyerProfiles.userId, ids.applicant);
    const [profile] = await t.db
      .select({ key: lawyerProfiles.licensePhotoKey })
      .from(lawyerProfiles)
      .where(ofApplicant);
    const sealed = (await storage.readPrivateObject(profile!.key))!;
    const servedKey = "private/license-photos/sealed-before-the-private-area";
    await storage.writeObject(servedKey, sealed, "application/octet-stream");
    await t.db.update(lawyerProfiles).set({ licensePhotoKey: servedKey }).where(ofApplicant);
    expect((await t.app.inject({ url: `/uploads/${servedKey}` })).statusCode).toBe(200);

    const detail = await call("GET", `/admin/lawyers/${ids.applicant}`, "staff");
    const photoUrl = new URL(detail.body.data.license_photo_url, "http://localhost");
    expect((await t.app.inject({ url: photoUrl.pathname + photoUrl.search })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/uploads/${servedKey}` })).statusCode).toBe(404);
    expect(await storage.readPrivateObject(servedKey)).toEqual(sealed);
    await t.db.update(lawyerProfiles).set({ licensePhotoKey: profile!.key }).where(ofApplicant);
  });

  it("approves: grants the lawyer role, books the re-check a year on and logs it", async () => {
    const response = await call("POST", `/admin/lawyers/${ids.applicant}/approve`, "staff");
    expect(response.body.data).toEqual({ user_id: ids.applicant, status: "verified" });
    expect(await rolesOf(ids.applicant)).toEqual(["lawyer"]);
    const own = (await call("GET", "/account/application", "applicant")).body.data.application;
    expect(own).toMatchObject({
      status: "verified",
      verified_at: TEST_SEED_NOW.toISOString(),
      recheck_due_at: new Date(TEST_SEED_NOW.getTime() + 365 * DAY).toISOString(),
    });
    const [logged] = await t.db
      .select()
      .from(staffActions)
      .where(
        and(eq(staffActions.action, "lawyer.approve"), eq(staffActions.targetId, String(ids.applicant))),
      );
    expect(logged?.staffId).toBe(ids.staff);
    expect(await call("POST", `/admin/lawyers/${ids.applicant}/approve`, "staff")).toMatchObject({
      status: 400,
      body: { msg: "只能核验待审核的申请" },
    });
  });

  it("suspends and reinstates with a reason, taking the role away and back", async () => {
    expect(
      (await call("POST", `/admin/lawyers/${ids.applicant}/suspend`, "staff", { reason: "" })).status,
    ).toBe(400);
    await call("POST", `/admin/lawyers/${ids.applicant}/suspend`, "staff", { reason: "执业证已注销" });
    expect(await rolesOf(ids.applicant)).toEqual([]);
    expect((await call("GET", "/account/application", "applicant")).body.data.application).toMatchObject({
      status: "suspended",
      refusal_reason: "执业证已注销",
    });
    await call("POST", `/admin/lawyers/${ids.applicant}/reinstate`, "staff");
    expect(await rolesOf(ids.applicant)).toEqual(["lawyer"]);
  });

  it("refuses with a reason the applicant reads, who may then apply again", async () => {
    const applied = await call("POST", "/account/application", "other", await applicationBody(tokens.other));
    expect(applied.status).toBe(200);
    await call("POST", `/admin/lawyers/${ids.other}/refuse`, "staff", { reason: "执业证照片不清晰" });
    expect((await call("GET", "/account/application", "other")).body.data.application).toMatchObject({
      status: "refused",
      refusal_reason: "执业证照片不清晰",
    });
    expect(await rolesOf(ids.other)).toEqual([]);
    const again = await call("POST", "/account/application", "other", await applicationBody(tokens.other));
    expect(again.body.data).toMatchObject({ status: "pending", refusal_reason: null });
  });
});

describe("a lawyer editing their profile", () => {
  it("keeps the verification for what they say, and sends licence or firm changes back to review", async () => {
    const lawyer = await createLawyer(t.db, piiKeys, { licenseNo: newLicenseNo() });
    const token = await signIn(lawyer.user.id);
    const edited = await call("PUT", "/account/profile", token, {
      introduction: "专注医疗美容与教育培训合同纠纷，注重证据整理与调解。",
      practice_areas: ["medical_beauty", "education"],
      accepting_cases: false,
    });
    expect(edited.body.data).toMatchObject({ status: "verified", accepting_cases: false });
    const refused = await call("PUT", "/account/profile", token, {
      introduction: "本市最专业的消费维权律师，经验丰富，欢迎咨询。",
    });
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.body.msg).toContain("不得与其他律师比较");
    const moved = await call("PUT", "/account/profile", token, { law_firm: "浙江新衡律师事务所" });
    expect(moved.body.data).toMatchObject({
      status: "pending",
      law_firm: "浙江新衡律师事务所",
      verified_at: null,
    });
    expect(await rolesOf(lawyer.user.id)).toEqual([]);
  });

  it("refuses a city off the city list and keeps the one stored", async () => {
    const lawyer = await createLawyer(t.db, piiKeys, { licenseNo: newLicenseNo(), city: "杭州市" });
    const token = await signIn(lawyer.user.id);
    const refused = await call("PUT", "/account/profile", token, { city: "杭州西湖区" });
    expect(refused).toMatchObject({ status: 400, body: { msg: PRACTICE_CITY_MESSAGE } });
    const [stored] = await t.db
      .select({ city: lawyerProfiles.city })
      .from(lawyerProfiles)
      .where(eq(lawyerProfiles.userId, lawyer.user.id));
    expect(stored?.city).toBe("杭州市");
    const moved = await call("PUT", "/account/profile", token, { city: "宁波市" });
    expect(moved.body.data).toMatchObject({ status: "verified", city: "宁波市" });
  });

  it("answers a consumer without a profile with 404", async () => {
    expect(await call("PUT", "/account/profile", "consumer", { accepting_cases: true })).toMatchObject({
      status: 404,
    });
  });
});

/** Whether a session still opens the account: `GET /api/user` answers it, or 401 once it is over. */
async function sessionStatus(token: string): Promise<number> {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/user",
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode;
}

describe("suspension ends the lawyer's sessions", () => {
  it("ends every session the lawyer login opened when staff or the re-check suspend, not the ordinary ones", async () => {
    const bySuspension = await createLawyer(t.db, piiKeys, { licenseNo: newLicenseNo() });
    const byRecheck = await createLawyer(t.db, piiKeys, {
      licenseNo: newLicenseNo(),
      recheckDueAt: new Date(TEST_SEED_NOW.getTime() - DAY),
    });
    const sessions = {
      suspendedLawyer: await openSession(t, bySuspension.user.id, "lawyer"),
      suspendedOrdinary: await openSession(t, bySuspension.user.id),
      overdueLawyer: await openSession(t, byRecheck.user.id, "lawyer"),
      overdueOrdinary: await openSession(t, byRecheck.user.id),
    };
    await call("POST", `/admin/lawyers/${bySuspension.user.id}/suspend`, "staff", { reason: "执业证已注销" });
    await lawyerRecheckJob({ db: t.db, log: t.app.log }).handle({}, TEST_SEED_NOW);
    const statuses: Record<string, number> = {};
    for (const [name, token] of Object.entries(sessions)) statuses[name] = await sessionStatus(token);
    expect(statuses).toEqual({
      suspendedLawyer: 401,
      suspendedOrdinary: 200,
      overdueLawyer: 401,
      overdueOrdinary: 200,
    });
  });
});

describe("the yearly re-check", () => {
  it("lists lawyers due within the reminder window, and suspends those past due", async () => {
    const dueSoon = await createLawyer(t.db, piiKeys, {
      licenseNo: newLicenseNo(),
      verifiedAt: new Date(TEST_SEED_NOW.getTime() - 350 * DAY),
      recheckDueAt: new Date(TEST_SEED_NOW.getTime() + 15 * DAY),
    });
    const overdue = await createLawyer(t.db, piiKeys, {
      licenseNo: newLicenseNo(),
      verifiedAt: new Date(TEST_SEED_NOW.getTime() - 370 * DAY),
      recheckDueAt: new Date(TEST_SEED_NOW.getTime() - 5 * DAY),
    });
    const due = await call("GET", "/admin/lawyers?due_for_recheck=true&page_size=100", "staff");
    const dueIds = due.body.data.list.map((item: { user_id: number }) => item.user_id);
    expect(dueIds).toContain(dueSoon.user.id);
    expect(dueIds).toContain(overdue.user.id);
    expect(dueIds).not.toContain(ids.applicant);

    const job = lawyerRecheckJob({ db: t.db, log: t.app.log });
    await job.handle({}, TEST_SEED_NOW);
    expect(await rolesOf(overdue.user.id)).toEqual([]);
    expect(await rolesOf(dueSoon.user.id)).toEqual(["lawyer"]);
    const [suspended] = await t.db
      .select()
      .from(lawyerProfiles)
      .where(eq(lawyerProfiles.userId, overdue.user.id));
    expect(suspended).toMatchObject({ status: "suspended", refusalReason: OVERDUE_REASON });
    const summary = await runDueJobs(t.db, [job], { now: new Date(TEST_SEED_NOW.getTime() + 2 * DAY) });
    expect(summary.failed).toBe(0);
  });
});
