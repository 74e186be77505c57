import { expect, login, test } from "./fixtures";

// Buying a membership on the PC site through the local WeChat Pay sandbox: the code drawn on the page,
// paid on the sandbox's payer page, the membership granted by the signed notification (or the order
// query), never by the page; the order's page then shows what the server knows.
test("[VIP][PAY] a member buys a plan with WeChat Pay's code and the order page follows it to paid", async ({
  page,
  context,
}) => {
  await page.goto("/vip");
  await expect(page.getByRole("heading", { name: "会员不改变什么" })).toBeVisible();
  await login(page);

  await page.getByRole("radio", { name: /季度会员/ }).check();
  await page.getByRole("radio", { name: "微信支付（扫码）" }).check();
  await page.getByRole("button", { name: /开通季度会员/ }).click();
  await expect(page.getByRole("img", { name: "微信支付二维码" })).toBeVisible();

  // The sandbox's code is an address this browser can open: the payer's page, a plain form.
  const [payer] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: "在本机打开支付页（本地支付沙箱）" }).click(),
  ]);
  await expect(payer.getByText("¥49.90")).toBeVisible();
  await payer.getByRole("button", { name: "确认支付" }).click();
  await payer.close();

  await expect(page).toHaveURL(/\/vip\/success\?order_no=V\d{17}/);
  await expect(page.getByRole("heading", { name: "会员已开通" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("季度会员有效期至");

  await page.goto("/vip");
  await expect(page.getByRole("status")).toContainText(/你的季度会员有效期至/);
});
