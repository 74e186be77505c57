import type { Browser, Page, Response } from "@playwright/test";
import { expect, loginDialog, randomPhone, submitLoginDialog, test, userMenuButton } from "./fixtures";
import { query } from "./lifecycle-actors";

// Scan login with our own confirm page (docs/decisions/042-scan-login-tickets.md): one browser context
// is the computer, a second plays the phone.

interface IssuedCode {
  ticket: string;
  /** The confirm page the code encodes, as a path of this site. */
  path: string;
}

/**
 * Opens the login dialog's 扫码登录 tab on the computer and returns the code it shows. The tab asks
 * for one code, also when the server's build is a development one (built with NODE_ENV=test), whose
 * StrictMode runs the tab's effect twice. While its event stream is open the dialog polls when the
 * ticket moves (decision 101), so the code is read from the answer that issued it.
 */
async function showCode(computer: Page): Promise<IssuedCode> {
  await computer.goto("/");
  await computer.getByRole("banner").getByRole("button", { name: "登录 / 注册" }).click();
  const asked: string[] = [];
  computer.on("request", (request) => {
    if (request.url().endsWith("/api/auth/get_qrcode")) asked.push(request.url());
  });
  const issued = computer.waitForResponse((response) => response.url().endsWith("/api/auth/get_qrcode"));
  await loginDialog(computer).getByRole("tab", { name: "扫码登录" }).click();
  await expect(loginDialog(computer).getByRole("img", { name: "扫码登录二维码" })).toBeVisible();
  const ticket = await issuedTicket(await issued);
  expect(asked).toHaveLength(1);
  return { ticket, path: `/auth/scan/${ticket}` };
}

const issuedTicket = async (response: Response) =>
  ((await response.json()) as { data: { ticket: string } }).data.ticket;

/** A message the page's event streams received, as Chromium's DevTools protocol reports it. */
interface StreamMessage {
  eventName: string;
  data: string;
}

/** Records the messages of every event stream `page` opens from now on (EventSource, decision 101). */
async function recordStreamMessages(page: Page): Promise<StreamMessage[]> {
  const messages: StreamMessage[] = [];
  const devtools = await page.context().newCDPSession(page);
  devtools.on("Network.eventSourceMessageReceived", ({ eventName, data }) =>
    messages.push({ eventName, data }),
  );
  await devtools.send("Network.enable");
  return messages;
}

/** The phone opens the code's address (on this site), logs in by SMS there and sees the request. */
async function scanWithPhone(browser: Browser, code: IssuedCode): Promise<Page> {
  const phone = await (await browser.newContext()).newPage();
  await phone.goto(code.path);
  await phone.getByRole("button", { name: "登录后确认" }).click();
  await submitLoginDialog(loginDialog(phone), randomPhone());
  await expect(phone.getByRole("heading", { name: "确认登录电脑端" })).toBeVisible();
  return phone;
}

test("[AUTH][SCAN-LOGIN] a new visitor logs in on the computer by confirming on a phone, without typing", async ({
  browser,
  page,
}) => {
  const messages = await recordStreamMessages(page);
  const stream = page.waitForResponse((response) =>
    response.url().includes("/event/public-stream?login_ticket="),
  );
  const code = await showCode(page);
  // The dialog follows its ticket's stream, which its browser's cookie opens.
  const opened = await stream;
  expect(new URL(opened.url()).searchParams.get("login_ticket")).toBe(code.ticket);
  expect(opened.status()).toBe(200);
  const phone = await scanWithPhone(browser, code);
  await expect(loginDialog(page).getByText("已扫码，请在手机上确认")).toBeVisible();
  await expect(phone.getByText("Chrome")).toBeVisible();

  await phone.getByRole("button", { name: "确认登录" }).click();
  await expect(phone.getByRole("heading", { name: "已确认登录" })).toBeVisible();
  await expect(loginDialog(page)).toBeHidden();
  await expect(userMenuButton(page)).toBeVisible();
  // The stream told the dialog of the scan (each time the phone's page opened it) and of the
  // confirmation, and the dialog polled on each.
  const states = messages
    .filter((message) => message.eventName === "scan-login")
    .map((message) => (JSON.parse(message.data) as { state: string }).state);
  expect(states).toContain("scanned");
  expect(states.at(-1)).toBe("confirmed");
});

test("[AUTH][SCAN-LOGIN] an expired code logs no one in, and the dialog draws a fresh one", async ({
  browser,
  page,
}) => {
  const code = await showCode(page);
  await query("update login_tickets set expires_at = now() - interval '1 second' where public_id = $1", [
    code.ticket,
  ]);
  const fresh = page.waitForResponse(
    async (response) =>
      response.url().endsWith("/api/auth/get_qrcode") && (await issuedTicket(response)) !== code.ticket,
  );
  const phone = await (await browser.newContext()).newPage();
  await phone.goto(code.path);
  await phone.getByRole("button", { name: "登录后确认" }).click();
  await submitLoginDialog(loginDialog(phone), randomPhone());
  // No one opened it before it expired: the phone is told so, and nothing of the computer.
  await expect(phone.getByText("二维码已过期，请在电脑上刷新二维码后重新扫码")).toBeVisible();
  // The computer's dialog drew a fresh code and follows it.
  await fresh;
  await expect(userMenuButton(page)).toBeHidden();
});

test("[AUTH][SCAN-LOGIN] a code confirmed on the phone logs in no other browser that polls it (no cookie, no session)", async ({
  browser,
  page,
}) => {
  const code = await showCode(page);
  const phone = await scanWithPhone(browser, code);
  // The relaying browser holds the code's id but not the computer's cookie.
  const relay = await (await browser.newContext()).newPage();
  await relay.goto("/");
  await phone.getByRole("button", { name: "确认登录" }).click();
  await expect(phone.getByRole("heading", { name: "已确认登录" })).toBeVisible();

  const answer = await relay.request.post("/api/auth/login_scan", { data: { ticket: code.ticket } });
  expect(await answer.json()).toEqual({ code: 400, msg: "二维码无效或已过期，请刷新二维码", data: null });
  await relay.reload();
  await expect(userMenuButton(relay)).toBeHidden();
  // The computer the code was issued to still logs in.
  await expect(userMenuButton(page)).toBeVisible();
});
