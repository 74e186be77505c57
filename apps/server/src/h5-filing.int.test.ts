import { COMPLAINT_TITLE_MESSAGE } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IPHONE, MOBILE_HOST, MOBILE_ORIGIN, postH5Form } from "./testing/h5-site";
import { startTestServer, type TestServer } from "./testing/test-server";

// Filing a complaint on the H5 site (decision 078): the two steps and the accelerate page rendered by
// the server at the PC paths, and the writes the pages make through their actions, against the real
// API and database.
const FILER_PHONE = "13912345678";
const CONTENT = "三月在官方旗舰店买的电热水壶用了一周就漏水，联系客服要求退货至今没有回复，希望尽快退款。";

interface Form {
  subtypeId: number;
  brandId: number;
  problemId: number;
  appealId: number;
  attributes: { id: number; name: string; is_required: boolean; value: string }[];
}

/** Seeded ids of a subtype with its problem, appeal and every required attribute answered. */
async function submittableForm(db: Database): Promise<Form> {
  const [problem] = await db
    .select({ id: schema.problems.id, subtypeId: schema.problems.subtypeId })
    .from(schema.problems)
    .orderBy(asc(schema.problems.id))
    .limit(1);
  const [appeal] = await db.select({ id: schema.appeals.id }).from(schema.appeals).limit(1);
  const [brand] = await db
    .select({ id: schema.brands.id })
    .from(schema.brands)
    .orderBy(asc(schema.brands.id))
    .limit(1);
  if (!problem || !appeal || !brand) throw new Error("the seed has no problem, appeal or brand");
  const attributes = await db
    .select({
      id: schema.attributes.id,
      name: schema.attributes.name,
      isRequired: schema.attributes.isRequired,
      inputType: schema.attributes.inputType,
      options: schema.attributes.options,
    })
    .from(schema.attributes)
    .where(eq(schema.attributes.subtypeId, problem.subtypeId));
  const answer = ({ inputType, options }: (typeof attributes)[number]) =>
    inputType === "select"
      ? (options?.[0] ?? "")
      : inputType === "number"
        ? "199"
        : inputType === "date"
          ? "2026-03-01"
          : "A20260301";
  return {
    subtypeId: problem.subtypeId,
    brandId: brand.id,
    problemId: problem.id,
    appealId: appeal.id,
    attributes: attributes.map((attribute) => ({
      id: attribute.id,
      name: attribute.name,
      is_required: attribute.isRequired,
      value: answer(attribute),
    })),
  };
}

/** The draft as the browser keeps it (the PC site's draft store) and sends it with a submission. */
function draftJson(form: Form, patch: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: null,
    title: "电热水壶漏水退货无人处理",
    content: CONTENT,
    subtype_id: form.subtypeId,
    brand: { id: form.brandId, name: "某品牌" },
    appeals: { selected: [form.appealId], list: [{ id: form.appealId, name: "退款" }] },
    problems: { selected: [form.problemId], list: [{ id: form.problemId, name: "质量问题" }] },
    attributes: form.attributes,
    images: [],
    real_name: "林晓雯",
    money: 199,
    is_media: false,
    is_ai_title: false,
    id_card: "",
    collective_id: null,
    company_id: null,
    link_id: "spring-h5",
    custom_brand_name: "",
    ...patch,
  });
}

