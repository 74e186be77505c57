import { type BrowserContext, devices, type Page } from "@playwright/test";
import sharp from "sharp";
import { fillAttributes, STORY } from "./complaint-form";
import { expect, randomPhone, requestSmsCode, test } from "./fixtures";
import { query } from "./lifecycle-actors";
import { MOBILE_ORIGIN } from "./mobile-site";

// The mobile H5 site in a real browser, as a phone meets it (decisions 078, 080–083): one journey
// each for a phone's browser, WeChat's browser, and the choice between the two sites. Each rule's
// variants are integration tests (apps/server/src/h5-*.int.test.ts, mobile-redirect.int.test.ts).
//
// The browser reaches the mobile site at its own host, as in production (e2e/mobile-site.ts). The PC
// site is SITE_ORIGIN's default, http://localhost:{port}.

const PORT = new URL(process.env.E2E_BASE_URL ?? "").port;
const PC_ORIGIN = `http://localhost:${PORT}`;

// Playwright's iPhone is WebKit by default; these specs run in the project's Chromium with its flags,
// with the iPhone's viewport, pixel ratio, touch and Safari's user agent.
const { defaultBrowserType: _webkit, ...IPHONE } = devices["iPhone 13"];
const WECHAT_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN";
const BAIDUSPIDER = "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)";

test.use(IPHONE);

/** A public complaint of the seed, open to likes and comments. */
async function seededComplaint(offset: number): Promise<{ id: number; title: string }> {
  const [row] = await query<{ id: string; title: string }>(
    "select id, title from complaints where status = 'dispatched' and is_hidden = false order by id desc offset $1 limit 1",
    [offset],
  );
  return { id: Number(row!.id), title: row!.title };
}

/** Opens the PC address `path` and expects the server's 302 to `mobileUrl`, where the page now is. */
async function expectSentToMobile(page: Page, path: string, mobileUrl: string): Promise<void> {
  const response = await page.goto(`${PC_ORIGIN}${path}`);
  const first = response?.request().redirectedFrom();
  expect(first?.url()).toBe(`${PC_ORIGIN}${path}`);
  expect((await first?.response())?.status()).toBe(302);
  expect(page.url()).toBe(mobileUrl);
}

const complaintPath = (id: number) => `/pages/complaint/details?id=${id}`;
const complaintPage = (id: number) => MOBILE_ORIGIN + complaintPath(id);

/** Two small, different photos, as a phone's album hands them over. */
async function photos() {
  const photo = (red: number) =>
    sharp({ create: { width: 480, height: 360, channels: 3, background: { r: red, g: 140, b: 90 } } })
      .jpeg({ quality: 80 })
      .toBuffer();
  return [
    { name: "receipt.jpg", mimeType: "image/jpeg", buffer: await photo(220) },
    { name: "parcel.jpg", mimeType: "image/jpeg", buffer: await photo(60) },
  ];
}

