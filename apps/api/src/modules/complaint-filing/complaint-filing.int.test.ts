import { FOREIGN_IMAGE_MESSAGE, MISSING_IMAGE_MESSAGE } from "@tousu/contracts";
import { decryptPii, derivePiiKeys, schema } from "@tousu/db";
import { TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { REAL_NAME_MESSAGE } from "@tousu/domain";
import { encryptContent } from "@tousu/domain/content-cipher";
import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import {
  findSubmittableForm,
  SUBMITTED_CONTENT,
  type SubmittableForm,
  submittableBody,
  TEST_CONTENT_AES_KEY,
} from "../../testing/submittable-form";
import { newUploadOwner, uploadImage, uploadOwnerCookie } from "../../testing/upload-image";

const AES_KEY = TEST_CONTENT_AES_KEY;
const keys = derivePiiKeys(TEST_PII_SECRET);

let t: TestApp;
/** A subtype with a required attribute, and what a valid complaint against it needs. */
let form: SubmittableForm;

beforeAll(async () => {
  t = await buildTestApp({
    COMPLAINT_SUBMIT_HOURLY_LIMIT_PER_IP: "1000",
    SMS_CAPTCHA_AFTER_PER_IP: "1000",
    SMS_HOURLY_LIMIT_PER_IP: "1000",
  });
  form = await findSubmittableForm(t.db);
});
afterAll(() => t.close());

let phoneCounter = 0;
/** Phones no seeded user has (the seed never uses 145). */
const newPhone = () => `145${String(++phoneCounter).padStart(8, "0")}`;

const CONTENT = SUBMITTED_CONTENT;
const validBody = (overrides: Record<string, unknown> = {}) => submittableBody(form, overrides);

const submit = (payload: unknown, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/v2/complaint/submit",
    payload: payload as object,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const FILING_TABLES: Record<string, PgTable> = {
  complaints: schema.complaints,
  problems: schema.complaintProblems,
  appeals: schema.complaintAppeals,
  attributes: schema.complaintAttributes,
  images: schema.complaintImages,
  stream: schema.complaintOperatorStream,
  flags: schema.complaintReviewFlags,
};
async function storedRows(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(FILING_TABLES).map(async ([name, table]) => {
      const [row] = await t.db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe("POST /v2/complaint/submit as a logged-in user", () => {
  it("stores the complaint, its children and one 'created' entry, PII only encrypted", async () => {
    const phone = newPhone();
    const token = await loginBySms(t, phone);
    const uploaded = [await uploadImage(t.app, { token }), await uploadImage(t.app, { token })];
    const before = await storedRows();
    const response = await submit(
      validBody({
        content: encryptContent(`<p>${CONTENT}</p><script>alert(1)</script><p>第二段</p>`, AES_KEY),
        images: uploaded,
      }),
      token,
    );
    expect(response.json()).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    expect(response.json().data.access_token).toBeUndefined();
    const id = response.json().data.id as number;
    const after = await storedRows();
    expect(after).toEqual({
      ...before,
      complaints: before.complaints! + 1,
      problems: before.problems! + 1,
      appeals: before.appeals! + 1,
      attributes: before.attributes! + 1,
      images: before.images! + 2,
      stream: before.stream! + 1,
    });

    const [row] = await t.db.select().from(schema.complaints).where(eq(schema.complaints.id, id));
    if (!row) throw new Error("complaint not stored");
    expect(row).toMatchObject({
      status: "pending_review",
      brandId: form.brandId,
      money: 1299.5,
      isMedia: true,
      isAiTitle: false,
      isCoManagement: true,
      channel: "pc",
      linkId: "ad-2026",
    });
    // Its public number is given in the same insert, eleven digits (decision 029).
    expect(row.sn).toMatch(/^[0-9]{11}$/);
    expect(row.content).toBe(`${CONTENT}\n第二段`);
    expect(row.content).not.toMatch(/<script|alert/);
    expect(row.searchTokens).toContain("送货");
    const raw = JSON.stringify(row);
    for (const plain of [phone, "张三", "11010519491231002X"]) expect(raw).not.toContain(plain);
    expect(decryptPii(row.phoneCipher!, keys.encryptionKey)).toBe(phone);
    expect(decryptPii(row.realNameCipher!, keys.encryptionKey)).toBe("张三");
    expect(decryptPii(row.idCardCipher!, keys.encryptionKey)).toBe("11010519491231002X");

    const stream = await t.db
      .select()
      .from(schema.complaintOperatorStream)
      .where(eq(schema.complaintOperatorStream.complaintId, id));
    expect(stream).toEqual([
      expect.objectContaining({ action: "created", actorType: "user", actorId: row.userId }),
    ]);
    const images = await t.db
      .select({ url: schema.complaintImages.url, sort: schema.complaintImages.sort })
      .from(schema.complaintImages)
      .where(eq(schema.complaintImages.complaintId, id))
      .orderBy(asc(schema.complaintImages.sort));
    expect(images).toEqual([
      { url: uploaded[0], sort: 0 },
      { url: uploaded[1], sort: 1 },
    ]);

    const simple = await t.app.inject({
      url: `/api/user/complaintSimple/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(simple.json()).toMatchObject({
      code: 200,
      data: {
        id,
        sn: row.sn,
        title: "洗衣机送货后无法启动",
        status: "pending_review",
        status_label: "待审核",
        money: 1299.5,
        image_count: 2,
        is_real_name_verified: false,
        problems: [expect.any(String)],
        appeals: [expect.any(String)],
      },
    });
    expect(simple.json().data.brand_name).not.toBe("");
    expect(simple.body).not.toContain(phone);

    const stranger = await loginBySms(t, newPhone());
    const hidden = await t.app.inject({
      url: `/api/user/complaintSimple/${id}`,
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(hidden.json()).toMatchObject({ code: 404 });
  });

  it("files against a custom brand name and deletes the submitted draft", async () => {
    const token = await loginBySms(t, newPhone());
    const auth = { authorization: `Bearer ${token}` };
    const draft = await t.app.inject({
      method: "POST",
      url: "/api/v2/complaint/store",
      headers: auth,
      payload: { title: "草稿" },
    });
    const draftId = draft.json().data.id as number;
    const response = await submit(
      validBody({ id: draftId, brand_id: undefined, custom_brand_name: "街角小卖部", id_card: "" }),
      token,
    );
    expect(response.json()).toMatchObject({ code: 200 });
    const [row] = await t.db
      .select()
      .from(schema.complaints)
      .where(eq(schema.complaints.id, response.json().data.id));
    expect(row).toMatchObject({ brandId: null, customBrandName: "街角小卖部", idCardCipher: null });
    const drafts = await t.db
      .select()
      .from(schema.complaintDrafts)
      .where(eq(schema.complaintDrafts.id, draftId));
    expect(drafts).toEqual([]);
  });

  it("answers a near-identical complaint within 24 hours with code 201 and stores nothing", async () => {
    const token = await loginBySms(t, newPhone());
    expect((await submit(validBody(), token)).json().code).toBe(200);
    const before = await storedRows();
    const again = await submit(validBody({ title: "换个标题再投一次" }), token);
    expect(again.json()).toMatchObject({
      code: 201,
      msg: "您在24小时内已提交过相似投诉，请勿重复提交",
      data: { duplicate_id: expect.any(Number) },
    });
    expect(await storedRows()).toEqual(before);
  });

  it("offers an open collective complaint of the brand when the duplicate shares its problem", async () => {
    const [member] = await t.db
      .select({
        brandId: schema.collectiveComplaints.brandId,
        collectiveId: schema.collectiveComplaints.id,
        title: schema.collectiveComplaints.title,
        problemId: schema.complaintProblems.problemId,
        subtypeId: schema.complaints.subtypeId,
      })
      .from(schema.collectiveComplaints)
      .innerJoin(schema.complaints, eq(schema.complaints.collectiveId, schema.collectiveComplaints.id))
      .innerJoin(schema.complaintProblems, eq(schema.complaintProblems.complaintId, schema.complaints.id))
      .where(eq(schema.collectiveComplaints.status, "open"))
      .limit(1);
    if (!member) throw new Error("the seed has no open collective with members");
    const requiredOfSubtype = await t.db
      .select({ id: schema.attributes.id })
      .from(schema.attributes)
      .where(and(eq(schema.attributes.subtypeId, member.subtypeId), eq(schema.attributes.isRequired, true)));
    const body = validBody({
      brand_id: member.brandId,
      subtype_id: member.subtypeId,
      problems: [member.problemId],
      attributes: requiredOfSubtype.map((attribute) => ({ attribute_id: attribute.id, value: "123" })),
    });
    const token = await loginBySms(t, newPhone());
    expect((await submit(body, token)).json().code).toBe(200);
    const again = await submit(body, token);
    expect(again.json()).toMatchObject({
      code: 201,
      data: { collective: { id: member.collectiveId, title: member.title } },
    });

    // Accepting the offer joins the complaint already filed: same id, nothing new stored.
    const before = await storedRows();
    const [collectiveBefore] = await t.db
      .select({ memberCount: schema.collectiveComplaints.memberCount })
      .from(schema.collectiveComplaints)
      .where(eq(schema.collectiveComplaints.id, member.collectiveId));
    const joined = await submit({ ...body, collective_id: member.collectiveId }, token);
    expect(joined.json()).toMatchObject({ code: 200, data: { id: again.json().data.duplicate_id } });
    const [complaint] = await t.db
      .select({ collectiveId: schema.complaints.collectiveId })
      .from(schema.complaints)
      .where(eq(schema.complaints.id, again.json().data.duplicate_id));
    expect(complaint?.collectiveId).toBe(member.collectiveId);
    const [collectiveAfter] = await t.db
      .select({ memberCount: schema.collectiveComplaints.memberCount })
      .from(schema.collectiveComplaints)
      .where(eq(schema.collectiveComplaints.id, member.collectiveId));
    expect(collectiveAfter?.memberCount).toBe(collectiveBefore!.memberCount + 1);
    expect((await storedRows()).complaints).toBe(before.complaints);
  });

  it("stores a complaint with a review word but flags it for a moderator", async () => {
    const token = await loginBySms(t, newPhone());
    const response = await submit(
      validBody({ content: encryptContent(`${CONTENT}商家让我加 微 信私下处理。`, AES_KEY) }),
      token,
    );
    expect(response.json().code).toBe(200);
    const flags = await t.db
      .select()
      .from(schema.complaintReviewFlags)
      .where(eq(schema.complaintReviewFlags.complaintId, response.json().data.id));
    expect(flags).toEqual([expect.objectContaining({ reason: "sensitive_word", words: ["加微信"] })]);
  });

  it("limits one user to five complaints an hour", async () => {
    const token = await loginBySms(t, newPhone());
    const brands = await t.db.select({ id: schema.brands.id }).from(schema.brands).limit(6);
    const codes: number[] = [];
    for (const [index, brand] of brands.entries()) {
      const text = `${CONTENT}第${index + 1}次不同的经历与细节描述。`;
      const response = await submit(
        validBody({
          brand_id: brand.id,
          title: `第${index + 1}个品牌的问题`,
          content: encryptContent(text, AES_KEY),
        }),
        token,
      );
      codes.push(response.json().code);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 400]);
  });
});

describe("POST /v2/complaint/submit as a visitor", () => {
  it("files with phone + SMS code and returns a token that logs the visitor in", async () => {
    const phone = newPhone();
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/auth/send_sms",
      payload: { phone, purpose: "complaint" },
    });
    expect(sent.json().code).toBe(200);
    const code = t.sentSms.at(-1)!.code;
    // The visitor's evidence, theirs by their browser's secret; their phone's address may change meanwhile.
    const owner = newUploadOwner();
    const images = [await uploadImage(t.app, { owner })];
    const response = await submit(
      validBody({ phone, send_sms: code, images }),
      undefined,
      uploadOwnerCookie(owner),
    );
    expect(response.json()).toMatchObject({
      code: 200,
      data: { id: expect.any(Number), access_token: expect.any(String) },
    });
    const stored = await t.db
      .select({ url: schema.complaintImages.url })
      .from(schema.complaintImages)
      .where(eq(schema.complaintImages.complaintId, response.json().data.id));
    expect(stored).toEqual([{ url: images[0] }]);
    const user = await t.app.inject({
      url: "/api/user",
      headers: { authorization: `Bearer ${response.json().data.access_token}` },
    });
    expect(user.json()).toMatchObject({
      code: 200,
      data: { phone: `${phone.slice(0, 3)}****${phone.slice(7)}` },
    });
  });

  it("refuses a visitor without phone, without code or with a wrong code, storing nothing", async () => {
    const phone = newPhone();
    await t.app.inject({
      method: "POST",
      url: "/api/auth/send_sms",
      payload: { phone, purpose: "complaint" },
    });
    const right = t.sentSms.at(-1)!.code;
    const before = await storedRows();
    expect((await submit(validBody())).json()).toMatchObject({ code: 400, msg: "请输入手机号" });
    expect((await submit(validBody({ phone }))).json()).toMatchObject({ code: 400, msg: "请输入验证码" });
    const wrong = right === "000000" ? "111111" : "000000";
    expect((await submit(validBody({ phone, send_sms: wrong }))).json()).toMatchObject({
      code: 400,
      msg: "验证码错误，还可尝试4次",
    });
    expect(await storedRows()).toEqual(before);
  });
});

describe("POST /v2/complaint/submit refuses bad input with code 400 and stores nothing", () => {
  let token: string;
  beforeAll(async () => {
    token = await loginBySms(t, newPhone());
  });

  it.each([
    ["a bad phone", { phone: "1381234567" }, "请输入正确的11位手机号"],
    ["a Latin name", { real_name: "Zhang San" }, REAL_NAME_MESSAGE],
    ["a one-character name", { real_name: "张" }, REAL_NAME_MESSAGE],
    ["a missing name", { real_name: undefined }, REAL_NAME_MESSAGE],
    ["an ID number born on 30 February", { id_card: "110105199902300014" }, "请填写有效身份证号码"],
    ["an ID number with a wrong check digit", { id_card: "110105194912310021" }, "请填写有效身份证号码"],
    ["a short title", { title: "退款" }, "标题需为4到30个字"],
    [
      "ten images",
      { images: Array.from({ length: 10 }, (_, i) => `/uploads/c/${i}.jpg`) },
      "最多上传9张图片",
    ],
    [
      "a foreign image URL",
      { images: ["https://evil.example.com/uploads/a.jpg"] },
      "图片地址无效，请重新上传",
    ],
    [
      "an image path escaping the uploads",
      { images: ["/uploads/../etc/passwd"] },
      "图片地址无效，请重新上传",
    ],
    ["undecryptable content", { content: "bm90IGNpcGhlcnRleHQ=" }, "投诉内容解析失败，请刷新页面后重试"],
    [
      "content that is only a script",
      {
        content: encryptContent("<script>alert('这是一段很长的脚本内容用于凑够二十个字')</script>", AES_KEY),
      },
      "投诉内容需为20到2000个字",
    ],
    [
      "a blocked word",
      { content: encryptContent(`${CONTENT}另外推荐网络赌场。`, AES_KEY) },
      "内容包含违规词语，请修改后再提交",
    ],
    ["a blocked word in the title", { title: "信用卡套现的标题" }, "内容包含违规词语，请修改后再提交"],
    ["a missing required attribute", { attributes: [] }, () => `请填写${form.required.name}`],
    [
      "a blank required attribute",
      { attributes: [{ attribute_id: 0, value: "  " }] },
      () => `请填写${form.required.name}`,
    ],
    ["no problem", { problems: [] }, "请选择投诉问题"],
    ["no appeal", { appeals: [] }, "请选择投诉要求"],
    ["a problem of another subtype", { problems: [0] }, "所选投诉问题不属于该投诉类型"],
    ["an unknown brand", { brand_id: 99_999_999 }, "所选品牌不存在"],
    ["neither brand nor custom name", { brand_id: undefined }, "请选择投诉品牌或填写商家名称"],
    [
      "a one-character custom name",
      { brand_id: undefined, custom_brand_name: "店" },
      "商家名称需为2到30个字",
    ],
    ["an unknown subtype", { subtype_id: 99_999_999 }, "所选投诉类型不存在"],
    ["negative money", { money: -1 }, "涉及金额不能为负数"],
    ["money with three decimals", { money: 1.005 }, "涉及金额最多保留两位小数"],
    ["money over ten million", { money: 10_000_000.01 }, "涉及金额不能超过1000万元"],
    ["is_media other than 0/1", { is_media: 2 }, "媒体曝光授权只能为0或1"],
    ["an unknown collective", { collective_id: 99_999_999 }, "该集体投诉不存在或已停止征集"],
  ])("%s", async (_, overrides, message) => {
    const patched = { ...overrides } as Record<string, unknown>;
    // Ids only known after seeding are filled in here.
    if (Array.isArray(patched.attributes) && patched.attributes.length === 1) {
      patched.attributes = [{ attribute_id: form.required.id, value: "  " }];
    }
    if (Array.isArray(patched.problems) && patched.problems[0] === 0)
      patched.problems = [form.otherSubtypeProblemId];
    const before = await storedRows();
    const response = await submit(validBody(patched), token);
    expect(response.json()).toMatchObject({
      code: 400,
      msg: typeof message === "function" ? message() : message,
    });
    expect(await storedRows()).toEqual(before);
  });

  it("another member's upload, or a path no upload holds, stores nothing", async () => {
    const own = await uploadImage(t.app, { token });
    const theirs = await uploadImage(t.app, { token: await loginBySms(t, newPhone()) });
    for (const [images, message] of [
      [[own, theirs], FOREIGN_IMAGE_MESSAGE],
      [["/uploads/complaints/2026/11/26/nobodys-folder/a.png"], FOREIGN_IMAGE_MESSAGE],
      [[own.replace(/[^/]+$/, "never-uploaded.png")], MISSING_IMAGE_MESSAGE],
    ] as const) {
      const before = await storedRows();
      const response = await submit(validBody({ images }), token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, msg: message });
      expect(await storedRows()).toEqual(before);
    }
  });

  it("names the blocked words in data so the form can point at them", async () => {
    const response = await submit(
      validBody({ content: encryptContent(`${CONTENT}百家乐代理请联系。`, AES_KEY) }),
      token,
    );
    expect(response.json()).toMatchObject({ code: 400, data: { words: ["百家乐代理"] } });
  });

  it("picks up a word added to the list within a minute", async () => {
    await t.db.insert(schema.sensitiveWords).values({ word: "刚加的违规词", level: "block" });
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 61_000));
    try {
      const response = await submit(
        validBody({ content: encryptContent(`${CONTENT}刚加的违规词。`, AES_KEY) }),
        token,
      );
      expect(response.json()).toMatchObject({ code: 400, data: { words: ["刚加的违规词"] } });
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
  });

  it("refuses a collective complaint of another brand", async () => {
    const [collective] = await t.db
      .select()
      .from(schema.collectiveComplaints)
      .where(
        and(
          eq(schema.collectiveComplaints.status, "open"),
          sql`${schema.collectiveComplaints.brandId} <> ${form.brandId}`,
        ),
      )
      .limit(1);
    const before = await storedRows();
    const response = await submit(validBody({ collective_id: collective!.id }), token);
    expect(response.json()).toMatchObject({ code: 400, msg: "集体投诉与所选品牌不一致" });
    expect(await storedRows()).toEqual(before);
  });
});

describe("POST /v2/complaint/submit per IP", () => {
  it("refuses a flood of submissions from one address", async () => {
    const limited = await buildTestApp({ COMPLAINT_SUBMIT_HOURLY_LIMIT_PER_IP: "2" });
    try {
      const responses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        responses.push(
          await limited.app.inject({
            method: "POST",
            url: "/api/v2/complaint/submit",
            payload: validBody({ phone: newPhone(), send_sms: "123456" }),
          }),
        );
      }
      expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 429]);
      expect(responses[2]?.json()).toMatchObject({ code: 400, msg: "操作过于频繁，请稍后再试" });
    } finally {
      await limited.close();
    }
  });
});

describe("complaint drafts", () => {
  it("saves a draft with personal fields encrypted, updates it in place and returns it to its owner only", async () => {
    const token = await loginBySms(t, newPhone());
    const auth = { authorization: `Bearer ${token}` };
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/v2/complaint/store",
      headers: auth,
      payload: {
        title: "半成品标题",
        content: encryptContent("写了一半的内容", AES_KEY),
        brand: { id: form.brandId, name: "某品牌" },
        problems: [form.problemId],
        real_name: "李四",
        id_card: "11010519491231002X",
        phone: "13800001111",
        money: 20,
        is_media: 1,
      },
    });
    expect(saved.json()).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const id = saved.json().data.id as number;
    const [row] = await t.db.select().from(schema.complaintDrafts).where(eq(schema.complaintDrafts.id, id));
    const raw = JSON.stringify(row);
    for (const plain of ["李四", "11010519491231002X", "13800001111"]) expect(raw).not.toContain(plain);

    const updated = await t.app.inject({
      method: "POST",
      url: "/api/v2/complaint/store",
      headers: auth,
      payload: { id, title: "改过的标题", real_name: "李四" },
    });
    expect(updated.json()).toMatchObject({ code: 200, data: { id } });
    const drafts = await t.db
      .select({ value: count() })
      .from(schema.complaintDrafts)
      .where(and(eq(schema.complaintDrafts.id, id), isNotNull(schema.complaintDrafts.realNameCipher)));
    expect(drafts[0]?.value).toBe(1);

    const read = await t.app.inject({ url: "/api/v2/complaint/store", headers: auth });
    expect(read.json()).toMatchObject({ code: 200, data: { id, title: "改过的标题", real_name: "李*" } });

    // Sent back masked, as read, the stored name stays; a new value replaces it.
    const ciphertext = async () =>
      (await t.db.select().from(schema.complaintDrafts).where(eq(schema.complaintDrafts.id, id)))[0]
        ?.realNameCipher;
    const before = await ciphertext();
    await t.app.inject({
      method: "POST",
      url: "/api/v2/complaint/store",
      headers: auth,
      payload: { id, title: "又改了标题", real_name: "李*" },
    });
    expect(await ciphertext()).toBe(before);

    const stranger = { authorization: `Bearer ${await loginBySms(t, newPhone())}` };
    const foreign = await t.app.inject({ url: `/api/v2/complaint/store?id=${id}`, headers: stranger });
    expect(foreign.json()).toMatchObject({ code: 200, data: null });
    const overwrite = await t.app.inject({
      method: "POST",
      url: "/api/v2/complaint/store",
      headers: stranger,
      payload: { id, title: "别人的草稿" },
    });
    expect(overwrite.json()).toMatchObject({ code: 404 });
  });

  it("needs a login", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v2/complaint/store", payload: {} });
    expect(response.json()).toMatchObject({ code: 401 });
  });
});
