import { randomInt } from "node:crypto";
import { expect, login, test, userMenuButton } from "./fixtures";
import { applyOnLawyerSite, lawyerLoginByScan, verifyInConsole } from "./lawyer-site";

// Lawyer accounts (docs/decisions/049-lawyer-accounts.md): a consumer applies on the lawyer site,
// staff verify the licence in the console, and the lawyer login then lets the applicant in.

test("[LAWYER][ACCOUNT] a consumer applies on the lawyer site, staff verify, and the lawyer login lets them in", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const application = {
    realName: "林晓雯",
    licenseNo: `13301201510${String(randomInt(0, 1_000_000)).padStart(6, "0")}`,
    lawFirm: "杭州澄衡律师事务所",
    city: "杭州市",
  };

  await page.goto("/");
  await login(page);
  await applyOnLawyerSite(page, application);
  await verifyInConsole(browser, application);

  const applicant = await browser.newContext();
  const computer = await applicant.newPage();
  await computer.goto("/");
  await lawyerLoginByScan(
    computer,
    page,
    computer.getByRole("banner").getByRole("button", { name: "律师登录" }),
  );
  await expect(userMenuButton(computer)).toBeVisible();
  expect(
    await computer.evaluate(() => JSON.parse(localStorage.getItem("tousu-user") ?? "{}").state?.is_lawyer),
  ).toBe(true);
  await computer.goto("/lawyer-site/application");
  await expect(computer.getByRole("status").filter({ hasText: "已核验执业信息" })).toBeVisible();
  await applicant.close();
});
