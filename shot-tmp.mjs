import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
const [,, base, out, outbox, phone, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
async function login(page) {
  await page.goto(base + "/", { waitUntil: "networkidle" });
  await page.getByRole("banner").getByRole("button", { name: "登录 / 注册" }).click();
  const d = page.getByRole("dialog", { name: "登录 / 注册" });
  await d.getByLabel("手机号").fill(phone);
  await d.getByRole("button", { name: "获取验证码" }).click();
  const countdown = d.getByRole("button", { name: /秒后重新获取/ });
  const captcha = d.getByRole("button", { name: /人机验证/ });
  await countdown.or(captcha).first().waitFor();
  if (await captcha.isVisible()) { await captcha.click(); await countdown.waitFor({ timeout: 90000 }); }
  await page.waitForTimeout(1000);
  const lines = readFileSync(outbox, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)).filter((m) => m.phone === phone && m.purpose === "login");
  await d.getByLabel("验证码", { exact: true }).fill(lines.at(-1).code);
  await d.getByLabel("我已阅读并同意《用户协议》《隐私政策》").check();
  await d.getByRole("button", { name: "登录", exact: true }).click();
  await page.waitForTimeout(4000); await page.screenshot({ path: out + "/login.png" }); await d.waitFor({ state: "hidden" });
}
for (const width of [1440, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  if (phone !== "-") await login(page);
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const name = p.replace(/[^a-z0-9]+/gi, "_");
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(width, p, "overflow", overflow);
  }
  await ctx.close();
}
await browser.close();
