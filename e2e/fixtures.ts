import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";

export { expect, test } from "@playwright/test";

interface OutboxMessage {
  phone: string;
  code: string;
  purpose: string;
  sent_at: string;
}

/** A phone number no other test uses, so SMS limits per phone never collide. */
export function randomPhone(): string {
  return `19${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
}

function outboxPath(): string {
  const outbox = process.env.E2E_SMS_OUTBOX;
  if (!outbox) throw new Error("E2E_SMS_OUTBOX is not set (playwright.config.ts sets it)");
  return outbox;
}

/** The newest code of `purpose` the offline SMS provider wrote for `phone` (one JSON line per message). */
export async function readSmsCode(phone: string, purpose = "login"): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const text = await readFile(outboxPath(), "utf8").catch(() => "");
        const messages = text
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as OutboxMessage)
          .filter((message) => message.phone === phone && message.purpose === purpose);
        code = messages.at(-1)?.code;
        return code;
      },
      { message: `an SMS code for ${phone} in the outbox` },
    )
    .toBeTruthy();
  return code!;
}

/**
 * Logs in through the header's dialog like a visitor: phone, SMS code from the outbox, agreement.
 */
export async function login(page: Page, phone = randomPhone()): Promise<string> {
  await page.getByRole("banner").getByRole("button", { name: "登录 / 注册" }).click();
  await submitLoginDialog(loginDialog(page), phone);
  return phone;
}

/** The login dialog, however it was opened (the header's button, a user page's redirect). */
export function loginDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "登录 / 注册" });
}

/** Fills the open login dialog (phone, SMS code from the outbox, agreement), logs in and waits for it to close. */
export async function submitLoginDialog(dialog: Locator, phone = randomPhone()): Promise<void> {
  await dialog.getByLabel("手机号").fill(phone);
  await dialog.getByLabel("验证码", { exact: true }).fill(await requestSmsCode(dialog, phone, "login"));
  await dialog.getByLabel("我已阅读并同意《用户协议》《隐私政策》").check();
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Presses 获取验证码 inside `scope` (the login dialog, the complaint form) and returns the code the
 * outbox received. The server demands the proof-of-work captcha once this address has asked for
 * several codes; the form solves it and then sends the code itself.
 */
export async function requestSmsCode(scope: Locator, phone: string, purpose: string): Promise<string> {
  await scope.getByRole("button", { name: "获取验证码" }).click();
  const countdown = scope.getByRole("button", { name: /秒后重新获取/ });
  const captcha = scope.getByRole("button", { name: /人机验证/ });
  await expect(countdown.or(captcha)).toBeVisible();
  if (await captcha.isVisible()) {
    await captcha.click();
    await expect(countdown).toBeVisible({ timeout: 45_000 });
  }
  return readSmsCode(phone, purpose);
}

/** The header's account button, present only while logged in. */
export function userMenuButton(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /^账户/ });
}

/** Every Content-Security-Policy violation the page reports from now on, as "directive blocked-URI". */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}
