import { expect, test } from "./fixtures";

test("[COMPLAINT][LANDING] explains filing: the steps, good complaints, hot brands and resolved complaints", async ({
  page,
}) => {
  const response = await page.goto("/complaint");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^我要投诉 - 诉达/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("把问题说清楚，让商家认真回应");

  const steps = page.getByRole("region", { name: "投诉流程" });
  await expect(steps.getByRole("listitem")).toHaveCount(4);
  for (const [index, title] of ["填写投诉", "平台审核", "商家处理", "评价完成"].entries()) {
    await expect(
      steps.getByRole("heading", { name: new RegExp(`^第${index + 1}步：\\s*${title}$`) }),
    ).toBeVisible();
  }

  const guidelines = page.getByRole("region", { name: "怎样写好一条投诉" });
  await expect(guidelines.getByText("附上订单号")).toBeVisible();
  await expect(guidelines.getByText(/他人的个人信息/)).toBeVisible();

  const brands = page.getByRole("region", { name: "热门品牌" });
  const brandCards = brands.getByRole("link", { name: /回复率/ });
  await expect(brandCards).toHaveCount(6);
  await expect(brandCards.first()).toHaveAttribute("href", /^\/brands\/\d+$/);

  const resolved = page.getByRole("region", { name: "最近解决的投诉" });
  const items = resolved.getByRole("article");
  await expect(items).not.toHaveCount(0);
  expect(await items.count()).toBeLessThanOrEqual(6);
  for (const item of await items.all()) await expect(item.getByText("已完成", { exact: true })).toBeVisible();
});

test("[COMPLAINT][LANDING] '我要投诉' leads to the form and keeps the linkId", async ({ page }) => {
  await page.goto("/complaint?linkId=partner-42");
  const main = page.getByRole("main");
  const calls = main.getByRole("link", { name: /我要投诉|立即投诉/ });
  await expect(calls).toHaveCount(2);
  for (const link of await calls.all()) {
    await expect(link).toHaveAttribute("href", "/complaint/create?linkId=partner-42");
  }

  await page.goto("/complaint");
  await expect(main.getByRole("link", { name: "我要投诉" })).toHaveAttribute("href", "/complaint/create");
});
