import type { APIRequestContext } from "@playwright/test";
import { COMPLAINT_STATUS_LABELS, formatCount, formatRate } from "@tousu/domain";
import { expect, test } from "./fixtures";
import { query } from "./lifecycle-actors";

interface ListedComplaint {
  id: number;
  title: string;
  status: string;
  brand: { id: number; name: string } | null;
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()).data as T;
}

/** The brand's stored pinyin spellings: the API never returns them, the autocomplete matches on them. */
async function brandSpellings(brandId: number): Promise<{ pinyin: string; initials: string }> {
  const [row] = await query<{ pinyin: string; initials: string }>(
    "select pinyin, initials from brands where id = $1",
    [brandId],
  );
  if (!row) throw new Error(`brand ${brandId} is not in the database`);
  return row;
}

test("[DISCOVERY][FILTER] /tousu filtered by status and a brand found by its initials leads to its complaint", async ({
  page,
  request,
}) => {
  const status = "completed";
  const statusLabel = COMPLAINT_STATUS_LABELS[status];
  const completed = await apiData<{ list: ListedComplaint[] }>(
    request,
    `/api/complaint/list?status=${status}&page_size=50`,
  );
  const brand = completed.list.find((complaint) => complaint.brand !== null)?.brand;
  if (!brand) throw new Error("the seed has no completed complaint of a known brand");
  const { initials } = await brandSpellings(brand.id);

  await page.goto("/tousu");
  // Typed before hydration, the text would be dropped by the hydrating combobox; wait for the scripts.
  await page.waitForLoadState("networkidle");
  const statusChip = page
    .getByRole("navigation", { name: "按状态筛选" })
    .getByRole("link", { name: statusLabel });
  await statusChip.click();
  await expect(page).toHaveURL((url) => url.searchParams.get("status") === status);
  // The filter bar is drawn afresh for the new URL; type into that one.
  await expect(statusChip).toHaveAttribute("aria-current", "true");

  const brandBox = page.getByRole("combobox", { name: "品牌" });
  await brandBox.pressSequentially(initials);
  await expect(brandBox).toHaveAttribute("aria-expanded", "true");
  const option = page
    .getByRole("listbox", { name: "品牌" })
    .getByRole("option")
    .filter({ has: page.getByText(brand.name, { exact: true }) });
  await expect(option).toBeVisible();

  // Choose with the keyboard, as the combobox pattern has it: arrows move the active option, Enter takes it.
  const position = await option.evaluate((element) => [...element.parentElement!.children].indexOf(element));
  for (let step = 0; step <= position; step += 1) await brandBox.press("ArrowDown");
  await expect(brandBox).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await expect(option).toHaveAttribute("aria-selected", "true");
  await brandBox.press("Enter");

  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get("status") === status && url.searchParams.get("brand_id") === String(brand.id),
  );
  await expect(brandBox).toHaveValue(brand.name);
  await expect(brandBox).toBeFocused();
  await expect(brandBox).toHaveAttribute("aria-expanded", "false");

  const expected = await apiData<{ list: ListedComplaint[]; total: number }>(
    request,
    `/api/complaint/list?status=${status}&brand_id=${brand.id}`,
  );
  const list = page.getByRole("region", { name: "投诉列表" });
  await expect(list.getByText(`共 ${formatCount(expected.total)} 条`)).toBeVisible();
  const items = list.getByRole("article");
  await expect(items).toHaveCount(expected.list.length);
  for (const item of await items.all()) {
    await expect(item.getByText(statusLabel, { exact: true })).toBeVisible();
    await expect(item.getByRole("link", { name: brand.name, exact: true })).toHaveAttribute(
      "href",
      `/brands/${brand.id}`,
    );
  }

  const first = items.first().getByRole("heading").getByRole("link");
  const title = await first.innerText();
  await first.click();
  await expect(page).toHaveURL(/\/tousu\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("main").getByRole("link", { name: brand.name, exact: true })).toHaveAttribute(
    "href",
    `/brands/${brand.id}`,
  );
});

