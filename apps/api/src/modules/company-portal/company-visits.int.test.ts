import { derivePiiKeys, schema } from "@tousu/db";
import {
  createBrand,
  createComplaint,
  createEnterprise,
  createUser,
  TEST_PII_SECRET,
} from "@tousu/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";

// The visits page (decision 113): page views land in the events table, the daily job rolls each day
// up, and an enterprise's members read its own figures from the roll-up, never another's.

const keys = derivePiiKeys(TEST_PII_SECRET);
const DAY_1 = "2026-06-01";
const DAY_2 = "2026-06-02";
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, "0")}:10:00Z`);

let t: TestApp;
const tokens = { ownerA: "", ownerB: "", outsider: "" };
const pages = { brandA: "", enterpriseA: "", complaintA: 0, repliedA: 0, brandB: "", complaintB: 0 };

function getVisits(token: string | null, query = "days=7") {
  return t.app.inject({
    method: "GET",
    url: `/api/company/visits?${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function view(day: string, hour: number, visitor: string, platform: "PC" | "H5", path: string) {
  await t.db.insert(schema.trackEvents).values({
    occurredAt: at(day, hour),
    event: "page_view",
    platform,
    visitor,
    path,
    isEntry: false,
    referrerClass: "internal",
    browser: "chrome",
    device: platform === "PC" ? "desktop" : "mobile",
  });
}

/** Moves the clock past midnight (UTC) after `day`, so the daily job rolls that day up. */
async function rollUpDay(day: string) {
  t.setNow(new Date(Date.parse(`${day}T00:30:00Z`) + 86_400_000));
  await t.app.runDueJobs();
}

beforeAll(async () => {
  t = await buildTestApp();
  const [enterpriseA, enterpriseB] = [await createEnterprise(t.db), await createEnterprise(t.db)];
  const brandA = await createBrand(t.db, { enterpriseId: enterpriseA.id });
  const brandB = await createBrand(t.db, { enterpriseId: enterpriseB.id });
  const complaintA = await createComplaint(t.db, keys, { brandId: brandA.id, title: "空调漏水售后不上门" });
  const repliedA = await createComplaint(t.db, keys, {
    brandId: brandA.id,
    title: "退款迟迟未到账",
    status: "replied",
    repliedAt: at(DAY_1, 1),
  });
  const complaintB = await createComplaint(t.db, keys, { brandId: brandB.id, title: "快递丢件无人处理" });
  Object.assign(pages, {
    brandA: `/brands/${brandA.id}`,
    enterpriseA: `/enterprise/${enterpriseA.id}`,
    complaintA: complaintA.id,
    repliedA: repliedA.id,
    brandB: `/brands/${brandB.id}`,
    complaintB: complaintB.id,
  });

  const [ownerA, ownerB, outsider] = [
    await createUser(t.db, keys),
    await createUser(t.db, keys),
    await createUser(t.db, keys),
  ];
  await t.db.insert(schema.enterpriseMembers).values([
    { enterpriseId: enterpriseA.id, userId: ownerA.id, role: "owner" },
    { enterpriseId: enterpriseB.id, userId: ownerB.id, role: "owner" },
  ]);
  tokens.ownerA = await loginBySms(t, ownerA.phone);
  tokens.ownerB = await loginBySms(t, ownerB.phone);
  tokens.outsider = await loginBySms(t, outsider.phone);

  // Day one: one PC visitor reads A's brand page in two different hours (one visitor, not two) and a
  // complaint; an H5 visitor reads the replied complaint twice through the H5 site under /h5 and
  // A's enterprise page; someone reads B's brand page and complaint, and a page no one owns.
  await view(DAY_1, 2, "visitor-pc-1", "PC", pages.brandA);
  await view(DAY_1, 7, "visitor-pc-1", "PC", pages.brandA);
  await view(DAY_1, 7, "visitor-pc-1", "PC", `/tousu/${pages.complaintA}`);
  await view(DAY_1, 3, "visitor-h5-1", "H5", `/h5/pages/complaint/details?id=${pages.repliedA}`);
  await view(DAY_1, 9, "visitor-h5-1", "H5", `/pages/complaint/details?id=${pages.repliedA}`);
  await view(DAY_1, 9, "visitor-h5-1", "H5", pages.enterpriseA);
  await view(DAY_1, 4, "visitor-pc-2", "PC", pages.brandB);
  await view(DAY_1, 4, "visitor-pc-2", "PC", `/tousu/${pages.complaintB}`);
  await view(DAY_1, 5, "visitor-pc-2", "PC", "/ranking");
  // Day two: the same visitor hash is a new visitor of a new day.
  await view(DAY_2, 1, "visitor-pc-1", "PC", `/tousu/${pages.repliedA}`);
  await rollUpDay(DAY_1);
  await rollUpDay(DAY_2);
});

afterAll(async () => {
  await t?.close();
});

describe("GET /company/visits", () => {
  it("shows an enterprise the daily visits to its own pages, by site and kind, through yesterday", async () => {
    const response = await getVisits(tokens.ownerA);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.through).toBe(DAY_2);
    expect(data.series).toHaveLength(7);
    expect(data.series.at(-2)).toEqual({
      date: DAY_1,
      all: { visits: 6, visitors: 2 },
      pc: { visits: 3, visitors: 1 },
      h5: { visits: 3, visitors: 1 },
      brand: { visits: 2, visitors: 1 },
      enterprise: { visits: 1, visitors: 1 },
      complaint: { visits: 3, visitors: 2 },
    });
    expect(data.series.at(-1)).toMatchObject({ date: DAY_2, all: { visits: 1, visitors: 1 } });
    expect(data.series[0]).toMatchObject({ all: { visits: 0, visitors: 0 } });
  });

  it("lists its most-visited complaints with whether each has a reply", async () => {
    const { data } = (await getVisits(tokens.ownerA)).json();
    expect(data.top_complaints).toEqual([
      {
        id: pages.repliedA,
        title: "退款迟迟未到账",
        status: "replied",
        status_label: expect.any(String),
        replied: true,
        visits: 3,
      },
      {
        id: pages.complaintA,
        title: "空调漏水售后不上门",
        status: "dispatched",
        status_label: expect.any(String),
        replied: false,
        visits: 1,
      },
    ]);
    expect(data.viewed_complaints).toEqual({ count: 2, replied: 1 });
  });

  it("shows another enterprise only its own figures", async () => {
    const { data } = (await getVisits(tokens.ownerB)).json();
    expect(data.series.at(-2)).toMatchObject({
      all: { visits: 2, visitors: 1 },
      brand: { visits: 1, visitors: 1 },
      complaint: { visits: 1, visitors: 1 },
      h5: { visits: 0, visitors: 0 },
    });
    expect(data.top_complaints.map((complaint: { id: number }) => complaint.id)).toEqual([pages.complaintB]);
  });

  it("refuses a member asking for another enterprise, a non-member and a visitor", async () => {
    const enterpriseOfA = Number(pages.enterpriseA.split("/").at(-1));
    const asB = await getVisits(tokens.ownerB, `days=7&enterprise_id=${enterpriseOfA}`);
    expect(asB.statusCode).toBe(403);
    expect(asB.json()).toMatchObject({ code: 403, msg: "您不是该企业的成员" });
    expect((await getVisits(tokens.outsider)).statusCode).toBe(403);
    expect((await getVisits(null)).statusCode).toBe(401);
  });

  it("accepts only the periods the page offers", async () => {
    const response = await getVisits(tokens.ownerA, "days=365");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: "统计周期只能是7、30或90天" });
  });
});
