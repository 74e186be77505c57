import type { Page } from "@playwright/test";
import { DEMO_PHONES } from "@tousu/db/seed";
import { expect, test } from "./fixtures";
import { signInAt } from "./lifecycle-actors";

test.use({ viewport: { width: 1440, height: 900 } });

async function attachScreenshot(page: Page, name: string): Promise<void> {
  await test
    .info()
    .attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}

/** Opens `path` until `expected` shows: the origin's cached lists turn over within seconds (decision 041). */
async function openUntilShown(
  page: Page,
  path: string,
  expected: (page: Page) => ReturnType<Page["getByRole"]>,
) {
  await expect(async () => {
    await page.goto(path);
    await expect(expected(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test("[ARTICLE CMS] an editor writes and publishes an article, and readers find it on /article and in search", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A word of its own in the title, so only this article matches; letters, since search refuses a
  // key with a long number in it as personal data (decision 058).
  const stamp = String(Date.now())
    .slice(-8)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "");
  const title = `健身卡退费攻略${stamp}`;

  // The console's home is the moderators' queue: an editor lands on the articles instead.
  await signInAt(page, "/admin", "平台管理后台登录", DEMO_PHONES.editor);
  await expect(page).toHaveURL(/\/admin\/articles$/);
  const menu = page.getByRole("menu").first();
  await expect(menu.getByRole("menuitem", { name: /文章管理/ })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: /审核队列/ })).toHaveCount(0);

  await page.getByRole("link", { name: "写文章" }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/new$/);
  await page.getByLabel("标题", { exact: true }).fill(title);

  const body = page.getByRole("textbox", { name: "文章正文" });
  await body.click();
  await page.getByRole("button", { name: "二级标题" }).click();
  await page.keyboard.type("先看合同条款");
  await page.keyboard.press("Enter");
  await page.keyboard.type("健身房闭店后，会员可以要求退还未消费的");
  await page.getByRole("button", { name: "加粗" }).click();
  await page.keyboard.type("预付款");
  await page.getByRole("button", { name: "加粗" }).click();
  await page.keyboard.type("。");
  await expect(body.locator("h2")).toHaveText("先看合同条款");
  await expect(body.locator("strong")).toHaveText("预付款");

  await page.getByLabel("分类", { exact: true }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
  const tags = page.getByLabel("标签（可选择已有标签，或输入后回车新建）");
  await tags.fill(`退费${stamp}`);
  await tags.press("Enter");
  await page.getByLabel("来源", { exact: true }).fill("示例消费报");
  await page.getByLabel("原文链接").fill("https://news.example.com/fitness");

  await page.getByRole("button", { name: /^预\s*览$/ }).click();
  const preview = page
    .getByRole("dialog")
    .filter({ has: page.getByRole("heading", { level: 1, name: title }) });
  await expect(preview.locator(".article-body h2")).toHaveText("先看合同条款");
  await attachScreenshot(page, "editor preview at 1440 px");
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();

  await attachScreenshot(page, "editor at 1440 px");
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, "editor at 390 px");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(page.locator(".ant-message").getByText("已发布", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);
  const id = page.url().match(/(\d+)$/)?.[1];
  await expect(page.locator(".ant-tag").filter({ hasText: "已发布" })).toBeVisible();

  // A reader, in a context of their own: the newest list, the article itself, then search.
  const reader = await (await page.context().browser()!.newContext()).newPage();
  const scripts: string[] = [];
  reader.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await openUntilShown(reader, "/article", (p) =>
    p.getByRole("region", { name: "最新文章" }).getByRole("link", { name: title }),
  );
  await reader.getByRole("region", { name: "最新文章" }).getByRole("link", { name: title }).click();
  await expect(reader).toHaveURL(new RegExp(`/article/${id}$`));
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(reader.locator(".article-body h2")).toHaveText("先看合同条款");
  await expect(reader.locator(".article-body strong")).toHaveText("预付款");
  const source = reader.getByRole("complementary", { name: "文章来源" });
  await expect(source).toContainText("示例消费报");
  await expect(source.getByRole("link", { name: /阅读原文/ })).toHaveAttribute(
    "href",
    `/transfer?url=${encodeURIComponent("https://news.example.com/fitness")}`,
  );
  // The editor is the console's own chunk: no public page loads it.
  expect(scripts.filter((url) => /rich-text|tiptap|prosemirror/i.test(url))).toEqual([]);

  await openUntilShown(reader, `/search?tab=article&key=${stamp}`, (p) =>
    p.getByRole("link", { name: new RegExp(stamp) }).first(),
  );
  await reader
    .getByRole("link", { name: new RegExp(stamp) })
    .first()
    .click();
  await expect(reader).toHaveURL(new RegExp(`/article/${id}$`));
});
