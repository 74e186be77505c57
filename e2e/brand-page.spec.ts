import type { BrandSummary } from "@tousu/contracts";
import { expect, test } from "./fixtures";

test("[BRAND] a brand's page leads to all its complaints and to a complaint form with the brand chosen", async ({
  page,
  request,
}) => {
  const [brand] = (await (await request.get("/api/brand/hotList?limit=1")).json()).data as BrandSummary[];
  if (!brand) throw new Error("the seed has no brand");
  await page.goto(`/brands/${brand.id}`);

  const latest = page.getByRole("region", { name: "最新投诉" });
  const all = latest.getByRole("link", { name: `查看全部${brand.complaint_count}条投诉` });
  await expect(all).toHaveCount(2);
  await all.last().click();
  await expect(page).toHaveURL(`/tousu?brand_id=${brand.id}`);
  // The list (numbered pages when there are more than one) holds every one of them.
  await expect(page.getByText(`共 ${brand.complaint_count} 条`)).toBeVisible();

  await page.goto(`/brands/${brand.id}`);
  await page.getByRole("link", { name: "投诉该品牌" }).click();
  await expect(page).toHaveURL(/\/complaint\/create/);
  await expect(page.getByText("已选择的投诉品牌")).toBeVisible();
  await expect(page.getByText(brand.name, { exact: true })).toBeVisible();
  // Chosen once: the address drops the brand, so a brand picked later is not undone by coming back.
  await expect(page).toHaveURL("/complaint/create");
});
