import { decryptPiiOrNull, derivePiiKeys, encryptPii, schema } from "@tousu/db";
import {
  createArticle,
  createBrand,
  createComplaint,
  createLawyer,
  createUser,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeWechat } from "../../providers/wechat/fake-wechat.testing";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { staffMember } from "../../testing/lifecycle-cast";
import type { PosterContent } from "./poster-content";
import { posterText } from "./poster-template";
import type { PosterCode } from "./render-poster";

// The real renderer, watched: what each poster was drawn from, and how many times drawing happened.
// The limits' tests hold renders until they let them go, and skip the real drawing.
// Test files share their worker's modules (decision 070): this file imports the app afresh, so the
// renderer it watches is the one the app calls, whichever file imported the app before.
const { rendered, drawing } = vi.hoisted(() => {
  vi.resetModules();
  return { rendered: [] as PosterContent[], drawing: { held: null as Promise<void> | null, isReal: true } };
});
vi.mock("./render-poster", async (importOriginal) => {
  const original = await importOriginal<typeof import("./render-poster")>();
  return {
    ...original,
    renderPosterPng: async (content: PosterContent, code: PosterCode) => {
      rendered.push(content);
      await drawing.held;
      return drawing.isReal ? original.renderPosterPng(content, code) : code.image;
    },
  };
});

const keys = derivePiiKeys(TEST_PII_SECRET);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  rendered.length = 0;
});

const getPoster = (kind: string, id: number | string, app = t) =>
  app.app.inject({ url: `/api/poster/${kind}/${id}` });

interface Poster {
  image_url: string;
  page_url: string;
  width: number;
  height: number;
}

async function posterOf(kind: string, id: number, app = t): Promise<Poster> {
  const response = await getPoster(kind, id, app);
  expect(response.statusCode).toBe(200);
  return response.json().data as Poster;
}

/** The stored image as the image host serves it, decoded to pixels. */
async function fetchImage(imageUrl: string, app = t) {
  const response = await app.app.inject({ url: new URL(imageUrl, "http://localhost").pathname });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toContain("immutable");
  const { data, info } = await sharp(response.rawPayload)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { ...info, format: (await sharp(response.rawPayload).metadata()).format, pixels: data };
}

/** What the code drawn on a poster says, read from the stored PNG. */
async function posterCodeText(poster: Poster, app = t): Promise<string | undefined> {
  const image = await fetchImage(poster.image_url, app);
  expect(image.format).toBe("png");
  expect([image.width, image.height]).toEqual([poster.width, poster.height]);
  const colours = new Set<number>();
  for (let offset = 0; offset < image.pixels.length; offset += 4 * 97)
    colours.add(image.pixels.readUInt32BE(offset));
  expect(colours.size).toBeGreaterThan(3);
  return jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height)?.data;
}

/** Offline, a poster's code is a plain QR code of the subject's page. */
async function expectPosterImage(poster: Poster) {
  expect(await posterCodeText(poster)).toBe(poster.page_url);
}

