import { type Database, schema } from "@tousu/db";
import { findMonogramCharacter } from "@tousu/page-kit/monogram";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IPHONE, MOBILE_HOST, MOBILE_ORIGIN } from "./testing/h5-site";
import { startTestServer } from "./testing/test-server";

// How the H5 site's pages are drawn for a phone, as far as the server's HTML shows it: brands with
// their logos or monograms as on the PC site, and form fields a phone does not zoom into.
/** The placeholder the API answers for a brand without a logo (system config `default_brand_logo`). */
const DEFAULT_LOGO = "default-brand-logo.svg";

/** A brand of the seed with a published complaint, and that complaint. */
async function brandWithComplaint(
  db: Database,
): Promise<{ brandId: number; name: string; complaintId: number }> {
  const [row] = await db
    .select({ brandId: schema.brands.id, name: schema.brands.name, complaintId: schema.complaints.id })
    .from(schema.complaints)
    .innerJoin(schema.brands, eq(schema.brands.id, schema.complaints.brandId))
    .where(and(schema.publicComplaintCondition(schema.complaints), isNotNull(schema.complaints.brandId)))
    .orderBy(desc(schema.complaints.id))
    .limit(1);
  if (!row) throw new Error("the seed has no published complaint of a listed brand");
  return row;
}

describe("the H5 site's pages", () => {
  let app: FastifyInstance;
  let db: Database;
  let imageOrigin: string;
  let closeAll = async () => {};

  beforeAll(async () => {
    const server = await startTestServer({ MOBILE_ORIGIN, SSR_WORKERS: "0" });
    ({ app, db } = server);
    imageOrigin = server.config.IMAGE_ORIGIN;
    closeAll = server.close;
  });
  afterAll(() => closeAll());

  const htmlOf = async (url: string) => {
    const response = await app.inject({ url, headers: { host: MOBILE_HOST, "user-agent": IPHONE } });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  it("draw a brand without a logo of its own as its monogram, not the default logo", async () => {
    const { brandId, name, complaintId } = await brandWithComplaint(db);
    const monogram = `>${findMonogramCharacter(name)}</span>`;
    for (const url of [`/brands/${brandId}`, `/pages/complaint/details?id=${complaintId}`]) {
      const html = await htmlOf(url);
      expect(html, url).not.toContain(DEFAULT_LOGO);
      expect(html, url).toContain(monogram);
    }
    for (const url of ["/ranking", "/tousu/collective/list", "/complaint/create"])
      expect(await htmlOf(url), url).not.toContain(DEFAULT_LOGO);
  });

  it("show a brand's own logo, from the image host, on its page and its complaints' pages", async () => {
    const { brandId, complaintId } = await brandWithComplaint(db);
    const [before] = await db
      .select({ logoUrl: schema.brands.logoUrl })
      .from(schema.brands)
      .where(eq(schema.brands.id, brandId));
    await db
      .update(schema.brands)
      .set({ logoUrl: "brands/logo-h5-look.png" })
      .where(eq(schema.brands.id, brandId));
    try {
      const logo = `src="${imageOrigin.replace(/\/+$/, "")}/brands/logo-h5-look.png"`;
      for (const url of [`/brands/${brandId}`, `/pages/complaint/details?id=${complaintId}`])
        expect(await htmlOf(url), url).toContain(logo);
    } finally {
      await db
        .update(schema.brands)
        .set({ logoUrl: before?.logoUrl ?? null })
        .where(eq(schema.brands.id, brandId));
    }
  });

  it("give every text field and select a font of at least 16 px, so a phone does not zoom in on it", async () => {
    // iOS Safari zooms the page into a focused field whose text is smaller than 16 px.
    const small = /(?:^|\s)(?:text-xs|text-sm|text-\[(?:1[0-5]|[0-9])px\])(?:\s|$)/;
    const pages = ["/law", "/article", `/search?key=${encodeURIComponent("退款")}`, "/tousu", "/pages/login"];
    for (const url of pages) {
      const html = await htmlOf(url);
      const fields = [...html.matchAll(/<(input|textarea|select)\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => !/type="(?:checkbox|radio|hidden)"/.test(tag));
      expect(fields.length, url).toBeGreaterThan(0);
      for (const field of fields) expect(/class="([^"]*)"/.exec(field)?.[1] ?? "", url).not.toMatch(small);
    }
  });
});
