import { expect, test } from "./fixtures";
import { query } from "./lifecycle-actors";

/** A public complaint, a rated one, a brand, an enterprise and a published article of the seed. */
async function seededSubjects() {
  const [complaint] = await query<{ id: string; brand_id: string; enterprise_id: string }>(
    `select id, brand_id, enterprise_id from complaints
     where status = 'dispatched' and is_hidden = false and brand_id is not null and enterprise_id is not null
     order by id limit 1`,
  );
  const [rated] = await query<{ id: string }>(
    `select c.id from complaints c join complaint_ratings r on r.complaint_id = c.id
     where c.is_hidden = false and c.dispatched_at is not null order by c.id limit 1`,
  );
  const [article] = await query<{ id: string }>(
    "select id from articles where published_at <= now() order by id limit 1",
  );
  if (!complaint || !rated || !article)
    throw new Error("the seed has no public complaint, rating or article");
  return {
    complaint: Number(complaint.id),
    brand: Number(complaint.brand_id),
    enterprise: Number(complaint.enterprise_id),
    rated: Number(rated.id),
    article: Number(article.id),
  };
}

/** The poster is a real image that loaded: long-press on a phone saves it. */
async function expectPoster(page: import("@playwright/test").Page, pagePath: string) {
  const image = page.getByRole("img", { name: /海报：/ });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(750);
  await expect(page.getByRole("link", { name: "下载海报" })).toHaveAttribute("download", /\.png$/);
  await expect(page.getByRole("link", { name: "返回原页面" })).toHaveAttribute("href", pagePath);
}

test("[POSTER] 生成海报 on a complaint page opens its poster, which offers to save it and copy the link", async ({
  page,
  context,
}) => {
  const { complaint } = await seededSubjects();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/tousu/${complaint}`);
  await page.getByRole("link", { name: "生成海报" }).click();
  await expect(page).toHaveURL(new RegExp(`/poster/tousu/${complaint}$`));
  await expectPoster(page, `/tousu/${complaint}`);

  await page.getByRole("button", { name: "复制链接" }).click();
  await expect(page.getByRole("status")).toHaveText("链接已复制");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/tousu/${complaint}$`),
  );
});

test("[POSTER] every poster page draws its seeded subject, and a subject that does not exist is 404", async ({
  page,
}) => {
  const ids = await seededSubjects();
  const cases: [string, string][] = [
    [`/poster/help/${ids.complaint}`, `/tousu/${ids.complaint}`],
    [`/poster/evaluation/${ids.rated}`, `/tousu/${ids.rated}`],
    [`/poster/brand/${ids.brand}`, `/brands/${ids.brand}`],
    [`/poster/enterprise/${ids.enterprise}`, `/enterprise/${ids.enterprise}`],
    [`/poster/article/${ids.article}`, `/article/${ids.article}`],
  ];
  for (const [posterPath, pagePath] of cases) {
    await page.goto(posterPath);
    await expectPoster(page, pagePath);
  }

  const missing = await page.goto("/poster/tousu/999999999");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("投诉不存在或已删除")).toBeVisible();
});
