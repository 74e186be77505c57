import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./fixtures";
import { moderatorPage, query } from "./lifecycle-actors";

// The lawyer's road through the site, in steps several specs take: applying on the lawyer site,
// staff verifying in the console, the lawyer login by scan, and the consumer entrusting from /law.

export interface LawyerApplication {
  realName: string;
  licenseNo: string;
  lawFirm: string;
  city: string;
}

/** The logged-in member of `page` verifies their real name and applies on the lawyer site. */
export async function applyOnLawyerSite(page: Page, application: LawyerApplication): Promise<void> {
  await page.goto("/lawyer-site/apply");
  await page.getByLabel(/认证姓名/).fill(application.realName);
  await page.getByLabel(/认证身份证号/).fill("11010519491231002X");
  await page.getByRole("button", { name: "提交实名认证" }).click();

  await page.getByLabel(/执业证号/).fill(application.licenseNo);
  await page.getByLabel(/执业机构/).fill(application.lawFirm);
  await page.getByLabel(/执业城市/).selectOption(application.city);
  await page.getByLabel(/首次执业年份/).fill("2015");
  await page.getByText("消费维权", { exact: true }).click();
  await page.getByText("电子商务", { exact: true }).click();
  const photo = await sharp({ create: { width: 640, height: 420, channels: 3, background: "#c8b27a" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(/执业证照片/)
    .setInputFiles({ name: "licence.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("img", { name: "licence.jpg" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: /licence\.jpg/ })).toHaveCount(0);
  await page
    .getByLabel(/个人简介/)
    .fill("执业十年，专注消费者权益保护与电子商务纠纷，熟悉平台规则与诉讼程序。");
  await page.getByRole("button", { name: "提交入驻申请" }).click();
  await expect(page).toHaveURL(/\/lawyer-site\/application$/);
  await expect(page.getByRole("status").filter({ hasText: "审核中" })).toBeVisible();
}

/**
 * Staff verify the application with this licence number in the console's 律师审核: a moderator of
 * their own, so that specs running side by side never wait on one staff phone's SMS code.
 */
export async function verifyInConsole(browser: Browser, application: LawyerApplication): Promise<void> {
  const console = await moderatorPage(browser);
  await console.goto("/admin/lawyers");
  const row = console.getByRole("row").filter({ hasText: application.licenseNo });
  await row.getByRole("button", { name: /查\s*看/ }).click();
  const drawer = console.getByRole("dialog", { name: "律师执业信息核验" });
  await expect(drawer.getByText("全国律师诚信信息公示平台", { exact: false })).toBeVisible();
  await expect(drawer.getByText(application.realName)).toBeVisible();
  await drawer.getByRole("button", { name: "核验通过" }).click();
  await console.getByRole("button", { name: /确\s*定|OK/ }).click();
  await expect(drawer.getByText("已核验")).toBeVisible();
  await console.context().close();
}

/**
 * The lawyer login on another computer, confirmed by scanning with `phone`, where the lawyer is
 * still logged in (an SMS login again would wait out the code's resend interval). `loginButton` is
 * the 律师登录 button of the page `computer` is on.
 */
export async function lawyerLoginByScan(computer: Page, phone: Page, loginButton: Locator): Promise<void> {
  // The code the dialog shows, as the answer that issued it: while the dialog's event stream is open
  // it polls when the ticket moves (decision 101), and the dialog may ask for the code as it opens.
  const issued = computer.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/auth/get_qrcode",
  );
  await loginButton.click();
  const dialog = computer.getByRole("dialog", { name: "律师登录" });
  await dialog.getByRole("tab", { name: "扫码登录" }).click();
  const { ticket } = ((await (await issued).json()) as { data: { ticket: string } }).data;
  await phone.goto(`/auth/scan/${ticket}`);
  await expect(phone.getByRole("heading", { name: "确认律师登录电脑端" })).toBeVisible();
  await phone.getByRole("button", { name: "确认登录" }).click();
  await expect(phone.getByRole("heading", { name: "已确认登录" })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A member made a verified lawyer taking cases, as the console's verification leaves them. */
export async function makeVerifiedLawyer(userId: number, lawFirm = "澄衡律师事务所"): Promise<void> {
  await query("insert into user_roles (user_id, role) values ($1, 'lawyer') on conflict do nothing", [
    userId,
  ]);
  await query(
    `insert into lawyer_profiles (user_id, license_no, law_firm, city, practice_areas, practice_since_year,
       license_photo_key, introduction, status, verified_at, recheck_due_at, accepting_cases)
     values ($1::bigint, '1330120151' || lpad(($1::bigint % 10000000)::text, 7, '0'), $2, '杭州市',
       '{consumer,ecommerce}', 2015, 'lawyers/e2e/licence.jpg',
       '执业十年，专注消费者权益保护与电子商务纠纷。', 'verified', now(), now() + interval '1 year', true)`,
    [userId, lawFirm],
  );
}

/**
 * The complaint's author, on /law, finds the lawyer by city and opens the entrust form from their
 * profile with them chosen.
 */
export async function openEntrustFromLaw(
  page: Page,
  lawyer: { id: number; lawFirm: string; city: string },
  complaint: { id: number; title: string },
): Promise<void> {
  await page.goto("/law");
  await page.getByLabel("城市").selectOption(lawyer.city);
  await page.getByRole("button", { name: "找律师" }).click();
  await expect(page).toHaveURL(/city=/);
  // The address changes before the filtered list arrives; until then the firm's lawyers of every city show.
  const entrust = page.getByRole("link", { name: new RegExp(`^查看并委托 .*（${lawyer.lawFirm}）$`) });
  await expect(entrust).toHaveCount(1);
  await entrust.click();

  await expect(page).toHaveURL(new RegExp(`/law/lawyer/${lawyer.id}$`));
  await expect(page.getByText(/已核验执业信息 · \d{4}年/)).toBeVisible();
  await page.getByRole("link", { name: `委托律师处理：${complaint.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/law/entrust/${complaint.id}\\?lawyer=${lawyer.id}$`));
  await expect(page.getByRole("heading", { name: "确认委托" })).toBeVisible();
  await expect(page.getByRole("radio", { name: new RegExp(lawyer.lawFirm) })).toBeChecked();
}

/** Submits the open entrust form, consenting to share the file once the form has asked for it. */
export async function submitEntrustment(page: Page): Promise<void> {
  await page.getByRole("button", { name: "提交委托" }).click();
  await expect(page.getByText("请确认同意向该律师提供投诉内容、证据和身份信息")).toBeVisible();
  await page.getByRole("checkbox", { name: /提供这条投诉的内容、证据和我的身份信息/ }).check();
  await page.getByRole("button", { name: "提交委托" }).click();
  await expect(page.getByRole("heading", { name: "当前委托" })).toBeVisible();
  await expect(page.getByText("等待律师答复")).toBeVisible();
}