describe("filing a complaint on the H5 site", () => {
  let server: TestServer;
  let app: FastifyInstance;
  let db: Database;
  let form: Form;

  beforeAll(async () => {
    server = await startTestServer({ MOBILE_ORIGIN, SSR_WORKERS: "0" });
    ({ app, db } = server);
    form = await submittableForm(db);
  });
  afterAll(() => server?.close());

  const onMobile = (url: string, cookie = "") =>
    app.inject({
      url,
      headers: { host: MOBILE_HOST, "user-agent": IPHONE, ...(cookie ? { cookie } : {}) },
    });
  const post = (url: string, fields: Record<string, string>, cookie = "") =>
    postH5Form(app, url, fields, cookie || undefined);
  const complaintsTitled = (title: string) =>
    db.select({ id: schema.complaints.id }).from(schema.complaints).where(eq(schema.complaints.title, title));

  it.each([
    ["/complaint/create?linkId=spring-h5", "选择投诉对象", "/complaint/create"],
    ["/complaint/create/two", "填写投诉详情", "/complaint/create/two"],
  ])(
    "renders %s at the PC path, in the phone's frame, canonical at the PC page",
    async (url, heading, pcPath) => {
      const response = await onMobile(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(heading);
      expect(response.body).toContain(`<link rel="canonical" href="${server.config.siteOrigin}${pcPath}"/>`);
      expect(response.body).toContain('<meta name="applicable-device" content="mobile"/>');
      expect(response.body).toContain('aria-label="主导航"');
    },
  );

  it("searches brands and loads a subtype's problems through the filing service", async () => {
    const [brand] = await db
      .select({ name: schema.brands.name })
      .from(schema.brands)
      .orderBy(asc(schema.brands.id))
      .limit(1);
    const found = await onMobile(`/pages/complaint/filing-service?brand=${encodeURIComponent(brand!.name)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().brands.map((item: { name: string }) => item.name)).toContain(brand!.name);
    const lists = await onMobile(`/pages/complaint/filing-service?subtype_id=${form.subtypeId}`);
    expect(lists.json().relation.problems.map((item: { id: number }) => item.id)).toContain(form.problemId);
  });

  it("refuses a title the catalogue forbids, with its message, storing nothing", async () => {
    const response = await post("/complaint/create/two", {
      draft: draftJson(form, { title: "退款" }),
      phone: FILER_PHONE,
      code: "123456",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(COMPLAINT_TITLE_MESSAGE);
    expect(await complaintsTitled("退款")).toEqual([]);
  });

  it.each(["not json", '{"subtype_id":{"id":1}}', "[1,2]"])(
    "answers a draft it cannot read (%s) with a message, never a 5xx",
    async (draft) => {
      const response = await post("/complaint/create/two", { draft, phone: FILER_PHONE, code: "123456" });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("请先完成第一步");
    },
  );

  it("takes only fields of the right kind from the draft: a numeric title is no title", async () => {
    const response = await post("/complaint/create/two", {
      draft: draftJson(form, { title: 12345, link_id: 7 }),
      phone: FILER_PHONE,
      code: "123456",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(COMPLAINT_TITLE_MESSAGE);
  });

  it("refuses a visitor's filing without the SMS code, storing nothing", async () => {
    const response = await post("/complaint/create/two", {
      draft: draftJson(form),
      phone: FILER_PHONE,
      code: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/验证码/);
    expect(await complaintsTitled("电热水壶漏水退货无人处理")).toEqual([]);
  });

  it("files a visitor's complaint with photo and SMS code, logs them in and shows the accelerate page", async () => {
    // A photo, signed through the filing service (which hands the upload secret on as its own cookie)
    // and posted straight to the image host, as the page does.
    const signed = await post("/pages/complaint/filing-service", { intent: "sign" });
    expect(signed.statusCode).toBe(200);
    const ownerCookie = String(signed.headers["set-cookie"]).split(";")[0]!;
    expect(ownerCookie).toMatch(/^h5-upload-owner=/);
    const { sign } = signed.json() as { sign: { fields: Record<string, string> } };
    const upload = new FormData();
    for (const [name, value] of Object.entries({ ...sign.fields, "Content-Type": "image/png" }))
      upload.append(name, value);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#58a" } })
      .png()
      .toBuffer();
    upload.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "evidence.png");
    const request = new Request("http://localhost/uploads", { method: "POST", body: upload });
    const posted = await app.inject({
      method: "POST",
      url: "/uploads",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    const imageUrl = posted.json().data.url as string;

    const sms = await post(
      "/pages/complaint/filing-service",
      { intent: "sms", phone: FILER_PHONE },
      ownerCookie,
    );
    expect(sms.statusCode).toBe(200);
    const code = server.sms.sent.findLast((message) => message.phone === FILER_PHONE)?.code;
    expect(code).toBeDefined();

    const filed = await post(
      "/complaint/create/two",
      { draft: draftJson(form, { images: [imageUrl] }), phone: FILER_PHONE, code: code! },
      ownerCookie,
    );
    expect(filed.statusCode).toBe(302);
    const [stored] = await complaintsTitled("电热水壶漏水退货无人处理");
    expect(stored).toBeDefined();
    expect(filed.headers.location).toBe(`/complaint/accelerate/${stored!.id}`);
    const [row] = await db
      .select({ channel: schema.complaints.channel, linkId: schema.complaints.linkId })
      .from(schema.complaints)
      .where(eq(schema.complaints.id, stored!.id));
    expect(row).toEqual({ channel: "h5", linkId: "spring-h5" });
    const images = await db
      .select({ url: schema.complaintImages.url })
      .from(schema.complaintImages)
      .where(eq(schema.complaintImages.complaintId, stored!.id));
    expect(images.map((image) => image.url)).toEqual([imageUrl]);

    const tokenCookie = String(filed.headers["set-cookie"]).split(";")[0]!;
    expect(tokenCookie).toMatch(/^web-token=/);
    const accelerate = await onMobile(`/complaint/accelerate/${stored!.id}`, tokenCookie);
    expect(accelerate.statusCode).toBe(200);
    expect(accelerate.body).toContain("投诉已提交");
    expect(accelerate.body).toContain("电热水壶漏水退货无人处理");
  });

  it("asks a visitor on the accelerate page to log in", async () => {
    const response = await onMobile("/complaint/accelerate/1");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("登录后查看投诉进度");
  });
});
