import { expect, recordCspViolations, test } from "./fixtures";
import { query } from "./lifecycle-actors";

test.use({ viewport: { width: 1440, height: 900 } });

test("[CAMPAIGNS] the home banner leads to the campaigns, and a past one shows its rules and final results", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await page.goto("/");
  await page.getByRole("region", { name: "推荐活动" }).getByRole("link", { name: "3·15消费维权月" }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole("heading", { level: 1, name: "消费维权活动" })).toBeVisible();
  // The coming campaign comes before the past ones.
  const titles = await page.getByRole("article").getByRole("heading").allTextContents();
  expect(titles.indexOf("2027 3·15 消费维权月")).toBeLessThan(titles.indexOf("2024 3·15 服务之星"));

  await page.getByRole("link", { name: "2024 3·15 服务之星" }).click();
  await expect(page).toHaveURL(/\/activity\/act2024315$/);
  await expect(page.getByRole("heading", { level: 1, name: "2024 3·15 服务之星" })).toBeVisible();
  await expect(page.getByText("结果已公布").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "活动规则" })).toBeVisible();
  await expect(page.getByText(/不设任何分享或拉票奖励/)).toBeVisible();
  await expect(page.getByText(/票数相同的选手并列同一名次/)).toBeVisible();
  // The winner's card shows its frozen count and its voided votes.
  const [winner] = await query<{ valid_votes: number; voided_votes: number }>(
    `select r.valid_votes, r.voided_votes from campaign_results r join campaigns c on c.id = r.campaign_id
     where c.slug = 'act2024315' and r.rank = 1`,
  );
  if (!winner) throw new Error("act2024315 has no published winner");
  const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  await expect(page.getByText(`${grouped(winner.valid_votes)} 票`)).toBeVisible();
  await expect(page.getByText(`作废 ${grouped(winner.voided_votes)} 票`).first()).toBeVisible();
  expect(violations).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
