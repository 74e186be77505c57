import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(() => t.close());

async function pickAt(time: string): Promise<{ id: number; complaint_count: number }[]> {
  t.setNow(new Date(time));
  const response = await t.app.inject({ url: "/api/brand/random?limit=6" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const idsOf = (brands: { id: number }[]) => brands.map((brand) => brand.id);

describe("GET /brand/random on the ranking page", () => {
  it("draws one pick an hour, so every render of a shared page within it shows the same brands", async () => {
    const early = await pickAt("2026-03-10T09:01:00+08:00");
    const late = await pickAt("2026-03-10T09:59:00+08:00");
    const nextHour = await pickAt("2026-03-10T10:01:00+08:00");

    expect(early).toHaveLength(6);
    for (const brand of [...early, ...nextHour]) expect(brand.complaint_count).toBeGreaterThan(0);
    expect(idsOf(late)).toEqual(idsOf(early));
    expect(idsOf(nextHour)).not.toEqual(idsOf(early));
  });
});
