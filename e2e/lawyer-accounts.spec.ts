import { randomInt } from "node:crypto";
import { DEMO_PHONES } from "@tousu/db/seed";
import sharp from "sharp";
import { expect, login, test, userMenuButton } from "./fixtures";
import { lawyerLoginByScan } from "./lawyer-demo";

// Lawyer accounts (docs/decisions/049-lawyer-accounts.md): a consumer applies on the lawyer site,
// staff verify the licence in the console, and the lawyer login then lets the applicant in.

test("a consumer applies on the lawyer site, staff verify, and the lawyer login lets them in", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const licenseNo = `13301201510${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;

  await page.goto("/");
  await login(page);
  await page.goto("/lawyer-site/apply");
  await page.getByLabel(/认证姓名/).fill("林晓雯");
  await page.getByLabel(/认证身份证号/).fill("11010519491231002X");
  await page.getByRole("button", { name: "提交实名认证" }).click();

  await page.getByLabel(/执业证号/).fill(licenseNo);
  await page.getByLabel(/执业机构/).fill("杭州澄衡律师事务所");
  await page.getByLabel(/执业城市/).fill("杭州");
  await page.getByLabel(/首次执业年份/).fill("2015");
  await page.getByText("消费维权", { exact: true }).click();
  await page.getByText("电子商务", { exact: true }).click();
  const photo = await sharp({ create: { width: 640, height: 420, channels: 3, background: "#c8b27a" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(/执业证照片/)
    .setInputFiles({ name: "licence.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("img", { name: "licence.jpg" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: /licence\.jpg/ })).toHaveCount(0);
  await page
    .getByLabel(/个人简介/)
    .fill("执业十年，专注消费者权益保护与电子商务纠纷，熟悉平台规则与诉讼程序。");
  await page.getByRole("button", { name: "提交入驻申请" }).click();
  await expect(page).toHaveURL(/\/lawyer-site\/application$/);
  await expect(page.getByRole("status").filter({ hasText: "审核中" })).toBeVisible();

  const staff = await browser.newContext();
  const console = await staff.newPage();
  await console.goto("/");
  await login(console, DEMO_PHONES.admin);
  await console.goto("/admin/lawyers");
  const row = console.getByRole("row").filter({ hasText: licenseNo });
  await row.getByRole("button", { name: /查\s*看/ }).click();
  const drawer = console.getByRole("dialog", { name: "律师执业信息核验" });
  await expect(drawer.getByText("全国律师诚信信息公示平台", { exact: false })).toBeVisible();
  await expect(drawer.getByText("林晓雯")).toBeVisible();
  await drawer.getByRole("button", { name: "核验通过" }).click();
  await console.getByRole("button", { name: /确\s*定|OK/ }).click();
  await expect(drawer.getByText("已核验")).toBeVisible();
  await staff.close();

  const applicant = await browser.newContext();
  const computer = await applicant.newPage();
  await lawyerLoginByScan(computer, page);
  await expect(userMenuButton(computer)).toBeVisible();
  expect(
    await computer.evaluate(() => JSON.parse(localStorage.getItem("tousu-user") ?? "{}").state?.is_lawyer),
  ).toBe(true);
  await computer.goto("/lawyer-site/application");
  await expect(computer.getByRole("status").filter({ hasText: "已核验执业信息" })).toBeVisible();
  await applicant.close();
});
