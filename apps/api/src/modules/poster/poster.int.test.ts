import { derivePiiKeys, encryptPii, schema } from "@tousu/db";
import {
  createArticle,
  createBrand,
  createComplaint,
  createUser,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import type { PosterContent } from "./poster-content";
import { posterText } from "./poster-template";

// The real renderer, watched: what each poster was drawn from, and how many times drawing happened.
const rendered = vi.hoisted(() => [] as PosterContent[]);
vi.mock("./render-poster", async (importOriginal) => {
  const original = await importOriginal<typeof import("./render-poster")>();
  return {
    ...original,
    renderPosterPng: async (content: PosterContent) => {
      rendered.push(content);
      return original.renderPosterPng(content);
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

const getPoster = (kind: string, id: number | string) => t.app.inject({ url: `/api/poster/${kind}/${id}` });

async function posterOf(kind: string, id: number) {
  const response = await getPoster(kind, id);
  expect(response.statusCode).toBe(200);
  return response.json().data as { image_url: string; page_url: string; width: number; height: number };
}

/** The stored image as the image host serves it, decoded to pixels. */
async function fetchImage(imageUrl: string) {
  const response = await t.app.inject({ url: new URL(imageUrl, "http://localhost").pathname });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toContain("immutable");
  const { data, info } = await sharp(response.rawPayload)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { ...info, format: (await sharp(response.rawPayload).metadata()).format, pixels: data };
}

async function expectPosterImage(poster: {
  image_url: string;
  page_url: string;
  width: number;
  height: number;
}) {
  const image = await fetchImage(poster.image_url);
  expect(image.format).toBe("png");
  expect([image.width, image.height]).toEqual([poster.width, poster.height]);
  const colours = new Set<number>();
  for (let offset = 0; offset < image.pixels.length; offset += 4 * 97)
    colours.add(image.pixels.readUInt32BE(offset));
  expect(colours.size).toBeGreaterThan(3);
  const code = jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height);
  expect(code?.data).toBe(poster.page_url);
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
    const unknownKind = await getPoster("lawyer", 1);
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
