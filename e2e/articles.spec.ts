import type { Page } from "@playwright/test";
import { expect, loginDialog, recordCspViolations, submitLoginDialog, test } from "./fixtures";
import { query } from "./lifecycle-actors";

test.use({ viewport: { width: 1440, height: 900 } });

/** A full-page screenshot in the report, to look at the page at this width. */
async function attachScreenshot(page: Page, name: string): Promise<void> {
  await test
    .info()
    .attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}

test("[ARTICLE] a visitor follows the header's 文章 link, opens an article and reads it", async ({
  page,
}) => {
  // The body is stored HTML: nothing in it may need the Content-Security-Policy bent.
  const violations = await recordCspViolations(page);
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "主导航" })
    .first()
    .getByRole("link", { name: "文章", exact: true })
    .click();
  await expect(page).toHaveURL(/\/article$/);
  await expect(page.getByRole("heading", { level: 1, name: "维权知识" })).toBeVisible();
  await attachScreenshot(page, "articles home at 1440 px");
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, "articles home at 390 px");
  await page.setViewportSize({ width: 1440, height: 900 });

  const newest = page.getByRole("region", { name: "最新文章" });
  const first = newest.getByRole("article").first().getByRole("heading").getByRole("link");
  const title = (await first.textContent())?.trim() ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/article\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const [stored] = await query<{ content: string; published_at: Date }>(
    "select content, published_at from articles where title = $1",
    [title],
  );
  // The newest article may be one an editor wrote just now, with emphasis inside its paragraphs.
  const firstParagraph =
    stored?.content
      .match(/<p>(.*?)<\/p>/s)?.[1]
      ?.replace(/<[^>]+>/g, "")
      .trim() ?? "";
  expect(firstParagraph).not.toBe("");
  await expect(page.locator(".article-body")).toContainText(firstParagraph);
  await expect(page.getByRole("main").locator("time").first()).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  expect(violations).toEqual([]);
  await attachScreenshot(page, "article at 1440 px");
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, "article at 390 px");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("[ARTICLE] a category lists its articles in numbered pages", async ({ page }) => {
  const [category] = await query<{ id: number; name: string; total: number }>(
    `select c.id, c.name, count(a.id)::int as total from article_categories c
     join articles a on a.category_id = c.id and a.published_at <= now()
     group by c.id order by count(a.id) desc limit 1`,
  );
  if (!category) throw new Error("the seed has no article category with articles");
  await page.goto("/article");
  await page.getByRole("region", { name: "文章分类" }).getByRole("link", { name: category.name }).click();
  await expect(page).toHaveURL(new RegExp(`/article/classify/${category.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: category.name })).toBeVisible();
  await expect(page.getByText(`共 ${category.total} 篇`)).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(Math.min(category.total, 20));
  await attachScreenshot(page, "category at 1440 px");

  if (category.total > 20) {
    const pager = page.getByRole("navigation", { name: "分页" });
    await pager.getByRole("link", { name: "2", exact: true }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pager.getByRole("link", { name: "2", exact: true })).toHaveAttribute("aria-current", "page");
    // Another spec may publish into the category meanwhile: page 2 is checked against its own total.
    const pageTwoTotal = Number(
      (await page.getByText(/^共 \d+ 篇$/).textContent())?.match(/\d+/)?.[0] ?? category.total,
    );
    expect(pageTwoTotal).toBeGreaterThanOrEqual(category.total);
    await expect(page.getByRole("article")).toHaveCount(Math.min(pageTwoTotal - 20, 20));
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, "category at 390 px");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("[ARTICLE] the old article addresses land on the article pages", async ({ page }) => {
  await page.goto("/article/details/1");
  await expect(page).toHaveURL(/\/article\/1$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  const [tag] = await query<{ id: number; name: string }>(
    "select t.id, t.name from tags t join article_tags at on at.tag_id = t.id group by t.id order by t.id limit 1",
  );
  await page.goto(`/article/list/${tag?.id}`);
  await expect(page).toHaveURL(new RegExp(`/article/tags/${tag?.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `#${tag?.name}` })).toBeVisible();
});

test("[ARTICLE] a draft answers the 404 page", async ({ page }) => {
  const [draft] = await query<{ id: number }>(
    "insert into articles (title, content) values ('未发布的草稿', '<p>草稿</p>') returning id",
  );
  const response = await page.goto(`/article/${draft?.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("未发布的草稿")).toHaveCount(0);
});

test("[ARTICLE] a visitor reads an article from the header's 文章 link, logs in, comments and likes it; the comment appears", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "主导航" })
    .first()
    .getByRole("link", { name: "文章", exact: true })
    .click();
  await expect(page).toHaveURL(/\/article$/);
  await page
    .getByRole("region", { name: "最新文章" })
    .getByRole("article")
    .first()
    .getByRole("heading")
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/\/article\/\d+$/);
  const articleId = Number(new URL(page.url()).pathname.split("/").at(-1));
  const counts = async () =>
    (
      await query<{ comment_count: number; like_count: number }>(
        "select comment_count, like_count from articles where id = $1",
        [articleId],
      )
    )[0];
  const before = await counts();

  const comments = page.getByRole("region", { name: /^评论/ });
  await comments.getByRole("button", { name: "登录后发表评论" }).click();
  await submitLoginDialog(loginDialog(page));
  await comments.getByRole("button", { name: /说说你的看法/ }).click();
  const text = `文章写得很实用，我按第一步保存了证据。${Date.now()}`;
  await comments.getByLabel("发表评论").fill(text);
  await comments.getByRole("button", { name: "发表评论" }).click();
  await expect(comments.getByText(text)).toBeVisible();
  await expect(comments.getByRole("heading", { name: /评论/ })).toContainText(
    `（${(before?.comment_count ?? 0) + 1}）`,
  );
  await attachScreenshot(page, "article with a new comment at 1440 px");

  // Logged in, the reader likes the article once.
  await page.getByRole("button", { name: /^点赞\s*\d/ }).click();
  await expect(page.getByRole("button", { name: /^已赞/ })).toHaveAttribute("aria-pressed", "true");

  // The comment is stored under the article and listed on its comment page too.
  await comments.getByRole("link", { name: /查看全部\d+条评论/ }).click();
  await expect(page).toHaveURL(new RegExp(`/article/comment/${articleId}$`));
  await expect(page.getByText(text)).toBeVisible();
  const after = await counts();
  expect(after?.comment_count).toBe((before?.comment_count ?? 0) + 1);
  expect(after?.like_count).toBe((before?.like_count ?? 0) + 1);
  await attachScreenshot(page, "article comments at 1440 px");
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, "article comments at 390 px");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("[ARTICLE] the articles home's search box finds articles on the search page, whose results open the article", async ({
  page,
}) => {
  await page.goto("/article");
  await page.getByRole("searchbox", { name: "搜索文章" }).fill("预付卡");
  await page.getByRole("main").getByRole("search").getByRole("button", { name: "搜索" }).click();
  await expect(page).toHaveURL(/\/search\?tab=article&key=/);
  // Results whose body alone matches (an editor's newest article, say) may rank first.
  const first = page
    .getByRole("main")
    .getByRole("article")
    .getByRole("heading")
    .getByRole("link", { name: /预付卡/ })
    .first();
  const title = (await first.textContent())?.trim() ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/article\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});