describe("GET /poster/:kind/:id", () => {
  it("draws a complaint's public facts with the author masked and a code to its page", async () => {
    const author = await createUser(t.db, keys, { nickname: "张三丰", realName: "张三丰" });
    const idCard = "110101199003074514";
    const complaint = await createComplaint(t.db, keys, {
      userId: author.id,
      phoneCipher: encryptPii(author.phone, keys.encryptionKey),
      realNameCipher: encryptPii("张三丰", keys.encryptionKey),
      idCardCipher: encryptPii(idCard, keys.encryptionKey),
    });

    const poster = await posterOf("tousu", complaint.id);

    expect(poster.page_url).toMatch(new RegExp(`^https?://[^/]+/tousu/${complaint.id}$`));
    await expectPosterImage(poster);
    expect(rendered).toHaveLength(1);
    const drawn = `${posterText(rendered[0] as PosterContent)}${JSON.stringify(rendered[0])}`;
    expect(drawn).toContain(complaint.title.slice(0, 10));
    expect(drawn).toContain(complaint.sn);
    expect(drawn).toContain("张**");
    expect(drawn).toContain("待商家处理");
    for (const personal of [author.phone, "张三丰", idCard]) expect(drawn).not.toContain(personal);
  });

  it("draws a content version once, and anew when the complaint's status changes", async () => {
    const complaint = await createComplaint(t.db, keys);

    const first = await posterOf("tousu", complaint.id);
    const again = await posterOf("tousu", complaint.id);
    expect(again.image_url).toBe(first.image_url);
    expect(rendered).toHaveLength(1);

    await t.db
      .update(schema.complaints)
      .set({ status: "replied" })
      .where(eq(schema.complaints.id, complaint.id));
    const replied = await posterOf("tousu", complaint.id);
    expect(replied.image_url).not.toBe(first.image_url);
    expect(rendered).toHaveLength(2);
    expect(posterText(rendered[1] as PosterContent)).toContain("商家已回复");
  });

  it("answers 404 for a hidden or unpublished complaint and draws nothing", async () => {
    const hidden = await createComplaint(t.db, keys, { isHidden: true });
    const unpublished = await createComplaint(t.db, keys, { status: "pending_review", dispatchedAt: null });
    for (const kind of ["tousu", "help", "evaluation"]) {
      for (const { id } of [hidden, unpublished]) {
        const response = await getPoster(kind, id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ msg: "投诉不存在或已删除", data: null });
      }
    }
    expect(rendered).toHaveLength(0);
  });

  it("refuses a kind of poster that does not exist and an id that is not one", async () => {
    const unknownKind = await getPoster("shop", 1);
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().msg).toContain("海报类型不存在");
    expect((await getPoster("tousu", "abc")).statusCode).toBe(400);
    expect(rendered).toHaveLength(0);
  });

  it("draws a rated complaint's evaluation, and 404 for a complaint not rated", async () => {
    const complaint = await createComplaint(t.db, keys, { status: "completed" });
    expect((await getPoster("evaluation", complaint.id)).json().msg).toBe("这条投诉还没有评价");

    await t.db.insert(schema.complaintRatings).values({
      complaintId: complaint.id,
      userId: complaint.userId,
      attitudeScore: 4,
      speedScore: 5,
      satisfactionScore: 3,
      tags: ["处理及时"],
    });
    const poster = await posterOf("evaluation", complaint.id);
    await expectPosterImage(poster);
    expect(posterText(rendered[0] as PosterContent)).toContain("5 / 5");
  });

  it("asks for support of a complaint, or to join its collective", async () => {
    const complaint = await createComplaint(t.db, keys);
    const poster = await posterOf("help", complaint.id);
    expect(poster.page_url).toMatch(new RegExp(`/tousu/${complaint.id}$`));
    await expectPosterImage(poster);
    const text = posterText(rendered[0] as PosterContent);
    for (const promise of ["红包", "奖励", "转发"]) expect(text).not.toContain(promise);
  });

  it("draws a brand's figures with the minimum-sample rule, an enterprise and an article", async () => {
    const brand = await createBrand(t.db);
    const brandPoster = await posterOf("brand", brand.id);
    expect(brandPoster.page_url).toMatch(new RegExp(`/brands/${brand.id}$`));
    await expectPosterImage(brandPoster);
    expect(posterText(rendered[0] as PosterContent)).toContain("样本不足");

    if (brand.enterpriseId === null) throw new Error("the brand factory gives every brand an enterprise");
    const enterprisePoster = await posterOf("enterprise", brand.enterpriseId);
    expect(enterprisePoster.page_url).toMatch(new RegExp(`/enterprise/${brand.enterpriseId}$`));
    await expectPosterImage(enterprisePoster);

    // Published before the app's clock, which stands at the seed's time.
    const article = await createArticle(t.db, {
      publishedAt: new Date(TEST_SEED_NOW.getTime() - 86_400_000),
    });
    const articlePoster = await posterOf("article", article.id);
    expect(articlePoster.page_url).toMatch(new RegExp(`/article/${article.id}$`));
    await expectPosterImage(articlePoster);

    const draft = await createArticle(t.db, { publishedAt: null });
    expect((await getPoster("article", draft.id)).statusCode).toBe(404);
    expect((await getPoster("brand", 999_999_999)).statusCode).toBe(404);
  });
});

