import { describe, expect, it } from "vitest";
import { COMPLAINT_NUMBER_FIRST, COMPLAINT_NUMBER_LAST, isComplaintNumber } from "./complaint-number";

describe("isComplaintNumber (decision 029)", () => {
  it("takes eleven digits, the sequence's whole range", () => {
    expect(isComplaintNumber(String(COMPLAINT_NUMBER_FIRST))).toBe(true);
    expect(isComplaintNumber(String(COMPLAINT_NUMBER_LAST))).toBe(true);
    expect(isComplaintNumber("17300123456")).toBe(true);
  });

  it.each(["", "1730012345", "173001234561", "1730012345a", " 17300123456", "１７３００１２３４５６"])(
    "refuses %j",
    (text) => {
      expect(isComplaintNumber(text)).toBe(false);
    },
  );
});
