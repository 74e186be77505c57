import { schema } from "@tousu/db";
import { MINI_PROGRAM_PAGE_KINDS } from "@tousu/domain";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessTokenHolder } from "../../providers/wechat/access-token-holder";
import { startFakeWechat } from "../../providers/wechat/fake-wechat.testing";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

const { complaints, miniProgramScenes } = schema;
const APP = { appId: "wx0123456789abcdef", appSecret: "fake-mini-program-secret" };

/** What the QR code in a PNG says. */
function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/** What the QR code in any image says (WeChat draws JPEG). */
async function decodeAnyQr(picture: Buffer): Promise<string | null> {
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

async function publicComplaintId(t: TestApp): Promise<number> {
  const [row] = await t.db
    .select({ id: complaints.id })
    .from(complaints)
    .where(schema.publicComplaintCondition(complaints))
    .limit(1);
  return row!.id;
}

const codeUrl = (query: string) => `/api/wechat/getwxacodeunlimit?${query}`;

describe("the offline default", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SITE_ORIGIN: "https://tousu.example.com" });
  });
  afterAll(() => t.close());

  it("answers a PNG whose QR code opens the page on our site, and says it is a plain QR code", async () => {
    const id = await publicComplaintId(t);
    const response = await t.app.inject({ method: "GET", url: codeUrl(`page=complaint&id=${id}&width=300`) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["x-code-kind"]).toBe("qrcode");
    expect(decodeQr(response.rawPayload)).toBe(`https://tousu.example.com/tousu/${id}`);
    expect(PNG.sync.read(response.rawPayload).width).toBe(300);
  });

  it("keeps the scene of a page, which says what the code opens", async () => {
    const id = await publicComplaintId(t);
    await t.app.inject({ method: "GET", url: codeUrl(`page=complaint&id=${id}`) });
    const [row] = await t.db.select().from(miniProgramScenes).where(eq(miniProgramScenes.targetId, id));
    const scene = await t.app.inject({ method: "GET", url: `/api/wechat/scene/${row!.scene}` });
    expect(scene.json()).toMatchObject({
      code: 200,
      data: {
        page: "complaint",
        id,
        mini_program_path: "pages/complaint/detail",
        url: `https://tousu.example.com/tousu/${id}`,
      },
    });
  });

  it("draws the life service's goods code, which opens the goods page", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/life/goods/getUnlimitedQRCodeForGoodsDetail?goods_id=42",
    });
    expect(response.statusCode).toBe(200);
    expect(decodeQr(response.rawPayload)).toBe("https://tousu.example.com/static/life/goods/42");
  });

  it("refuses bad input with a clear message and stores nothing", async () => {
    const [hidden] = await t.db
      .update(complaints)
      .set({ isHidden: true })
      .where(eq(complaints.id, await publicComplaintId(t)))
      .returning({ id: complaints.id });
    const scenesBefore = await t.db.$count(miniProgramScenes);
    const refusals: [string, number, string][] = [
      [codeUrl(`page=complaint&id=${hidden!.id}`), 404, "页面不存在或未公开，无法生成小程序码"],
      [codeUrl("page=complaint&id=2147483647"), 404, "页面不存在或未公开，无法生成小程序码"],
      [codeUrl("page=complaint"), 400, "缺少 id"],
      [codeUrl("page=lottery&id=1"), 400, `page 应为 ${MINI_PROGRAM_PAGE_KINDS.join("、")} 之一`],
      [codeUrl("page=home&width=100"), 400, "width 应为280到1280之间的整数"],
      [codeUrl("page=article&id=abc"), 400, "无效的编号"],
      ["/life/goods/getUnlimitedQRCodeForGoodsDetail?goods_id=x1", 400, "无效的商品编号"],
      [`/api/wechat/scene/${"a".repeat(33)}`, 400, "scene 不能超过32个字符"],
      ["/api/wechat/scene/%E6%8A%95%E8%AF%89", 400, "scene 只能包含字母、数字和 !#$&'()*+,/:;=?@-._~"],
      ["/api/wechat/scene/000000000000", 404, "小程序码已失效或不存在"],
    ];
    for (const [url, status, msg] of refusals) {
      const response = await t.app.inject({ method: "GET", url });
      expect({ url, status: response.statusCode, body: response.json() }).toMatchObject({
        url,
        status,
        body: { code: status, msg },
      });
    }
    expect(await t.db.$count(miniProgramScenes)).toBe(scenesBefore);
    await t.db.update(complaints).set({ isHidden: false }).where(eq(complaints.id, hidden!.id));
  });
});