describe("the lawyer posters", () => {
  // From an address of their own: the other tests' first renders use up the default address's budget.
  const fetchPoster = (url: string) => t.app.inject({ url: `/api${url}`, remoteAddress: "203.0.113.50" });
  const lawyerPosterOf = async (url: string) => {
    const response = await fetchPoster(url);
    expect(response.statusCode).toBe(200);
    return response.json().data as Poster;
  };

  it("draws a lawyer's public facts and card, never their name or phone, with a code to the profile", async () => {
    const { user, profile } = await createLawyer(t.db, keys, { practiceAreas: ["finance", "consumer"] });
    const realName = decryptPiiOrNull(user.realNameCipher, keys.encryptionKey) ?? "";
    for (const kind of ["lawyer", "lawyer-card"]) {
      rendered.length = 0;
      const poster = await lawyerPosterOf(`/poster/${kind}/${user.id}`);
      expect(poster.page_url).toMatch(new RegExp(`/law/lawyer/${user.id}$`));
      await expectPosterImage(poster);
      const drawn = `${posterText(rendered[0] as PosterContent)}${JSON.stringify(rendered[0])}`;
      expect(drawn).toContain(profile.lawFirm);
      expect(drawn).toContain("金融消费、消费维权");
      expect(drawn).toContain("已核验");
      for (const personal of [user.phone, realName, profile.licenseNo]) expect(drawn).not.toContain(personal);
    }
    expect(JSON.stringify(rendered[0])).toContain(profile.introduction.slice(0, 10));
  });

  it("answers 404 for a lawyer not verified and draws nothing", async () => {
    const { user } = await createLawyer(t.db, keys, { status: "suspended" });
    expect((await fetchPoster(`/poster/lawyer/${user.id}`)).statusCode).toBe(404);
    expect(rendered).toHaveLength(0);
  });

  it("draws the find-a-lawyer page with a code to /law", async () => {
    await createLawyer(t.db, keys);
    const poster = await lawyerPosterOf("/poster/law");
    expect(poster.page_url).toMatch(/\/law$/);
    await expectPosterImage(poster);
    expect(posterText(rendered[0] as PosterContent)).toMatch(/已核验律师\d+ 位/);
  });
});

describe("the code on each poster", () => {
  it("opens a collective's page from the help poster of a complaint in it", async () => {
    const complaint = await createComplaint(t.db, keys);
    const [collective] = await t.db
      .insert(schema.collectiveComplaints)
      .values({
        brandId: complaint.brandId!,
        title: "同一问题的集体投诉",
        description: "遇到同样问题的消费者",
      })
      .returning({ id: schema.collectiveComplaints.id });
    await t.db
      .update(schema.complaints)
      .set({ collectiveId: collective!.id })
      .where(eq(schema.complaints.id, complaint.id));
    const poster = await posterOf("help", complaint.id);
    expect(poster.page_url).toMatch(new RegExp(`/tousu/collective/${collective!.id}$`));
    await expectPosterImage(poster);
  });
});

/** One seeded subject of every kind of poster, each as the public pages show it. */
async function seededSubjects(app: TestApp) {
  const { complaints, complaintRatings, brands, articles } = schema;
  const publicComplaints = (where?: ReturnType<typeof and>) =>
    app.db
      .select({ id: complaints.id })
      .from(complaints)
      .where(and(schema.publicComplaintCondition(complaints), where))
      .limit(1)
      .then(([row]) => row!.id);
  const [rated] = await app.db
    .select({ id: complaints.id })
    .from(complaints)
    .innerJoin(complaintRatings, eq(complaintRatings.complaintId, complaints.id))
    .where(schema.publicComplaintCondition(complaints))
    .limit(1);
  const [brand] = await app.db
    .select({ id: brands.id, enterpriseId: brands.enterpriseId })
    .from(brands)
    .where(isNotNull(brands.enterpriseId))
    .limit(1);
  const [article] = await app.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(lte(articles.publishedAt, TEST_SEED_NOW), isNull(articles.withdrawnAt)))
    .limit(1);
  const { profile: lawyer } = await createLawyer(app.db, keys);
  // A story shows a consumer's complaint: its poster must carry none of their personal data either.
  const [story] = await app.db
    .select({ id: schema.campaignPlayers.id })
    .from(schema.campaignPlayers)
    .where(eq(schema.campaignPlayers.kind, "story"))
    .limit(1);
  const [campaign] = await app.db
    .select({ id: schema.campaigns.id })
    .from(schema.campaigns)
    .where(eq(schema.campaigns.slug, "act2024315"));
  return {
    player: story!.id,
    vote: campaign!.id,
    lawyer: lawyer.userId,
    "lawyer-card": lawyer.userId,
    tousu: await publicComplaints(),
    help: await publicComplaints(isNotNull(complaints.collectiveId)),
    evaluation: rated!.id,
    brand: brand!.id,
    enterprise: brand!.enterpriseId!,
    article: article!.id,
  };
}

