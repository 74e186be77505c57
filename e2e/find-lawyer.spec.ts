import { seriousViolations } from "./axe";
import { fileComplaint } from "./complaint-form";
import { expect, test } from "./fixtures";
import { DEMO_LAWYER_CITY, demoLawyer } from "./lawyer-demo";
import { approveInConsole, moderatorPage, query } from "./lifecycle-actors";

// Finding a lawyer and entrusting a complaint (docs/decisions/050): the consumer's whole road, from
// /law to a request they then withdraw on the accelerate page.

test("a consumer finds a lawyer on /law, entrusts their complaint, sees it on the accelerate page and withdraws it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const lawyer = await demoLawyer();
  // A consumer of their own (filing logs them in) with a complaint a moderator published.
  const title = `会员卡余额无法退还${Date.now() % 100_000}`;
  const { id: complaintId } = await fileComplaint(page, title);
  await approveInConsole(await moderatorPage(browser), title);

  await page.goto("/law");

  await page.getByLabel("城市").selectOption(DEMO_LAWYER_CITY);
  await page.getByRole("button", { name: "找律师" }).click();
  await expect(page).toHaveURL(/city=/);
  await page.getByRole("link", { name: new RegExp(`查看.*（${lawyer.lawFirm}）并委托`) }).click();

  await expect(page).toHaveURL(new RegExp(`/law/lawyer/${lawyer.id}$`));
  await expect(page.getByText(/已核验执业信息 · \d{4}年/)).toBeVisible();
  await page.getByRole("link", { name: `委托律师处理：${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/law/entrust/${complaintId}\\?lawyer=${lawyer.id}$`));

  await expect(page.getByRole("heading", { name: "确认委托" })).toBeVisible();
  await expect(page.getByRole("radio", { name: new RegExp(lawyer.lawFirm) })).toBeChecked();
  // Only the author sees this page: it is scanned here, at a desk and on a phone.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    expect.soft(await seriousViolations(page), `the entrust page at ${viewport.width} px`).toEqual([]);
  }
  await page.getByRole("button", { name: "提交委托" }).click();
  await expect(page.getByText("请确认同意向该律师提供投诉内容、证据和身份信息")).toBeVisible();
  await page.getByRole("checkbox", { name: /提供这条投诉的内容、证据和我的身份信息/ }).check();
  await page.getByRole("button", { name: "提交委托" }).click();
  await expect(page.getByRole("heading", { name: "当前委托" })).toBeVisible();
  await expect(page.getByText("等待律师答复")).toBeVisible();

  await page.goto(`/complaint/accelerate/${complaintId}`);
  const tile = page.getByRole("region", { name: "加速处理" });
  await expect(tile.getByText("等待律师答复")).toBeVisible();
  await tile.getByRole("button", { name: "撤回委托" }).click();
  await expect(tile.getByRole("link", { name: "委托律师", exact: true })).toBeVisible();
  const rows = await query<{ status: string }>(
    "select status from entrustments where complaint_id = $1 and lawyer_id = $2",
    [complaintId, lawyer.id],
  );
  expect(rows).toEqual([{ status: "withdrawn" }]);
});