describe("WeChat's mini-program codes, through a local fake", () => {
  let t: TestApp;
  let wechat: Awaited<ReturnType<typeof startFakeWechat>>;
  let id: number;
  const draw = (width: number) =>
    t.app.inject({ method: "GET", url: codeUrl(`page=complaint&id=${id}&width=${width}`) });

  beforeAll(async () => {
    wechat = await startFakeWechat(APP);
    t = await buildTestApp({
      WECHAT_MINIPROGRAM_APP_ID: APP.appId,
      WECHAT_MINIPROGRAM_APP_SECRET: APP.appSecret,
      WECHAT_API_ORIGIN: wechat.origin,
    });
    id = await publicComplaintId(t);
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
  });

  it("fetches the stable token once, draws the code with the scene, and stores it for the next call", async () => {
    const first = await draw(430);
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-code-kind"]).toBe("wxacode");
    expect(first.headers["content-type"]).toBe("image/jpeg");
    expect(wechat.state.tokenRequests).toBe(1);
    const [row] = await t.db.select().from(miniProgramScenes).where(eq(miniProgramScenes.targetId, id));
    const asked = JSON.parse((await decodeAnyQr(first.rawPayload))!);
    expect(asked).toEqual({
      scene: row!.scene,
      page: "pages/complaint/detail",
      width: 430,
      env_version: "release",
      check_path: true,
    });
    expect(row!.scene.length).toBeLessThanOrEqual(32);

    const again = await draw(430);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers["content-type"]).toBe("image/jpeg");
    expect(wechat.state.codeRequests).toHaveLength(1);
    expect(wechat.state.tokenRequests).toBe(1);
  });

  it("shares the token with every node through the database", async () => {
    const otherNode = createAccessTokenHolder({
      db: t.db,
      apiOrigin: wechat.origin,
      ...APP,
      now: () => new Date(),
    });
    expect(await otherNode.token()).toBe(wechat.state.codeRequests[0]!.accessToken);
    expect(wechat.state.tokenRequests).toBe(1);
  });

  it("fetches the current token once when WeChat refuses the stored one (40001, 42001), and draws again", async () => {
    const before = { tokens: wechat.state.tokenRequests, codes: wechat.state.codeRequests.length };
    const replaced = wechat.replaceToken();
    expect((await draw(500)).statusCode).toBe(200);
    expect(wechat.state.tokenRequests).toBe(before.tokens + 1);
    expect(wechat.state.codeRequests.slice(before.codes).map((call) => call.accessToken)).toEqual([
      "fake-token-1",
      replaced,
    ]);

    wechat.expireToken();
    expect((await draw(520)).statusCode).toBe(200);
    expect(wechat.state.tokenRequests).toBe(before.tokens + 2);
    expect(wechat.state.codeRequests.length).toBe(before.codes + 4);
  });

  // The next call reaching WeChat again shows nothing was stored.
  it("says so clearly when WeChat's quota is spent, and stores nothing", async () => {
    wechat.state.rateLimited = true;
    const refused = await draw(600);
    expect([refused.statusCode, refused.headers["retry-after"]]).toEqual([503, "60"]);
    expect(refused.json()).toMatchObject({ code: 400, msg: "小程序码生成过于频繁，请稍后再试" });
    wechat.state.rateLimited = false;
    const calls = wechat.state.codeRequests.length;
    expect((await draw(600)).statusCode).toBe(200);
    expect(wechat.state.codeRequests.length).toBe(calls + 1);
  });
});

describe("a refused app secret", () => {
  it("is a server fault, not the visitor's: 500 without WeChat's words", async () => {
    const wechat = await startFakeWechat(APP);
    const t = await buildTestApp({
      WECHAT_MINIPROGRAM_APP_ID: APP.appId,
      WECHAT_MINIPROGRAM_APP_SECRET: "wrong-secret",
      WECHAT_API_ORIGIN: wechat.origin,
    });
    try {
      const response = await t.app.inject({ method: "GET", url: codeUrl("page=home") });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain("40125");
    } finally {
      await t.close();
      await wechat.close();
    }
  });
});

describe("the access token holder", () => {
  const OTHER_APP = { appId: "wxfedcba9876543210", appSecret: "another-secret" };
  let t: TestApp;
  let wechat: Awaited<ReturnType<typeof startFakeWechat>>;
  beforeAll(async () => {
    wechat = await startFakeWechat(OTHER_APP);
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
  });

  it("lets one node fetch a missing token while the others wait for it, and refreshes ahead of expiry", async () => {
    let now = new Date();
    const node = () =>
      createAccessTokenHolder({ db: t.db, apiOrigin: wechat.origin, ...OTHER_APP, now: () => now });
    const tokens = await Promise.all([node().token(), node().token(), node().token()]);
    expect(new Set(tokens)).toEqual(new Set(["fake-token-1"]));
    expect(wechat.state.tokenRequests).toBe(1);

    // Four minutes before WeChat's expiry the stored token is not used any more.
    now = new Date(now.getTime() + 7200_000 - 4 * 60_000);
    expect(await node().token()).toBe("fake-token-1");
    expect(wechat.state.tokenRequests).toBe(2);
  });
});
