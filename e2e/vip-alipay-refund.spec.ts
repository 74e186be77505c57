import { seriousViolations } from "./axe";
import { expect, login, test } from "./fixtures";
import { financePage } from "./lifecycle-actors";

// A member pays for a month on Alipay's page through the local Alipay sandbox (the page pay leaves the
// site and comes back to the site's own address, SITE_ORIGIN, localhost outside production, so the
// buyer browses there from the start and keeps one login); finance staff find the order in the console
// and refund it in full; the refund job takes it to the sandbox (Alipay refunds when it answers), and
// the member's membership ends then rather than a month on (decision 091).
test("[VIP][PAY] a member pays on Alipay's page; finance staff refund it in the console and the membership ends early", async ({
  page,
  browser,
}) => {
  const siteOrigin = new URL(String(process.env.E2E_BASE_URL));
  siteOrigin.hostname = "localhost";
  await page.goto(new URL("/vip", siteOrigin).href);
  await login(page);
  await page.getByRole("radio", { name: /月度会员/ }).check();
  await page.getByRole("radio", { name: "支付宝" }).check();
  await page.getByRole("button", { name: /开通月度会员/ }).click();
  await expect(page).toHaveURL(/\/pay-sandbox\/alipay\//);
  await expect(page.getByText("19.90")).toBeVisible();
  await page.getByRole("button", { name: "确认支付" }).click();
  await expect(page).toHaveURL(/\/vip\/success\?order_no=V\d{17}/);
  await expect(page.getByRole("heading", { name: "会员已开通" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("月度会员有效期至");
  const orderNo = String(new URL(page.url()).searchParams.get("order_no"));

  const finance = await financePage(browser);
  await finance.getByRole("menuitem", { name: /会员订单/ }).click();
  const search = finance.getByRole("searchbox", { name: "订单号" });
  await search.fill(orderNo);
  await search.press("Enter");
  await finance.getByRole("link", { name: orderNo }).click();
  await expect(finance.getByText("¥19.90").first()).toBeVisible();
  // Ant Design spaces out two-character button labels ("退 款").
  await finance.getByRole("button", { name: /^退\s*款$/ }).click();
  const dialog = finance.getByRole("dialog", { name: /退\s*款/ });
  await expect(dialog.getByRole("radio", { name: "全额退款（¥19.90）" })).toBeChecked();
  await dialog.getByLabel("退款原因").fill("会员未使用，协商全额退款");
  const refunded = finance.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith(`/${orderNo}/refunds`),
  );
  await dialog.getByRole("button", { name: "确认退款" }).click();
  expect((await (await refunded).json()).code).toBe(200);
  await expect(finance.getByRole("cell", { name: "会员未使用，协商全额退款" })).toBeVisible();

  // The server runs due jobs when asked (no timer in end-to-end runs); nothing moves the clock.
  const ran = await finance.request.post("/api/testing/clock", { data: { days: 0 } });
  expect((await ran.json()).code).toBe(200);
  await finance.reload();
  await expect(finance.getByText("退款成功", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(finance.getByText("已退款", { exact: true }).first()).toBeVisible();
  // The order's page is reached only with an order, so it is scanned here rather than with the console's pages.
  expect.soft(await seriousViolations(finance), "the console's order page").toEqual([]);

  // The member sees no membership any more: the whole month was taken back.
  await page.goto(new URL("/vip", siteOrigin).href);
  await expect(page.getByRole("button", { name: /开通月度会员/ })).toBeVisible();
  await expect(page.getByText(/你的月度会员有效期至/)).toHaveCount(0);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "web-token")?.value;
  const user = await page.request.get(new URL("/api/user", siteOrigin).href, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await user.json()).data.vip).toBeNull();
});
