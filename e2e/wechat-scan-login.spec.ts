import jsQR from "jsqr";
import { PNG } from "pngjs";
import { expect, loginDialog, randomPhone, requestSmsCode, test, userMenuButton } from "./fixtures";

// Scan login through the WeChat official account (docs/decisions/059-scan-login-confirmed-on-the-phone.md):
// the end-to-end server's official account is the WeChat fake, which plays the phone's scan.

test("[AUTH][WECHAT-SCAN] a scan in WeChat, confirmed on the page its reply links to, logs the computer into a new account, which reads freely, binds a phone at its first comment and comments", async ({
  page,
  browser,
}) => {
  // Each code the dialog is given, by ticket.
  const wechatCodes = new Map<string, string>();
  page.on("response", async (response) => {
    if (!response.url().endsWith("/api/auth/get_qrcode")) return;
    const { data } = (await response.json()) as { data: { ticket: string; wechat_url?: string } };
    if (data.wechat_url) wechatCodes.set(data.ticket, data.wechat_url);
  });

  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "登录 / 注册" }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole("tab", { name: "扫码登录" }).click();
  await expect(dialog.getByText("请使用微信扫码登录")).toBeVisible();
  // The dialog shows the one code it asked for (its stream says when to poll, decision 101).
  await expect.poll(() => wechatCodes.size).toBe(1);
  const [ticket] = [...wechatCodes.keys()] as [string];
  const codeUrl = wechatCodes.get(ticket)!;

  // The dialog shows WeChat's code of that ticket, as a camera reads it; the switch shows ours and back.
  const shown = async () => {
    const picture = PNG.sync.read(await dialog.getByRole("img", { name: "扫码登录二维码" }).screenshot());
    return jsQR(new Uint8ClampedArray(picture.data), picture.width, picture.height)?.data;
  };
  expect(await shown()).toBe(codeUrl);
  await dialog.getByRole("button", { name: "没有微信？用手机浏览器扫码" }).click();
  await expect(dialog.getByText("请使用手机浏览器或相机扫码登录")).toBeVisible();
  expect(await shown()).toMatch(new RegExp(`/auth/scan/${ticket}$`));
  await dialog.getByRole("button", { name: "用微信扫码" }).click();
  expect(await shown()).toBe(codeUrl);

  const scanned = await fetch(`${process.env.E2E_FAKE_WECHAT_ORIGIN}/__fake/scan`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code_url: codeUrl, openid: `o-e2e-${crypto.randomUUID()}`, event: "subscribe" }),
  });
  const reply = (await scanned.json()) as { status: number; body: string };
  expect(reply.status).toBe(200);
  expect(reply.body).toContain("电脑端正在请求登录诉达");

  // The scan alone logs no one in (decision 059): the follower confirms on the page the reply links
  // to, opened in WeChat's browser, which has no session of ours.
  await expect(dialog.getByText("已扫码，请在手机上确认")).toBeVisible();
  const confirmLink = /<a href="([^"]+)">/.exec(reply.body)?.[1];
  expect(confirmLink).toContain(`/auth/scan/${ticket}#wechat_pass=`);
  const wechatBrowser = await browser.newPage();
  await wechatBrowser.goto(confirmLink!);
  await expect(wechatBrowser.getByRole("heading", { name: "确认登录电脑端" })).toBeVisible();
  await wechatBrowser.getByRole("button", { name: "确认登录" }).click();
  await expect(wechatBrowser.getByRole("heading", { name: "已确认登录" })).toBeVisible();
  await wechatBrowser.close();

  await expect(dialog).toBeHidden();
  await userMenuButton(page).click();
  await expect(page.getByText("未绑定手机")).toBeVisible();

  // The account reads like anyone; its first comment asks for a phone (402), and once one is bound
  // the comment goes out as the same account.
  await page.goto("/article");
  await page
    .getByRole("region", { name: "最新文章" })
    .getByRole("article")
    .first()
    .getByRole("heading")
    .getByRole("link")
    .click();
  const comments = page.getByRole("region", { name: /^评论/ });
  await comments.getByRole("button", { name: /说说你的看法/ }).click();
  const text = `扫码登录后的第一条评论，先绑定了手机号。${Date.now()}`;
  await comments.getByLabel("发表评论").fill(text);
  await comments.getByRole("button", { name: "发表评论" }).click();
  const bind = page.getByRole("dialog", { name: "绑定手机号" });
  await expect(bind).toBeVisible();
  const phone = randomPhone();
  await bind.getByLabel("手机号").fill(phone);
  await bind.getByLabel("验证码", { exact: true }).fill(await requestSmsCode(bind, phone, "bind"));
  await bind.getByRole("button", { name: "绑定并登录" }).click();
  await expect(bind).toBeHidden();
  await comments.getByRole("button", { name: "发表评论" }).click();
  await expect(comments.getByText(text)).toBeVisible();
});