/** Every personal datum stored (phones, real names, ID numbers), decrypted. */
async function storedPersonalData(app: TestApp): Promise<string[]> {
  const { users, complaints } = schema;
  const rows = [
    ...(await app.db
      .select({ a: users.phoneCipher, b: users.realNameCipher, c: users.idCardCipher })
      .from(users)),
    ...(await app.db
      .select({ a: complaints.phoneCipher, b: complaints.realNameCipher, c: complaints.idCardCipher })
      .from(complaints)),
  ];
  const values = rows.flatMap((row) =>
    [row.a, row.b, row.c].map((cipher) => decryptPiiOrNull(cipher, keys.encryptionKey)),
  );
  return [...new Set(values.filter((value): value is string => value !== null))];
}

describe("with a WeChat mini-program configured", () => {
  const APP = { appId: "wx0123456789abcdef", appSecret: "fake-mini-program-secret" };
  let wechat: Awaited<ReturnType<typeof startFakeWechat>>;
  let w: TestApp;
  beforeAll(async () => {
    wechat = await startFakeWechat(APP);
    w = await buildTestApp({
      WECHAT_MINIPROGRAM_APP_ID: APP.appId,
      WECHAT_MINIPROGRAM_APP_SECRET: APP.appSecret,
      WECHAT_API_ORIGIN: wechat.origin,
      // One first render of every kind from one address, and the tests after it: the limit has its own.
      POSTER_RENDERS_PER_MINUTE_PER_IP: "100",
    });
  });
  afterAll(async () => {
    await w.close();
    await wechat.close();
  });

  it("draws every kind for seeded subjects with the mini-program code of the subject's page, and no personal data", async () => {
    const subjects = await seededSubjects(w);
    const personal = await storedPersonalData(w);
    expect(personal.length).toBeGreaterThan(10);
    for (const [kind, id] of Object.entries(subjects)) {
      rendered.length = 0;
      const poster = await posterOf(kind, id, w);
      // The fake draws each code as a QR code of what it was asked: the scene and the page.
      const asked = JSON.parse((await posterCodeText(poster, w)) ?? "null") as {
        scene: string;
        page: string;
      };
      const scene = await w.app.inject({ url: `/api/wechat/scene/${asked.scene}` });
      expect({ kind, ...scene.json().data }).toMatchObject({
        kind,
        mini_program_path: asked.page,
        url: poster.page_url,
      });
      expect(rendered).toHaveLength(1);
      const drawn = `${posterText(rendered[0] as PosterContent)}${JSON.stringify(rendered[0])}`;
      for (const datum of personal)
        expect({ kind, drawn }).not.toMatchObject({ drawn: expect.stringContaining(datum) });
    }
    expect(new Set(wechat.state.codeRequests.map((call) => call.body.width))).toEqual(new Set([280]));
  });

  it("is drawn anew when the code's provider changes, never served with the other's code", async () => {
    const complaint = await createComplaint(w.db, keys);
    const withWechat = await posterOf("tousu", complaint.id, w);
    const offline = await posterOf("tousu", complaint.id);
    expect(offline.image_url).not.toBe(withWechat.image_url);
    await expectPosterImage(offline);
  });
});