test("[H5] a phone follows a shared complaint link to the H5 page, logs in by SMS to like and comment, files a complaint with two photos and finds it in 我的投诉", async ({
  page,
}) => {
  const complaint = await seededComplaint(3);
  await expectSentToMobile(page, `/tousu/${complaint.id}`, complaintPage(complaint.id));
  await expect(page.getByRole("heading", { name: complaint.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "投诉进度" })).toBeVisible();

  // A visitor's 我也遇到 is the way to the login page, which comes back here.
  await page.getByRole("link", { name: /^我也遇到/ }).click();
  await expect(page).toHaveURL(
    `${MOBILE_ORIGIN}/pages/login?redirect=${encodeURIComponent(complaintPath(complaint.id))}`,
  );
  const form = page.getByRole("main");
  const phone = randomPhone();
  await form.getByLabel("手机号").fill(phone);
  await form.getByLabel("验证码", { exact: true }).fill(await requestSmsCode(form, phone, "login"));
  await form.getByLabel("我已阅读并同意《用户协议》《隐私政策》").check();
  await form.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(complaintPage(complaint.id));

  await page.getByRole("button", { name: /^我也遇到/ }).click();
  await expect(page.getByRole("button", { name: /^已表示遇到/ })).toHaveAttribute("aria-pressed", "true");
  // Base 36, so the text has no run of digits the site would mask as a phone number.
  const comment = `我也在这家买过，客服同样推诿。${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: "评论内容" }).fill(comment);
  await page.getByRole("button", { name: "发表评论" }).click();
  await expect(page.getByRole("status").filter({ hasText: "评论已提交" })).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();

  // Filing from the tab bar: step one, then step two with two photos from the album.
  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "我要投诉" }).click();
  await expect(page).toHaveURL(`${MOBILE_ORIGIN}/complaint/create`);
  await page.getByRole("searchbox", { name: "投诉品牌" }).fill("ysyx");
  await page.getByRole("list", { name: "搜索到的品牌" }).getByRole("button", { name: "云杉优选" }).click();
  await page.getByRole("combobox", { name: "投诉类型" }).selectOption({ index: 1 });
  const subtype = page.getByRole("combobox", { name: "投诉子类型" });
  await expect(subtype).toBeEnabled();
  await subtype.selectOption({ index: 1 });
  // The choices are chips: a tap on the label ticks the visually hidden checkbox inside it.
  for (const group of [/^投诉问题/, /^投诉诉求/]) {
    const choice = page.getByRole("group", { name: group }).locator("label").first();
    await choice.tap();
    await expect(choice.getByRole("checkbox")).toBeChecked();
  }
  await page.getByRole("spinbutton", { name: "涉及金额（元）" }).fill("1299");
  await page.getByRole("button", { name: "下一步" }).click();
  await expect(page).toHaveURL(`${MOBILE_ORIGIN}/complaint/create/two`);

  const title = `空气净化器异响，客服推诿不退货 ${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: "投诉标题" }).fill(title);
  await page.getByRole("textbox", { name: "投诉内容" }).fill(STORY);
  await page.getByLabel("从相册选择").setInputFiles(await photos());
  await expect(page.getByRole("img", { name: /^凭证图片\d$/ })).toHaveCount(2, { timeout: 30_000 });
  await fillAttributes(page);
  await page.getByRole("textbox", { name: "真实姓名" }).fill("林晓岚");
  await page.getByRole("button", { name: "提交投诉" }).click();
  await expect(page).toHaveURL(new RegExp(`^${MOBILE_ORIGIN}/complaint/accelerate/\\d+$`), {
    timeout: 20_000,
  });
  const filedId = Number(page.url().split("/").at(-1));

  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "我的" }).click();
  await page
    .getByRole("link", { name: /我的投诉/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${MOBILE_ORIGIN}/user/complaint`);
  await expect(page.getByText(title)).toBeVisible();
  const [filed] = await query<{ images: number }>(
    "select count(*)::int as images from complaint_images where complaint_id = $1",
    [filedId],
  );
  expect(filed?.images).toBe(2);
});

/**
 * WeChat's JS-SDK as the page meets it inside WeChat: this machine reaches no WeChat server, so the
 * script's address answers a stand-in that keeps what the page configured and shared, for the test
 * to read (`window.__wechatSdk`).
 */
async function standInForWechatSdk(context: BrowserContext): Promise<void> {
  await context.route("https://res.wx.qq.com/open/js/jweixin-1.6.0.js", (route) =>
    route.fulfill({
      contentType: "application/javascript",
      body: `window.__wechatSdk = { config: null, appMessage: null, timeline: null };
window.wx = {
  config(options) { window.__wechatSdk.config = options; },
  ready(callback) { setTimeout(callback, 0); },
  updateAppMessageShareData(data) { window.__wechatSdk.appMessage = data; },
  updateTimelineShareData(data) { window.__wechatSdk.timeline = data; },
};`,
    }),
  );
}

/**
 * The page is at `address` whatever its fragment: WeChat's authorisation address ends in
 * `#wechat_redirect`, which the browser carries through the 302s that follow it, as browsers do.
 */
const at = (address: string) => (url: URL) => url.href.split("#")[0] === address;

test.describe("inside WeChat's browser", () => {
  test.use({ userAgent: WECHAT_ON_IPHONE });

  test("[H5][WECHAT] a shared link opens the H5 page with its share card; the like logs in through WeChat, asks for the profile, binds a phone at the 402 and counts", async ({
    page,
    context,
  }) => {
    const complaint = await seededComplaint(4);
    // The person WeChat's authorisation speaks for: new to the site.
    const openid = `o-e2e-h5-${crypto.randomUUID()}`;
    const answered = await fetch(`${process.env.E2E_FAKE_WECHAT_ORIGIN}/__fake/web_user`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        openid,
        nickname: "微信用户小林",
        headimgurl: "https://thirdwx.qlogo.cn/mmopen/e2e/132",
      }),
    });
    expect(answered.ok).toBe(true);
    await standInForWechatSdk(context);
    const scopes: (string | null)[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === process.env.E2E_FAKE_WECHAT_ORIGIN && url.pathname === "/connect/oauth2/authorize")
        scopes.push(url.searchParams.get("scope"));
    });

    const signing = page.waitForResponse((response) =>
      response.url().startsWith(`${MOBILE_ORIGIN}/pages/wechat/jssdk-config?`),
    );
    await expectSentToMobile(page, `/tousu/${complaint.id}`, complaintPage(complaint.id));
    await expect(page.getByRole("heading", { name: complaint.title })).toBeVisible();

    // The share card: the page's own address signed (on iOS WeChat checks the entry address), then
    // the card's title, description and picture from the page.
    const signature = await signing;
    expect(signature.status()).toBe(200);
    expect(new URL(signature.url()).searchParams.get("url")).toBe(complaintPage(complaint.id));
    const signed = (await signature.json()) as Record<string, unknown>;
    expect(signed).toMatchObject({
      appId: process.env.WECHAT_OFFICIAL_ACCOUNT_APP_ID,
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
      nonceStr: expect.any(String),
      timestamp: expect.any(Number),
    });
    const shareCard = () =>
      page.evaluate(() => (window as unknown as { __wechatSdk?: Record<string, unknown> }).__wechatSdk);
    await expect.poll(async () => (await shareCard())?.timeline ?? null).not.toBeNull();
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    const card = {
      title: await page.title(),
      link: complaintPage(complaint.id),
      imgUrl: `${MOBILE_ORIGIN}/images/share-card.png`,
    };
    expect(await shareCard()).toEqual({
      config: {
        ...signed,
        debug: false,
        jsApiList: ["updateAppMessageShareData", "updateTimelineShareData"],
      },
      appMessage: { ...card, desc: description },
      timeline: card,
    });
    expect(card.title).toContain(complaint.title);
    // The card's picture is served (fetched by the page: only the browser resolves *.localhost).
    const pictureType = await page.evaluate(
      async (url) => (await fetch(url)).headers.get("content-type"),
      card.imgUrl,
    );
    expect(pictureType).toBe("image/png");

    // A visitor's 我也遇到 leads to the login page, where WeChat's own login is offered.
    await page.getByRole("link", { name: /^我也遇到/ }).click();
    await page.getByRole("link", { name: "微信登录" }).click();
    // snsapi_base knew no one: our question, then (yes) WeChat's snsapi_userinfo round.
    await expect(page).toHaveURL(at(`${MOBILE_ORIGIN}/pages/login/wechat/consent`));
    await page.getByRole("button", { name: "使用微信头像和昵称" }).click();
    await expect(page).toHaveURL(at(complaintPage(complaint.id)));
    expect(scopes).toEqual(["snsapi_base", "snsapi_userinfo"]);

    // A WeChat account has no phone: its first write answers 402 and the bind page follows.
    await page.getByRole("button", { name: /^我也遇到/ }).click();
    await expect(page).toHaveURL(/\/pages\/login\/bind\?redirect=/);
    const form = page.getByRole("main");
    const phone = randomPhone();
    await form.getByLabel("手机号").fill(phone);
    await form.getByLabel("验证码", { exact: true }).fill(await requestSmsCode(form, phone, "bind"));
    await form.getByRole("button", { name: "绑定并登录" }).click();
    await expect(page).toHaveURL(at(complaintPage(complaint.id)));
    await page.getByRole("button", { name: /^我也遇到/ }).click();
    await expect(page.getByRole("button", { name: /^已表示遇到/ })).toHaveAttribute("aria-pressed", "true");

    // The account is the WeChat person's, with their nickname, now with the phone.
    const [account] = await query<{ nickname: string; has_phone: boolean }>(
      `select u.nickname, u.phone_hash is not null as has_phone
         from users u join user_wechat_identities w on w.user_id = u.id where w.openid = $1`,
      [openid],
    );
    expect(account).toEqual({ nickname: "微信用户小林", has_phone: true });
  });
});

