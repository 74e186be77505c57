import { seriousViolations } from "./axe";
import { fileComplaint } from "./complaint-form";
import { expect, test } from "./fixtures";
import { DEMO_LAWYER_CITY, demoLawyer } from "./lawyer-demo";
import { openEntrustFromLaw, submitEntrustment } from "./lawyer-site";
import { approveInConsole, moderatorPage, query } from "./lifecycle-actors";

// Finding a lawyer and entrusting a complaint (docs/decisions/050): the consumer's whole road, from
// /law to a request they then withdraw on the accelerate page.

test("[LAWYER][ENTRUST] a consumer finds a lawyer on /law, entrusts their complaint, sees it on the accelerate page and withdraws it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const lawyer = await demoLawyer();
  // A consumer of their own (filing logs them in) with a complaint a moderator published.
  const title = `会员卡余额无法退还${Date.now() % 100_000}`;
  const { id: complaintId } = await fileComplaint(page, title);
  await approveInConsole(await moderatorPage(browser), title);

  await openEntrustFromLaw(page, { ...lawyer, city: DEMO_LAWYER_CITY }, { id: complaintId, title });
  // Only the author sees this page: it is scanned here, at a desk and on a phone.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    expect.soft(await seriousViolations(page), `the entrust page at ${viewport.width} px`).toEqual([]);
  }
  await submitEntrustment(page);

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
