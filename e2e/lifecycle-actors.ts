import type { Browser, Page } from "@playwright/test";
import pg from "pg";
import { expect, randomPhone, requestSmsCode } from "./fixtures";

/** One query against the app's database (roles are granted there, as an admin would). */
export async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The server's test clock now (moving it by nothing tells where it stands). */
export async function serverNow(page: Page): Promise<Date> {
  const answer = await page.request.post("/api/testing/clock", { data: { days: 0 } });
  return new Date(((await answer.json()) as { data: { now: string } }).data.now);
}

/** The id of the member logged in on `page` (web-token cookie → GET /api/user). */
export async function memberId(page: Page): Promise<number> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "web-token")?.value;
  const response = await page.request.get("/api/user", { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()).data.id as number;
}

/**
 * Makes the member logged in on `page` an account as a WeChat scan leaves it: no phone, one WeChat
 * identity (the scan itself is not what these tests are about).
 */
export async function forgetPhoneOf(page: Page): Promise<number> {
  const id = await memberId(page);
  await query("update users set phone_cipher = null, phone_hash = null where id = $1", [id]);
  await query("insert into user_wechat_identities (user_id, app_id, openid) values ($1, $2, $3)", [
    id,
    "wx-e2e-official-account",
    openidOf(id),
  ]);
  return id;
}

export const openidOf = (userId: number) => `oE2e${String(userId).padStart(24, "0")}`;

/** Logs in through a back-office area's own SMS form (company portal or moderation console). */
export async function signInAt(
  page: Page,
  path: string,
  heading: string,
  phone = randomPhone(),
): Promise<void> {
  await page.goto(path);
  const form = page.locator(".ant-card").filter({ hasText: heading });
  await form.getByLabel("手机号").fill(phone);
  await form.getByLabel("验证码", { exact: true }).fill(await requestSmsCode(form, phone, "login"));
  await form.getByLabel("我已阅读并同意《用户协议》《隐私政策》").check();
  await form.getByRole("button", { name: "登录", exact: true }).click();
}

// A back office after a reload: the page, its Ant Design chunks and the role check. On two cores
// under the whole end-to-end suite the console took 10 s from its role check to its menu (2026-12-06).
const BACK_OFFICE_ARRIVAL = 30_000;

/**
 * A new staff member holding `role` only, signed in to the console in a page of their own; `section`
 * is a menu item the role opens.
 */
async function staffPage(
  browser: Browser,
  role: "moderator" | "mediator" | "finance",
  section: RegExp,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAt(page, "/admin", "平台管理后台登录");
  await expect(page.getByText("无权限").first()).toBeVisible();
  await query("insert into user_roles (user_id, role) values ($1, $2)", [await memberId(page), role]);
  await page.reload();
  await expect(page.getByRole("menuitem", { name: section })).toBeVisible({ timeout: BACK_OFFICE_ARRIVAL });
  return page;
}

/** A new moderator, who reviews complaints and reports but does not mediate. */
export function moderatorPage(browser: Browser): Promise<Page> {
  return staffPage(browser, "moderator", /审核队列/);
}

/** A new mediator, whose console holds the mediation queue and rooms only. */
export function mediatorPage(browser: Browser): Promise<Page> {
  return staffPage(browser, "mediator", /调解队列/);
}

/** A new finance staff member, whose console holds the membership's orders and plans only. */
export function financePage(browser: Browser): Promise<Page> {
  return staffPage(browser, "finance", /会员订单/);
}

/** A new agent of the enterprise that owns 云杉优选, signed in to the company portal. */
export async function operatorPage(browser: Browser, phone = randomPhone()): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAt(page, "/company", "企业工作台登录", phone);
  await expect(page.getByText("当前账号不是企业账号")).toBeVisible();
  const [brand] = await query<{ enterprise_id: number }>(
    "select enterprise_id from brands where name = '云杉优选'",
  );
  await query("insert into enterprise_members (enterprise_id, user_id, role) values ($1, $2, 'agent')", [
    brand?.enterprise_id,
    await memberId(page),
  ]);
  await page.reload();
  await expect(page.getByRole("menuitem", { name: /投诉处理/ })).toBeVisible({
    timeout: BACK_OFFICE_ARRIVAL,
  });
  return page;
}

/**
 * The moderator finds the complaint in the audit queue by its title and approves it: found by its
 * title, as a moderator would, because the suite's other filings can push it off the queue's first page.
 */
export async function approveInConsole(moderator: Page, title: string): Promise<void> {
  await moderator.goto(`/admin?keyword=${encodeURIComponent(title)}`);
  await moderator.getByRole("link", { name: title }).click();
  // Ant Design spaces out two-character button labels ("通 过").
  await moderator.getByRole("button", { name: /^通\s*过$/ }).click();
  // A loaded machine can take longer than an expectation's 10 s to answer; the toast is shown for
  // only 3 s once it does. Wait for the answer itself (bounded by the test's timeout), then the toast.
  const approved = moderator.waitForResponse(
    (response) =>
      response.request().method() === "POST" && /\/api\/admin\/complaint\/\d+\/approve$/.test(response.url()),
  );
  await moderator
    .getByRole("dialog", { name: "审核通过并派发商家" })
    .getByRole("button", { name: /确\s*定/ })
    .click();
  expect((await approved).ok()).toBe(true);
  await expect(moderator.getByText("已通过并派发商家")).toBeVisible();
}
