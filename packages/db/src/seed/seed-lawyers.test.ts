import {
  findAdvertisingViolation,
  isLicenseNumber,
  isPracticeCity,
  PRACTICE_AREA_CODES,
} from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { createPopulation } from "./population";
import { planBrands } from "./seed-brands";
import { staffSeats } from "./seed-database";
import { buildLawyerProfiles } from "./seed-lawyers";

const NOW = new Date("2026-06-01T04:00:00Z");

function seededLawyers() {
  const staff = staffSeats(planBrands());
  return buildLawyerProfiles(createPopulation(7, NOW.getTime(), 1500 - staff.length, staff), 3);
}

describe("the seed's lawyers", () => {
  const lawyers = seededLawyers();
  const verified = lawyers.filter((lawyer) => lawyer.status === "verified");

  it("are forty verified lawyers across cities and areas, some applications waiting and one refused", () => {
    expect(verified.length).toBeGreaterThanOrEqual(40);
    expect(new Set(verified.map((lawyer) => lawyer.city)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(verified.flatMap((lawyer) => lawyer.practiceAreas)).size).toBeGreaterThanOrEqual(8);
    expect(lawyers.filter((lawyer) => lawyer.status === "pending").length).toBeGreaterThanOrEqual(3);
    expect(lawyers.filter((lawyer) => lawyer.status === "refused")).toHaveLength(1);
  });

  it("practise in cities of the one city list", () => {
    for (const lawyer of lawyers) expect(isPracticeCity(lawyer.city), lawyer.city).toBe(true);
  });

  it("hold well-formed, distinct licence numbers and words the advertising rules allow", () => {
    expect(new Set(lawyers.map((lawyer) => lawyer.licenseNo)).size).toBe(lawyers.length);
    for (const lawyer of lawyers) {
      expect(isLicenseNumber(lawyer.licenseNo, NOW), lawyer.licenseNo).toBe(true);
      expect(Number(lawyer.licenseNo.slice(5, 9))).toBe(lawyer.practiceSinceYear);
      expect(findAdvertisingViolation(lawyer.introduction), lawyer.introduction).toBeNull();
      for (const area of lawyer.practiceAreas) expect(PRACTICE_AREA_CODES).toContain(area);
    }
  });

  it("are verified within the last year, a few of them due for re-check soon", () => {
    for (const lawyer of verified) {
      expect(lawyer.verifiedAt!.getTime()).toBeLessThan(NOW.getTime());
      expect(lawyer.recheckDueAt!.getTime()).toBeGreaterThan(NOW.getTime());
    }
    const dueSoon = verified.filter(
      (lawyer) => lawyer.recheckDueAt!.getTime() - NOW.getTime() < 21 * 86_400_000,
    );
    expect(dueSoon.length).toBeGreaterThan(0);
  });

  it("are the same lawyers for the same seed", () => {
    expect(seededLawyers()).toEqual(lawyers);
  });
});
