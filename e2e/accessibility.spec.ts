import type { Browser, Page } from "@playwright/test";
import { DEMO_PHONES } from "@tousu/db/seed";
import { TOO_MANY_RENDERS_PAGE } from "@tousu/server/too-many-renders-page";
import { seriousViolations } from "./axe";
import { fillStepOne } from "./complaint-form";
import { expect, login, test } from "./fixtures";
import { demoLawyer } from "./lawyer-demo";
import { lawyerLoginByScan, makeVerifiedLawyer } from "./lawyer-site";
import { memberId, query, signInAt } from "./lifecycle-actors";
import { requestedMediationOf, stalledComplaintOf } from "./mediation-demo";

// Every page, at a desk and on a phone: no serious or critical axe-core violation, and the back
// offices never wider than a phone's screen, each with a screenshot at 390 px in the report as
// evidence. One browser context per role, the pages in a loop.

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const PHONE_WIDTH = 390;

interface DemoIds {
  complaint: number;
  brand: number;
  enterprise: number;
}

/** A published complaint of the demo enterprise's brand 云杉优选, with its brand and enterprise. */
async function demoIds(): Promise<DemoIds> {
  const [row] = await query<{ id: number; brand_id: number; enterprise_id: number }>(
    `select c.id, c.brand_id, c.enterprise_id from complaints c join brands b on b.id = c.brand_id
     where b.name = '云杉优选' and c.status = 'dispatched' and c.is_hidden = false
     order by c.id desc limit 1`,
  );
  if (!row) throw new Error("the seed has no published complaint of 云杉优选");
  return { complaint: Number(row.id), brand: Number(row.brand_id), enterprise: Number(row.enterprise_id) };
}

/** A public question with an accepted answer, and its category. */
/** The seed's running mediation, about a complaint of the demo enterprise (decision 051). */
async function demoMediation(): Promise<number> {
  const [row] = await query<{ id: number }>(
    "select id from mediations where state = 'in_progress' order by id limit 1",
  );
  if (!row) throw new Error("the seed has no running mediation");
  return Number(row.id);
}

async function answeredQuestion(): Promise<{ id: number; category_id: number }> {
  const [question] = await query<{ id: number; category_id: number }>(
    `select id, category_id from qa_questions
     where status = 'published' and deleted_at is null and accepted_answer_id is not null
     order by id limit 1`,
  );
  if (!question) throw new Error("the seed has no question with an accepted answer");
  return question;
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Opens `path` and waits until what it loads has arrived (back-office pages draw after their requests). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".ant-skeleton, .ant-spin-spinning")).toHaveCount(0);
}

/** The last published complaint of the logged-in consumer of `page`, through the API as the site asks it. */
async function ownPublishedComplaint(page: Page): Promise<number> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "web-token")?.value;
  const response = await page.request.get("/api/complaint/mylist?status=all&page_size=50", {
    headers: { authorization: `Bearer ${decodeURIComponent(token ?? "")}` },
  });
  const body = await response.json();
  const own = (body.data?.list ?? []).find((complaint: { is_public: boolean }) => complaint.is_public);
  if (!own) throw new Error(`the demo consumer has no published complaint: ${JSON.stringify(body)}`);
  return Number(own.id);
}

/**
 * Checks every page at both widths; `isBackOffice` adds, at 390 px, the no-sideways-scrolling check
 * and a screenshot attached to the report.
 */
async function checkPages(page: Page, paths: readonly string[], isBackOffice: boolean): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await open(page, path);
      await checkState(page, `${path} at ${viewport.width} px`, isBackOffice);
    }
  }
}