describe("the limits on first renders", () => {
  const LIMIT = 2;
  let l: TestApp;
  const at = (address: string, kind: string, id: number) =>
    l.app.inject({ url: `/api/poster/${kind}/${id}`, remoteAddress: address });
  beforeAll(async () => {
    l = await buildTestApp({
      POSTER_RENDERS_PER_MINUTE_PER_IP: String(LIMIT),
      POSTER_CONCURRENT_RENDERS: "1",
    });
    drawing.isReal = false;
  });
  afterAll(async () => {
    drawing.isReal = true;
    await l.close();
  });

  it("counts only posters not drawn yet against an address", async () => {
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createComplaint(l.db, keys)));
    expect((await at("203.0.113.1", "tousu", first!.id)).statusCode).toBe(200);
    expect((await at("203.0.113.1", "tousu", second!.id)).statusCode).toBe(200);
    const refused = await at("203.0.113.1", "tousu", third!.id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ code: 400, msg: "海报生成过于频繁，请稍后再试", data: null });
    expect(rendered).toHaveLength(LIMIT);
    // Stored posters cost a stat: they are not limited.
    for (let round = 0; round < LIMIT * 2; round += 1)
      expect((await at("203.0.113.1", "tousu", first!.id)).statusCode).toBe(200);
    expect((await at("203.0.113.2", "tousu", third!.id)).statusCode).toBe(200);
    expect(rendered).toHaveLength(LIMIT + 1);
  });

  it("draws one poster at a time in this process, a few more wait, the rest are told to come back", async () => {
    const stored = await createComplaint(l.db, keys);
    expect((await at("198.51.100.1", "tousu", stored.id)).statusCode).toBe(200);
    rendered.length = 0;
    let letGo = () => {};
    drawing.held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const fresh = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createComplaint(l.db, keys)));
    // Each from an address of its own, so only the process's cap can refuse them.
    const asked = fresh.map((complaint, index) => at(`198.51.100.${10 + index}`, "tousu", complaint.id));
    // One drawing, four waiting: the sixth poster is refused while the others are held.
    const firstAnswer = await Promise.race(asked);
    expect([firstAnswer.statusCode, firstAnswer.headers["retry-after"]]).toEqual([503, "5"]);
    expect(firstAnswer.json()).toEqual({ code: 400, msg: "海报生成繁忙，请稍后再试", data: null });
    await expect.poll(() => rendered.length).toBe(1);
    // A stored poster is answered meanwhile, and no second poster is drawn.
    expect((await at("198.51.100.1", "tousu", stored.id)).statusCode).toBe(200);
    expect(rendered).toHaveLength(1);
    letGo();
    drawing.held = null;
    const statuses = (await Promise.all(asked)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(rendered).toHaveLength(5);
  });
});

describe("the platform's first renders a minute", () => {
  let g: TestApp;
  const at = (address: string, id: number) =>
    g.app.inject({ url: `/api/poster/tousu/${id}`, remoteAddress: address });
  beforeAll(async () => {
    g = await buildTestApp({ POSTER_FIRST_RENDERS_PER_MINUTE: "2" });
    drawing.isReal = false;
  });
  afterAll(async () => {
    drawing.isReal = true;
    await g.close();
  });

  it("answers 503 with Retry-After past the budget, whoever asks, until the next minute", async () => {
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createComplaint(g.db, keys)));
    expect((await at("192.0.2.1", first!.id)).statusCode).toBe(200);
    expect((await at("192.0.2.2", second!.id)).statusCode).toBe(200);
    const refused = await at("192.0.2.3", third!.id);
    expect(refused.statusCode).toBe(503);
    const minute = new Date(TEST_SEED_NOW.getTime() - (TEST_SEED_NOW.getTime() % 60_000));
    const secondsLeft = (minute.getTime() + 60_000 - TEST_SEED_NOW.getTime()) / 1000;
    expect(refused.headers["retry-after"]).toBe(String(secondsLeft));
    expect(refused.json()).toEqual({ code: 400, msg: "海报生成繁忙，请稍后再试", data: null });
    // Counted where every node reads it.
    expect(await g.db.select().from(schema.posterRenderMinutes)).toEqual([{ minute, renders: 2 }]);
    // A stored poster is answered whatever the budget says.
    expect((await at("192.0.2.3", first!.id)).statusCode).toBe(200);
    g.setNow(new Date(TEST_SEED_NOW.getTime() + secondsLeft * 1000));
    expect((await at("192.0.2.3", third!.id)).statusCode).toBe(200);
    g.setNow(TEST_SEED_NOW);
  });
});

