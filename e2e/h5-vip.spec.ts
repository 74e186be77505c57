import { expect, randomPhone, requestSmsCode, test } from "./fixtures";
import { MOBILE_ORIGIN } from "./mobile-site";

// Buying a membership inside WeChat on the H5 site: logged in with WeChat (the WeChat fake speaks for
// the person), paid through WeChat's own payment sheet (JSAPI) against the local WeChat Pay sandbox,
// granted by the sandbox's signed notification, never by the page; the user centre then shows it.

const WECHAT_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN";

test.use({
  userAgent: WECHAT_ON_IPHONE,
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
});

/** The page is at `address` whatever its fragment (WeChat's authorisation carries `#wechat_redirect`). */
const at = (address: string) => (url: URL) => url.href.split("#")[0] === address;

test("[H5][VIP][PAY] inside WeChat a member logs in with WeChat, pays with WeChat's sheet, and the user centre shows the membership", async ({
  page,
  context,
  request,
}) => {
  const answered = await fetch(`${process.env.E2E_FAKE_WECHAT_ORIGIN}/__fake/web_user`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ openid: `o-e2e-vip-${crypto.randomUUID()}`, nickname: "微信用户小周" }),
  });
  expect(answered.ok).toBe(true);
  // No WeChat server is reached: the JS-SDK's script is a stand-in, and WeChat's bridge keeps the
  // payment sheet's request for the test, which pays it on the sandbox's payer page, then answers it.
  await context.route("https://res.wx.qq.com/open/js/jweixin-1.6.0.js", (route) =>
    route.fulfill({
      contentType: "application/javascript",
      body: "window.wx = { config() {}, ready() {}, updateAppMessageShareData() {}, updateTimelineShareData() {} };",
    }),
  );
  await page.addInitScript(() => {
    const sheet = window as unknown as Record<string, unknown>;
    sheet.WeixinJSBridge = {
      invoke(_name: string, params: unknown, done: (result: { err_msg: string }) => void) {
        sheet.__paySheet = { params, done };
      },
    };
  });

  const vipPage = `${MOBILE_ORIGIN}/pages/vip/index`;
  await page.goto(vipPage);
  await expect(page.getByRole("heading", { name: "会员不改变什么" })).toBeVisible();
  // Inside WeChat only WeChat's own sheet is offered.
  await expect(page.getByRole("radio", { name: "微信支付" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "支付宝" })).toHaveCount(0);

  // A visitor's order leads to the login page; WeChat's login knows no one yet and asks once.
  await page.getByRole("button", { name: "立即开通" }).click();
  await page.getByRole("link", { name: "微信登录" }).click();
  await expect(page).toHaveURL(at(`${MOBILE_ORIGIN}/pages/login/wechat/consent`));
  await page.getByRole("button", { name: "使用微信头像和昵称" }).click();
  await expect(page).toHaveURL(at(vipPage));

  // A WeChat account has no phone: its first order answers 402 and binds one.
  await page.getByRole("radio", { name: /季度会员/ }).check();
  await page.getByRole("button", { name: "立即开通" }).click();
  await expect(page).toHaveURL(/\/pages\/login\/bind\?redirect=/);
  const form = page.getByRole("main");
  const phone = randomPhone();
  await form.getByLabel("手机号").fill(phone);
  await form.getByLabel("验证码", { exact: true }).fill(await requestSmsCode(form, phone, "bind"));
  await form.getByRole("button", { name: "绑定并登录" }).click();
  await expect(page).toHaveURL(at(vipPage));

  await page.getByRole("radio", { name: /季度会员/ }).check();
  await page.getByRole("button", { name: "立即开通" }).click();
  const prepayOf = () =>
    page.evaluate(
      () =>
        (window as unknown as { __paySheet?: { params: { package: string } } }).__paySheet?.params.package,
    );
  await expect.poll(prepayOf).toMatch(/^prepay_id=/);
  const prepay = String(await prepayOf());
  const paid = await request.post(`/pay-sandbox/wechat/pay/${prepay.replace("prepay_id=", "")}`, {
    form: { decision: "confirm" },
  });
  expect(paid.ok()).toBe(true);
  await page.evaluate(() =>
    (window as unknown as { __paySheet: { done(result: { err_msg: string }): void } }).__paySheet.done({
      err_msg: "get_brand_wcpay_request:ok",
    }),
  );

  await expect(page).toHaveURL(/\/pages\/vip\/success\?order_no=V\d{17}/);
  await expect(page.getByRole("heading", { name: "会员已开通" })).toBeVisible();

  await page.goto(`${MOBILE_ORIGIN}/user`);
  await expect(page.getByRole("link", { name: /诉达会员\s?至 \d{4}年\d{1,2}月\d{1,2}日/ })).toBeVisible();
  await page.getByRole("link", { name: "我的会员" }).click();
  await expect(page).toHaveURL(`${MOBILE_ORIGIN}/user/vip`);
  await expect(page.getByText(/^季度会员，有效期至 \d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/)).toBeVisible();
  const order = page.getByRole("listitem").filter({ hasText: "季度会员" });
  await expect(order).toContainText("¥49.90");
  await expect(order).toContainText("已支付");
  await expect(order).toContainText("微信支付");
});
