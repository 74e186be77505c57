import { expect, recordCspViolations, test } from "./fixtures";
import { query } from "./lifecycle-actors";

test.use({ viewport: { width: 1440, height: 900 } });

/** The origin the server is started with in e2e (no SITE_ORIGIN: this server on localhost). */
const ORIGIN = `http://localhost:${new URL(process.env.E2E_BASE_URL ?? "").port}`;

test("[SHARING] a page with two addresses names one of them canonical, and a list's page 1 drops ?page=1", async ({
  page,
}) => {
  const [complaint] = await query<{ id: string }>(
    "select id from complaints where status = 'dispatched' and is_hidden = false order by id desc limit 1",
  );
  const id = Number(complaint!.id);
  const canonical = page.locator('link[rel="canonical"]');
  const cases: [string, string][] = [
    [`/tousu/${id}`, `/tousu/${id}`],
    [`/complaint/${id}`, `/tousu/${id}`],
    ["/brands/rank", "/ranking"],
    ["/ranking", "/ranking"],
    ["/tousu?page=1", "/tousu"],
    ["/tousu?page=2", "/tousu?page=2"],
  ];
  for (const [address, expected] of cases) {
    await page.goto(address);
    await expect(canonical, address).toHaveCount(1);
    await expect(canonical, address).toHaveAttribute("href", `${ORIGIN}${expected}`);
  }
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${ORIGIN}/tousu?page=2`);
});

test("[SHARING] the article page carries Open Graph and JSON-LD that the Content-Security-Policy lets be", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const [article] = await query<{ id: string; title: string }>(
    "select id, title from articles where published_at <= now() order by id limit 1",
  );
  await page.goto(`/article/${article!.id}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", article!.title);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
  expect(data["@graph"]).toEqual([
    expect.objectContaining({ "@type": "Article", headline: article!.title }),
    expect.objectContaining({ "@type": "BreadcrumbList" }),
  ]);
  expect(violations).toEqual([]);
});

test("[SHARING] a visitor files a harmful-content report from /static/report, and the notice archive marks the notice asked for", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await page.goto("/static/report");
  await page.getByRole("button", { name: "提交举报" }).click();
  await expect(page.getByText("请选择举报类别")).toBeVisible();
  await page.getByRole("radio", { name: "谣言、虚假信息" }).check();
  await page.getByRole("textbox", { name: /内容所在网址/ }).fill("https://bbs.example.net/t/42");
  await page
    .getByRole("textbox", { name: /问题描述/ })
    .fill("该帖子编造某品牌产品致癌的消息，没有任何来源。");
  await page.getByRole("textbox", { name: /联系方式/ }).fill("e2e-reporter@example.com");
  await page.getByRole("button", { name: "提交举报" }).click();
  await expect(page.getByText("举报已提交", { exact: true })).toBeVisible();
  const [stored] = await query<{ content_url: string; contact_cipher: string }>(
    "select content_url, contact_cipher from harmful_content_reports order by id desc limit 1",
  );
  expect(stored!.content_url).toBe("https://bbs.example.net/t/42");
  expect(stored!.contact_cipher).not.toContain("e2e-reporter");

  const [notice] = await query<{ id: string; title: string }>(
    "select id, title from notices where published_at <= now() order by published_at asc limit 1",
  );
  await page.goto(`/static/notice?id=${notice!.id}`);
  const marked = page.locator('article[aria-current="true"]');
  await expect(marked).toHaveCount(1);
  await expect(marked.getByRole("heading")).toHaveText(notice!.title);
  await expect(marked).toBeInViewport();

  // The QR codes are drawn on the server as inline SVG: nothing the policy has to allow.
  await page.goto("/static/download");
  await expect(page.getByRole("img", { name: /诉达 App二维码/ })).toBeVisible();
  await page.goto("/static/life");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