describe("posters of subjects no longer public, and replaced versions", () => {
  // From an address of their own: the other tests' first renders use up the default address's budget.
  const address = "203.0.113.60";
  const drawnPoster = async (kind: string, id: number) => {
    const response = await t.app.inject({ url: `/api/poster/${kind}/${id}`, remoteAddress: address });
    expect(response.statusCode).toBe(200);
    return response.json().data as Poster;
  };
  const imageStatus = async (poster: Poster) =>
    (await t.app.inject({ url: new URL(poster.image_url, "http://localhost").pathname })).statusCode;
  const recordsOf = (kind: string, id: number) =>
    t.db
      .select()
      .from(schema.storedPosters)
      .where(and(eq(schema.storedPosters.kind, kind), eq(schema.storedPosters.subjectId, id)));
  const staffCall = (token: string, url: string, payload: object) =>
    t.app.inject({ method: "POST", url, headers: { authorization: `Bearer ${token}` }, payload });

  it("deletes a complaint's posters and their records when a moderator hides it", async () => {
    const moderator = await staffMember(t, "moderator");
    const complaint = await createComplaint(t.db, keys);
    const posters = [await drawnPoster("tousu", complaint.id), await drawnPoster("help", complaint.id)];
    for (const poster of posters) expect(await imageStatus(poster)).toBe(200);
    expect(await recordsOf("tousu", complaint.id)).toHaveLength(1);

    const hidden = await staffCall(moderator.token, `/api/admin/complaints/${complaint.id}/hide`, {
      reason: "含有不实信息",
    });
    expect(hidden.json()).toMatchObject({ code: 200 });
    for (const poster of posters) expect(await imageStatus(poster)).toBe(404);
    expect([...(await recordsOf("tousu", complaint.id)), ...(await recordsOf("help", complaint.id))]).toEqual(
      [],
    );
  });

  it("deletes an article's poster when it is withdrawn", async () => {
    const editor = await staffMember(t, "editor");
    const article = await createArticle(t.db, {
      publishedAt: new Date(TEST_SEED_NOW.getTime() - 86_400_000),
    });
    const poster = await drawnPoster("article", article.id);
    expect(await imageStatus(poster)).toBe(200);
    const withdrawn = await staffCall(editor.token, "/api/admin/articles/withdraw", { ids: [article.id] });
    expect(withdrawn.json()).toMatchObject({ code: 200, data: { ids: [article.id] } });
    expect(await imageStatus(poster)).toBe(404);
    expect(await recordsOf("article", article.id)).toEqual([]);
  });

  it("deletes a lawyer's posters when staff suspend them", async () => {
    const admin = await staffMember(t, "admin");
    const { user } = await createLawyer(t.db, keys);
    const posters = [await drawnPoster("lawyer", user.id), await drawnPoster("lawyer-card", user.id)];
    const suspended = await staffCall(admin.token, `/lawyer/admin/lawyers/${user.id}/suspend`, {
      reason: "执业证已注销",
    });
    expect(suspended.json()).toMatchObject({ code: 200 });
    for (const poster of posters) expect(await imageStatus(poster)).toBe(404);
  });

  it("deletes the version a new one replaces", async () => {
    const complaint = await createComplaint(t.db, keys);
    const first = await drawnPoster("tousu", complaint.id);
    await t.db
      .update(schema.complaints)
      .set({ status: "replied" })
      .where(eq(schema.complaints.id, complaint.id));
    const replied = await drawnPoster("tousu", complaint.id);
    expect(replied.image_url).not.toBe(first.image_url);
    expect(await imageStatus(first)).toBe(404);
    expect(await imageStatus(replied)).toBe(200);
    expect((await recordsOf("tousu", complaint.id)).map((record) => record.key)).toHaveLength(1);
  });

  it("deletes, within the hour, the posters of subjects that stopped being public any other way", async () => {
    const { user } = await createLawyer(t.db, keys);
    const lawyerPoster = await drawnPoster("lawyer", user.id);
    const complaint = await createComplaint(t.db, keys);
    const complaintPoster = await drawnPoster("tousu", complaint.id);
    const keptComplaint = await createComplaint(t.db, keys);
    const kept = await drawnPoster("tousu", keptComplaint.id);
    // The re-check's suspension and a hide written past the moderation steps.
    await t.db
      .update(schema.lawyerProfiles)
      .set({ status: "suspended" })
      .where(eq(schema.lawyerProfiles.userId, user.id));
    await t.db
      .update(schema.complaints)
      .set({ isHidden: true })
      .where(eq(schema.complaints.id, complaint.id));

    // The clean-up is booked an hour after start.
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 61 * 60_000));
    const summary = await t.app.runDueJobs();
    t.setNow(TEST_SEED_NOW);
    expect(summary.failed).toBe(0);
    expect(await imageStatus(lawyerPoster)).toBe(404);
    expect(await imageStatus(complaintPoster)).toBe(404);
    expect(await imageStatus(kept)).toBe(200);
    expect(await recordsOf("lawyer", user.id)).toEqual([]);
  });
});
