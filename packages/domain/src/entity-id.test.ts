import { describe, expect, it } from "vitest";
import { ENTITY_ID_MAX, isEntityId, parseEntityId } from "./entity-id";

describe("parseEntityId", () => {
  it("reads decimal digits within an integer column", () => {
    expect(parseEntityId("1")).toBe(1);
    expect(parseEntityId("007")).toBe(7);
    expect(parseEntityId(String(ENTITY_ID_MAX))).toBe(ENTITY_ID_MAX);
  });

  it("refuses what Number() would read but no row can have", () => {
    for (const text of [
      "0",
      "-1",
      "2147483648",
      "99999999999",
      "0x10",
      "1e3",
      "1.0",
      " 7",
      "+7",
      "",
      "7 ",
      "１",
    ]) {
      expect(parseEntityId(text), text).toBeNull();
    }
    expect(parseEntityId(undefined)).toBeNull();
    expect(parseEntityId(null)).toBeNull();
  });
});

describe("isEntityId", () => {
  it("holds for positive integers up to the integer column's maximum", () => {
    expect(isEntityId(1)).toBe(true);
    expect(isEntityId(ENTITY_ID_MAX + 1)).toBe(false);
    expect(isEntityId(1.5)).toBe(false);
    expect(isEntityId(Number.NaN)).toBe(false);
  });
});
