import type { Browser, Page } from "@playwright/test";
import { QA_TRUSTED_AFTER_PUBLISHED } from "@tousu/domain";
import { expect, login, randomPhone, test } from "./fixtures";
import { memberId, query } from "./lifecycle-actors";

test.use({ viewport: { width: 1440, height: 900 } });

/** A full-page screenshot in the report at 1440 and at 390 px, to look at the page at both widths. */
async function attachScreenshots(page: Page, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await test.info().attach(`${name} at ${width} px`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
    if (width === 390) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The category the questions go in: the first the seed has. */
async function firstCategory(): Promise<{ id: number; name: string }> {
  const [category] = await query<{ id: number; name: string }>(
    "select id, name from qa_categories order by sort, id limit 1",
  );
  if (!category) throw new Error("the seed has no question category");
  return category;
}

/**
 * A new member logged in on a page of their own, past the review new members' first posts get:
 * they have published enough questions already (docs/decisions/038).
 */
async function trustedMember(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await login(page, randomPhone());
  const category = await firstCategory();
  await query(
    `insert into qa_questions (category_id, user_id, title, content, status)
     select $1, $2, '以前问过的问题之' || n, '以前问过的问题，已经公开。', 'published'
     from generate_series(1, $3::int) as n`,
    [category.id, await memberId(page), QA_TRUSTED_AFTER_PUBLISHED],
  );
  return page;
}

const answers = (page: Page) => page.getByRole("article", { name: /的回答$/ });

test("[QA] a user asks a question, two others answer, the asker accepts one and it shows first", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const category = await firstCategory();
  const title = `快递显示签收但没收到货怎么办 ${Date.now() % 100_000}`;

  // The asker, from the header's 问答 link.
  const asker = await trustedMember(browser, "/");
  await asker
    .getByRole("navigation", { name: "主导航" })
    .first()
    .getByRole("link", { name: "问答", exact: true })
    .click();
  await expect(asker).toHaveURL(/\/qa$/);
  await asker.getByRole("button", { name: "我要提问" }).click();
  const form = asker.getByRole("form", { name: "我要提问" });
  await form.getByRole("textbox", { name: "问题标题" }).fill(title);
  await form
    .getByRole("textbox", { name: "问题描述" })
    .fill("物流显示昨天已签收，可我和家人都没有收到。联系商家，商家让我找快递公司，快递又说找商家。");
  await form.getByRole("combobox", { name: "问题分类" }).selectOption(String(category.id));
  await form.getByRole("button", { name: "提交问题" }).click();
  await expect(asker).toHaveURL(/\/qa\/\d+$/);
  await expect(asker.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(asker.getByText("你的问题正在审核")).toHaveCount(0);
  const questionPath = new URL(asker.url()).pathname;

  // Two others answer it.
  const texts = [
    "先保存物流截图，向快递公司投诉查询签收底单；商家作为发货方有义务协助处理。",
    "根据相关规定，货物交付前的风险由商家承担，可以直接要求商家补发或退款。",
  ];
  for (const text of texts) {
    const answerer = await trustedMember(browser, questionPath);
    await answerer.getByRole("textbox", { name: "我来回答" }).fill(text);
    await answerer.getByRole("button", { name: "提交回答" }).click();
    await expect(answers(answerer).filter({ hasText: text })).toBeVisible();
    await answerer.context().close();
  }

  // The asker accepts the answer that is not first yet.
  await asker.reload();
  await expect(answers(asker)).toHaveCount(2);
  const firstBefore = (await answers(asker).first().textContent()) ?? "";
  const chosen = texts.find((text) => !firstBefore.includes(text)) ?? "";
  const chosenAnswer = answers(asker).filter({ hasText: chosen });
  await chosenAnswer.getByRole("button", { name: "采纳为最佳回答" }).click();
  await expect(answers(asker).first()).toContainText(chosen);
  await expect(answers(asker).first()).toContainText("提问者采纳");
  await expect(asker.getByRole("button", { name: "采纳为最佳回答" })).toHaveCount(0);

  // A visitor sees the same order, and the page's structured data names the accepted answer.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(questionPath);
  await expect(answers(visitor).first()).toContainText(chosen);
  await expect(answers(visitor).first()).toContainText("提问者采纳");
  const structured = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(structured["@type"]).toBe("QAPage");
  expect(structured.mainEntity.acceptedAnswer.text).toBe(chosen);
  expect(structured.mainEntity.suggestedAnswer.map((answer: { text: string }) => answer.text)).toEqual(
    texts.filter((text) => text !== chosen),
  );
  await attachScreenshots(visitor, "question");

  // The asker finds the question in the user centre.
  await asker.goto("/user/answer?tab=questions");
  await expect(asker.getByRole("link", { name: title })).toBeVisible();
  await attachScreenshots(asker, "my questions");
});

test("[QA] the Q&A home lists questions by tab and category, in numbered pages", async ({ page }) => {
  const category = await firstCategory();
  await page.goto("/qa");
  await expect(page.getByRole("heading", { level: 1, name: "消费维权问答" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "问题排序" });
  await expect(tabs.getByRole("link", { name: "最新" })).toHaveAttribute("aria-current", "page");
  await attachScreenshots(page, "Q&A home");
  await tabs.getByRole("link", { name: "待回答" }).click();
  await expect(page).toHaveURL(/\/qa\?sort=unanswered$/);
  await expect(tabs.getByRole("link", { name: "待回答" })).toHaveAttribute("aria-current", "page");
  for (const card of await page.getByRole("article").all()) {
    await expect(card).toContainText("待回答");
  }

  await page.getByRole("region", { name: "问题分类" }).getByRole("link", { name: category.name }).click();
  await expect(page).toHaveURL(new RegExp(`/qa/list/${category.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: category.name })).toBeVisible();
  await attachScreenshots(page, "Q&A category");
});

test("[QA] a visitor who wants to ask is asked to log in; a missing question is the 404 page", async ({
  page,
}) => {
  await page.goto("/qa");
  await page.getByRole("button", { name: "我要提问" }).click();
  await expect(page.getByRole("dialog", { name: "登录 / 注册" })).toBeVisible();

  const response = await page.goto("/qa/987654321");
  expect(response?.status()).toBe(404);
});