/** Checks what `page` shows now (`where` names it in failures and the report). */
async function checkState(page: Page, where: string, isBackOffice: boolean): Promise<void> {
  expect.soft(await seriousViolations(page), where).toEqual([]);
  if (!isBackOffice || page.viewportSize()?.width !== PHONE_WIDTH) return;
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${where}: page width`).toBeLessThanOrEqual(PHONE_WIDTH);
  await test.info().attach(where, { body: await page.screenshot(), contentType: "image/png" });
}

test.describe.configure({ mode: "parallel" });

test("[A11Y] public pages have no serious accessibility violation at 1440 and 390 px", async ({
  browser,
}) => {
  // Nearly forty page loads and scans: a loaded machine needs minutes (a bound, not a speed target).
  test.setTimeout(480_000);
  const ids = await demoIds();
  const page = await newPage(browser);
  await checkPages(
    page,
    [
      "/",
      "/tousu",
      `/tousu/${ids.complaint}`,
      `/brands/${ids.brand}`,
      `/enterprise/${ids.enterprise}`,
      `/poster/tousu/${ids.complaint}`,
      `/poster/help/${ids.complaint}`,
      `/poster/brand/${ids.brand}`,
      `/poster/enterprise/${ids.enterprise}`,
      "/poster/article/1",
      "/ranking",
      "/brands/rank",
      `/search?key=${encodeURIComponent("退款")}`,
      // No match: the page offers the hot words instead.
      `/search?key=${encodeURIComponent("查无此词")}`,
      "/complaints",
      "/complaint/create",
      "/tousu/collective/list",
      "/static/agreement",
      "/static/privacy",
      "/static/download",
      "/static/life",
      "/static/notice",
      "/static/report",
      // The phone's scan-login page before it has logged in (a well-formed id, judged after login).
      "/auth/scan/AAAAAAAAAAAAAAAAAAAAAAAA",
      "/article",
      "/article/1",
      "/article/classify/1",
      "/article/tags/1",
      "/article/comment/1",
      "/institute",
      "/institute/1",
      "/static/institute",
      "/static/institute/1.html",
      "/no/such/page",
    ],
    false,
  );
});

test("[A11Y] the pages around a complaint, the login dialog and the back offices' login screens have no serious accessibility violation", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const [sector] = await query<{ industry: string }>("select industry from brands where name = '云杉优选'");
  const [collective] = await query<{ id: number }>(
    "select id from collective_complaints order by id limit 1",
  );
  const [problem] = await query<{ problem_id: number }>(
    `select cp.problem_id from complaint_problems cp join complaints c on c.id = cp.complaint_id
     where c.dispatched_at is not null and not c.is_hidden group by 1 order by count(*) desc limit 1`,
  );
  const question = await answeredQuestion();
  const [rated] = await query<{ complaint_id: number }>(
    "select complaint_id from complaint_ratings order by complaint_id limit 1",
  );
  if (!sector || !collective || !problem || !rated)
    throw new Error("the seed has no sector, collective, problem tag or rating");
  const page = await newPage(browser);
  // Beyond the per-address render limit, which the e2e server lifts: the page that server sends.
  await page.route("**/too-many-renders", (route) =>
    route.fulfill({ status: 429, contentType: "text/html; charset=utf-8", body: TOO_MANY_RENDERS_PAGE }),
  );
  await checkPages(
    page,
    [
      `/complaints/${encodeURIComponent(sector.industry)}`,
      `/tousu/collective/${collective.id}`,
      `/complaint/tags/${problem.problem_id}`,
      "/saas",
      "/qa",
      `/qa/list/${question.category_id}`,
      `/qa/${question.id}`,
      `/poster/evaluation/${rated.complaint_id}`,
      `/transfer?url=${encodeURIComponent("https://shop.example.com/orders?id=7")}`,
      // A link the site refuses to offer: the reason instead.
      `/transfer?url=${encodeURIComponent("javascript:alert(1)")}`,
      "/too-many-renders",
    ],
    false,
  );
  await checkPages(page, ["/company", "/admin"], true);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open(page, "/");
    await page.getByRole("banner").getByRole("button", { name: "登录 / 注册" }).click();
    await expect(page.getByRole("dialog", { name: "登录 / 注册" })).toBeVisible();
    await checkState(page, `the login dialog on / at ${viewport.width} px`, false);
    await page.getByRole("tab", { name: "扫码登录" }).click();
    await expect(page.getByRole("img", { name: "扫码登录二维码" })).toBeVisible();
    await checkState(page, `the login dialog's scan tab on / at ${viewport.width} px`, false);
  }
  // The header offers the lawyer login from xl (1280 px) up.
  await page.setViewportSize(VIEWPORTS[0]!);
  await open(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "律师登录" }).click();
  await expect(page.getByRole("dialog", { name: "律师登录" })).toBeVisible();
  await checkState(page, "the lawyer login dialog on / at 1440 px", false);
});

test("[A11Y] the user centre and a consumer's complaint pages have no serious accessibility violation at 1440 and 390 px", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await newPage(browser);
  await page.goto("/");
  await login(page, DEMO_PHONES.consumer);
  const own = await ownPublishedComplaint(page);
  const question = await answeredQuestion();
  const mediation = await requestedMediationOf(page);
  // A computer's scan-login code, opened by this logged-in phone: the confirm step.
  const computer = await (await browser.newContext()).request.post("/api/auth/get_qrcode");
  const { ticket } = ((await computer.json()) as { data: { ticket: string } }).data;
  await checkPages(
    page,
    [
      `/auth/scan/${ticket}`,
      "/user",
      "/user/complaint",
      "/user/complaint/back",
      `/user/complaint/${own}`,
      "/user/message",
      "/user/scores",
      "/user/answer",
      "/user/answer?tab=questions",
      `/qa/${question.id}`,
      `/complaint/accelerate/${own}`,
      `/complaint/comment/${own}`,
      `/mediation/${mediation}`,
      // Without step one: the page sends the visitor back to it.
      "/complaint/create/two",
    ],
    false,
  );
  // Step two's form, reached as a consumer does (the draft lives only while filing), at both widths.
  await open(page, "/complaint/create");
  await fillStepOne(page);
  await page.getByRole("button", { name: "下一步" }).click();
  await expect(page.getByRole("textbox", { name: "投诉内容" })).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await checkState(page, `/complaint/create/two, step one done, at ${viewport.width} px`, false);
  }
});

