import pg from "pg";
import sharp from "sharp";
import { fillAttributes, fillStepOne, STORY } from "./complaint-form";
import { expect, randomPhone, requestSmsCode, test } from "./fixtures";

/** Two different, real photos-to-be: the image host checks files by content, not by name. */
async function evidenceFiles() {
  // Noise keeps each JPEG around 100 KB, enough to watch its upload progress on a slow link.
  const photo = (red: number) =>
    sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: { r: red, g: 120, b: 90 },
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
  return [
    { name: "order-screenshot.jpg", mimeType: "image/jpeg", buffer: await photo(200) },
    { name: "broken-device.jpg", mimeType: "image/jpeg", buffer: await photo(40) },
  ];
}

test("[COMPLAINT][FILE] a new visitor files a complete complaint and lands on its accelerate page", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "我要投诉" }).click();
  await expect(page).toHaveURL(/\/complaint$/);
  // The landing page, not the home page it replaces, must be the one whose link is clicked.
  await expect(page.getByRole("heading", { name: "把问题说清楚，让商家认真回应" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "我要投诉" }).first().click();
  await expect(page).toHaveURL(/\/complaint\/create/);

  await fillStepOne(page);
  await page.getByRole("button", { name: "下一步" }).click();
  await expect(page).toHaveURL(/\/complaint\/create\/two/);

  await page.getByRole("textbox", { name: "投诉内容" }).fill(STORY);
  await page.getByRole("button", { name: "AI 生成标题" }).click();
  await expect(page.getByRole("textbox", { name: "投诉标题" })).toHaveValue(/云杉优选/);

  // A phone-like uplink, so the progress bars are there to be seen.
  const network = await page.context().newCDPSession(page);
  await network.send("Network.enable");
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  });
  await page.getByLabel(/凭证图片/).setInputFiles(await evidenceFiles());
  await expect(page.getByRole("progressbar").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^删除图片/ })).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await fillAttributes(page);
  await page.getByRole("textbox", { name: "真实姓名" }).fill("林晓岚");
  const phone = randomPhone();
  await page.getByRole("textbox", { name: "手机号" }).fill(phone);
  const code = await requestSmsCode(page.getByRole("main"), phone, "complaint");
  await page.getByRole("textbox", { name: "短信验证码" }).fill(code);
  await page.getByRole("button", { name: "提交投诉" }).click();

  await expect(page).toHaveURL(/\/complaint\/accelerate\/\d+$/, { timeout: 20_000 });
  await expect(page.getByText("待审核").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "加速处理" })).toBeVisible();
  // The submission logged the visitor in: the header now has the account menu.
  await expect(page.getByRole("banner").getByRole("button", { name: /^账户/ })).toBeVisible();

  // The author finds it through the API: decrypted (the browser sent it AES-encrypted) and sanitised.
  const id = Number(page.url().split("/").at(-1));
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "web-token")?.value;
  const detail = await page.request.get(`/api/v2/user/complaint/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = await detail.json();
  expect(data.status).toBe("pending_review");
  expect(data.content).toContain("使用两周后出现明显异响");
  expect(data.content).not.toMatch(/<script|alert\(/);
  expect(data.images).toHaveLength(2);
  expect(data.brand.name).toBe("云杉优选");
  expect(data.stream.map((entry: { action: string }) => entry.action)).toEqual(["created"]);

  // At rest, the phone exists only encrypted.
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select phone_cipher, real_name_cipher from complaints where id = $1",
      [id],
    );
    expect(rows[0].phone_cipher).toMatch(/^v1:/);
    expect(rows[0].phone_cipher).not.toContain(phone);
    expect(rows[0].real_name_cipher).not.toContain("林晓岚");
  } finally {
    await client.end();
  }
});

test("[COMPLAINT][DRAFT] the draft survives a reload and is cleared after leaving the form", async ({
  page,
}) => {
  await page.goto("/complaint/create");
  await fillStepOne(page);
  await page.reload();
  await expect(page.getByRole("group", { name: "投诉品牌" }).getByText("云杉优选")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "涉及金额" })).toHaveValue("1299");

  await page.getByRole("button", { name: "下一步" }).click();
  await page.getByRole("textbox", { name: "投诉内容" }).fill(STORY);
  await page.getByRole("link", { name: "上一步" }).click();
  await expect(page.getByRole("group", { name: "投诉品牌" }).getByText("云杉优选")).toBeVisible();

  const storedDraft = () => page.evaluate(() => localStorage.getItem("tousu-complaint-draft") ?? "");
  expect(await storedDraft()).toContain("云杉优选");
  // Any page outside /complaint/create clears the draft (docs/product/entities.md#complaint-draft) once it
  // has hydrated.
  await page.goto("/");
  await expect.poll(storedDraft).not.toContain("云杉优选");
  await page.goto("/complaint/create");
  await expect(page.getByRole("combobox", { name: "投诉品牌" })).toHaveValue("");
});

test("[COMPLAINT][BRAND] the brand box works from the keyboard and takes a brand we do not list", async ({
  page,
}) => {
  await page.goto("/complaint/create");
  const box = page.getByRole("combobox", { name: "投诉品牌" });
  await box.fill("ysyx");
  const yunshan = page.getByRole("option", { name: /云杉优选/ });
  await expect(yunshan).toBeVisible();

  // Enter without an active option neither chooses nor submits the form (which would flag every field).
  await box.press("Enter");
  await expect(box).toHaveValue("ysyx");
  await expect(page.getByText("请选择投诉品牌")).toHaveCount(0);
  await expect(box).not.toHaveAttribute("aria-invalid", "true");

  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", (await yunshan.getAttribute("id")) ?? "");
  await expect(yunshan).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  const chosen = page.getByRole("group", { name: "投诉品牌" });
  await expect(chosen.getByText("云杉优选", { exact: true })).toBeVisible();
  const change = chosen.getByRole("button", { name: "更换品牌" });
  await expect(change).toBeFocused();

  await change.click();
  await expect(box).toBeFocused();
  // A name no brand carries: once the search has answered, the typed name is the last option.
  const name = "巷口修鞋铺";
  const answered = page.waitForResponse((response) =>
    decodeURIComponent(response.url()).includes(`/api/brand/search?keyword=${name}`),
  );
  await box.fill(name);
  await answered;
  const custom = page.getByRole("option", { name: `使用自定义品牌：${name}` });
  await expect(custom).toBeVisible();
  await box.press("ArrowUp");
  await expect(custom).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(chosen.getByText(name, { exact: true })).toBeVisible();
  await expect(chosen.getByText(/自定义品牌：平台暂未收录/)).toBeVisible();

  // Escape closes the list first, then clears the text.
  await chosen.getByRole("button", { name: "更换品牌" }).click();
  await box.fill("ysyx");
  await expect(yunshan).toBeVisible();
  await box.press("Escape");
  await expect(yunshan).toBeHidden();
  await expect(box).toHaveValue("ysyx");
  await box.press("Escape");
  await expect(box).toHaveValue("");
});

test("[COMPLAINT][FILE] a refused submission keeps everything the user typed", async ({ page }) => {
  await page.goto("/complaint/create");
  await fillStepOne(page);
  await page.getByRole("button", { name: "下一步" }).click();
  await page.getByRole("textbox", { name: "投诉标题" }).fill("空气净化器异响要求退款");
  await page.getByRole("textbox", { name: "投诉内容" }).fill(STORY);
  await fillAttributes(page);
  await page.getByRole("textbox", { name: "真实姓名" }).fill("林晓岚");
  await page.getByRole("textbox", { name: "手机号" }).fill(randomPhone());
  // A code nobody sent: the server refuses it, the page keeps the input.
  await page.getByRole("textbox", { name: "短信验证码" }).fill("000000");
  await page.getByRole("button", { name: "提交投诉" }).click();

  await expect(
    page
      .getByText(/验证码/)
      .filter({ hasText: /失效|错误/ })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/complaint\/create\/two/);
  await expect(page.getByRole("textbox", { name: "投诉标题" })).toHaveValue("空气净化器异响要求退款");
  await expect(page.getByRole("textbox", { name: "投诉内容" })).toHaveValue(STORY);
  await expect(page.getByRole("button", { name: "提交投诉" })).toBeEnabled();
});