test("[H5] tablets and crawlers stay on the PC page; a phone's 电脑版 keeps it on the PC site until its 手机版", async ({
  page,
  browser,
}) => {
  const complaint = await seededComplaint(5);
  const pcPage = `${PC_ORIGIN}/tousu/${complaint.id}`;
  const { defaultBrowserType: _tabletWebkit, ...tablet } = devices["iPad (gen 7)"];
  for (const device of [tablet, { userAgent: BAIDUSPIDER }]) {
    const other = await browser.newContext(device);
    const response = await (await other.newPage()).goto(pcPage);
    expect(response?.request().redirectedFrom(), device.userAgent).toBeNull();
    expect(response?.status(), device.userAgent).toBe(200);
    await other.close();
  }

  await expectSentToMobile(page, `/tousu/${complaint.id}`, complaintPage(complaint.id));
  await page.getByRole("link", { name: "电脑版" }).click();
  await expect(page).toHaveURL(pcPage);
  await expect(page.getByRole("heading", { name: complaint.title })).toBeVisible();
  // The choice holds for the next PC page the H5 site also has.
  const next = await page.goto(`${PC_ORIGIN}/tousu`);
  expect(next?.request().redirectedFrom()).toBeNull();
  await page.getByRole("contentinfo").getByRole("link", { name: "手机版" }).click();
  await expect(page).toHaveURL(`${MOBILE_ORIGIN}/tousu`);
  // And is undone: the complaint's PC address sends the phone to the H5 page again.
  await expectSentToMobile(page, `/tousu/${complaint.id}`, complaintPage(complaint.id));
});