test("[A11Y] the company portal fits a phone and has no serious accessibility violation", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ids = await demoIds();
  const page = await newPage(browser);
  await signInAt(page, "/company", "企业工作台登录", DEMO_PHONES.enterpriseOwner);
  await expect(page.getByRole("heading", { name: "工作台" })).toBeVisible();
  await checkPages(
    page,
    [
      "/company",
      "/company/complaints",
      `/company/complaints/${ids.complaint}`,
      "/company/collectives",
      "/company/members",
      "/company/brands",
      "/company/mediations",
      `/company/mediations/${await demoMediation()}`,
    ],
    true,
  );
});

test("[A11Y] the moderation console fits a phone and has no serious accessibility violation", async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const ids = await demoIds();
  const page = await newPage(browser);
  await signInAt(page, "/admin", "平台管理后台登录", DEMO_PHONES.admin);
  await expect(page.getByRole("menuitem", { name: /操作日志/ })).toBeAttached();
  // A complaint no staff member has acted on yet: its log is an empty table.
  const unlogged = await stalledComplaintOf(page);
  await checkPages(
    page,
    [
      "/admin",
      `/admin/complaints/${ids.complaint}`,
      `/admin/complaints/${unlogged.id}`,
      "/admin/applications",
      "/admin/reports",
      "/admin/harmful-reports",
      "/admin/comments",
      "/admin/qa",
      "/admin/brands",
      "/admin/brand-claims",
      "/admin/collectives",
      "/admin/articles",
      "/admin/articles/new",
      "/admin/articles/1",
      "/admin/article-taxonomy",
      "/admin/sensitive-words",
      "/admin/institute",
      "/admin/accounts",
      "/admin/staff-actions",
      "/admin/mediations",
    ],
    true,
  );
});

test("[A11Y] finding a lawyer, a lawyer's profile and the lawyer posters have no serious accessibility violation at 1440 and 390 px", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const lawyer = await demoLawyer();
  const visitor = await newPage(browser);
  await checkPages(
    visitor,
    [
      "/law",
      `/law/lawyer/${lawyer.id}`,
      "/poster/lawyer",
      `/poster/lawyer/${lawyer.id}`,
      `/poster/lawyer/poster/${lawyer.id}`,
      "/lawyer-site/inbox",
    ],
    false,
  );
  // The entrust page, which only a complaint's author sees, is scanned on the way in find-lawyer.spec.ts.
});

test("[A11Y] the lawyer site's inbox and a case have no serious accessibility violation at 1440 and 390 px", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A lawyer of their own, logged in with the lawyer login by scanning with their phone.
  const phone = await newPage(browser);
  await phone.goto("/");
  await login(phone);
  const lawyerId = await memberId(phone);
  await makeVerifiedLawyer(lawyerId);
  // A request from the author of a published complaint that has no running entrustment.
  const [request] = await query<{ id: string }>(
    `insert into entrustments (complaint_id, consumer_id, lawyer_id, note, consented_at, answer_due_at)
     select c.id, c.user_id, $1, '商家拒绝退款，希望律师发函。', now(), now() + interval '48 hours'
     from complaints c
     where c.status = 'dispatched' and c.is_hidden = false and not exists (
       select 1 from entrustments e where e.complaint_id = c.id
         and e.status in ('requested', 'accepted', 'in_progress'))
     order by c.id desc limit 1
     returning id`,
    [lawyerId],
  );
  if (!request) throw new Error("the seed has no published complaint free to entrust");
  const desk = await newPage(browser);
  await desk.goto("/lawyer-site/inbox");
  await lawyerLoginByScan(desk, phone, desk.getByRole("main").getByRole("button", { name: "律师登录" }));
  await checkPages(desk, ["/lawyer-site/inbox", `/lawyer-site/cases/${request.id}`], false);
});

test("[A11Y] the lawyer site (landing, applying, the application, the profile with its 代理企业, the Q&A answers) has no serious accessibility violation at 1440 and 390 px", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await demoLawyer();
  await checkPages(await newPage(browser), ["/lawyer-site"], false);
  const lawyerSitePages = ["/lawyer-site/application", "/lawyer-site/profile", "/lawyer-site/answers"];
  const applicant = await newPage(browser);
  await applicant.goto("/");
  await login(applicant);
  await checkPages(applicant, ["/lawyer-site/apply", ...lawyerSitePages], false);
  const lawyer = await newPage(browser);
  await lawyer.goto("/");
  await login(lawyer, DEMO_PHONES.lawyer);
  await checkPages(lawyer, lawyerSitePages, false);
});