test("[DISCOVERY][SEARCH] a brand's pinyin finds it on the brands tab and leads to its page and figures", async ({
  page,
  request,
}) => {
  const [brand] = (
    await apiData<{ list: { id: number; name: string }[] }>(request, "/api/brand/list?page_size=1")
  ).list;
  if (!brand) throw new Error("the seed has no brands");
  const { pinyin } = await brandSpellings(brand.id);

  await page.goto(`/search?key=${pinyin}`);
  const results = page.getByRole("region", { name: "搜索结果" });
  await results.getByRole("navigation", { name: "结果分类" }).getByRole("link", { name: /^品牌/ }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("tab") === "brand");
  const hit = results.getByRole("link").filter({ has: page.getByText(brand.name, { exact: true }) });
  await expect(hit).toHaveAttribute("href", `/brands/${brand.id}`);
  await expect(hit.locator("mark")).toHaveText(brand.name);

  await hit.click();
  await expect(page).toHaveURL(`/brands/${brand.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(brand.name);
  const { figures } = await apiData<{
    figures: { complaint_count: number; recent_count: number; reply_rate: number | null };
  }>(request, `/api/brand/${brand.id}`);
  const shown = page.getByRole("region", { name: "投诉数据" });
  // Each card is a term (the figure's name) followed by its value.
  const figure = (label: string) => shown.locator(`dt:text-is("${label}") + dd`);
  await expect(figure("投诉总量")).toHaveText(formatCount(figures.complaint_count));
  await expect(figure("近30天投诉")).toHaveText(formatCount(figures.recent_count));
  await expect(figure("回复率")).toHaveText(formatRate(figures.reply_rate));
});

test("[DISCOVERY][SEARCH] the header search box submits its key to /search", async ({ page, request }) => {
  const [latest] = (await apiData<{ list: ListedComplaint[] }>(request, "/api/complaint/list?page_size=1"))
    .list;
  const key = latest?.brand?.name;
  if (!key) throw new Error("the latest complaint names no brand");
  const found = await apiData<{ total: number }>(
    request,
    `/api/complaint/search?key=${encodeURIComponent(key)}&page_size=1`,
  );

  await page.goto("/tousu");
  const box = page.getByRole("banner").getByRole("searchbox", { name: "搜索" });
  await box.fill(key);
  await box.press("Enter");

  await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("key") === key);
  await expect(page.getByRole("main").getByRole("searchbox", { name: "搜索关键词" })).toHaveValue(key);
  const results = page.getByRole("region", { name: "搜索结果" });
  await expect(
    results.getByRole("link", { name: new RegExp(`^投诉\\s*\\(${found.total}\\)$`) }),
  ).toHaveAttribute("aria-current", "page");
  const firstMark = results.getByRole("article").first().locator("mark").first();
  await expect(firstMark).toBeVisible();
  expect(key).toContain(await firstMark.innerText());
});

test("[DISCOVERY][SIDEBAR] /tousu's side column recommends solved complaints and leads to the brands complained about most", async ({
  page,
  request,
}) => {
  const complained = (
    await apiData<{ id: number; name: string; complaint_count: number }[]>(
      request,
      "/api/common/brandList?page_size=100",
    )
  ).filter((brand) => brand.complaint_count > 0);
  const recommended = await apiData<{ id: number; status: string }[]>(
    request,
    "/api/common/recommendList?limit=20",
  );
  if (complained.length === 0) throw new Error("the seed has no complained-about brand");

  await page.goto("/tousu");
  const side = page.getByRole("complementary");
  const hrefsIn = (block: string) =>
    side
      .getByRole("region", { name: block })
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));

  // Solved complaints that drew attention, leaving out those the hot list above already shows.
  const hotHrefs = await hrefsIn("热门投诉");
  const recommendedHrefs = await hrefsIn("推荐投诉");
  expect(recommendedHrefs.length).toBeGreaterThan(0);
  expect(recommended.every((complaint) => complaint.status === "completed")).toBe(true);
  expect(recommendedHrefs).toEqual(
    recommended
      .map((complaint) => `/tousu/${complaint.id}`)
      .filter((href) => !hotHrefs.includes(href))
      .slice(0, recommendedHrefs.length),
  );

  const brandBlock = side.getByRole("region", { name: "投诉最多的品牌" });
  const brandHrefs = await hrefsIn("投诉最多的品牌");
  expect(brandHrefs.length).toBeGreaterThan(0);
  expect(brandHrefs).toEqual(complained.slice(0, brandHrefs.length).map((brand) => `/brands/${brand.id}`));

  const top = complained[0];
  await brandBlock.getByRole("listitem").first().getByRole("link").click();
  await expect(page).toHaveURL(`/brands/${top?.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(top?.name ?? "");
});

test("[DISCOVERY][SIDEBAR] the ranking page's 随便看看 leads to a brand's page", async ({
  page,
  request,
}) => {
  await page.goto("/ranking");
  const discover = page.getByRole("region", { name: "随便看看" }).getByRole("link");
  await expect(discover.first()).toBeVisible();
  for (const href of await discover.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(href).toMatch(/^\/brands\/\d+$/);
  }

  const first = discover.first();
  const href = (await first.getAttribute("href")) ?? "";
  const { name } = await apiData<{ name: string }>(request, `/api${href.replace("/brands/", "/brand/")}`);
  await expect(first).toContainText(name);
  await first.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
});
