import { describe, expect, it } from "vitest";
import { parsePositiveInteger, timelineEntryId } from "./path-segments";

describe("parsePositiveInteger", () => {
  it("accepts positive integers only", () => {
    expect(parsePositiveInteger("3")).toBe(3);
    expect(parsePositiveInteger("123456789012345")).toBe(123456789012345);
    expect(parsePositiveInteger(undefined)).toBeNull();
    for (const bad of ["0", "-1", "1.5", "01", "abc", "1234567890123456", "1e3"]) {
      expect(parsePositiveInteger(bad)).toBeNull();
    }
  });

  it("names a timeline entry's anchor", () => {
    expect(timelineEntryId(2)).toBe("progress-2");
  });
});
