import { describe, expect, it } from "vitest";
import { isAccepted } from "./accept-file";

const photo = { name: "订单截图.JPG", type: "image/jpeg" };
const png = { name: "chat.png", type: "image/png" };
const pdf = { name: "invoice.pdf", type: "application/pdf" };
const untyped = { name: "evidence.heic", type: "" };

describe("isAccepted (extension, wildcard type or exact type; docs/product/validation.md#uploads)", () => {
  it("matches an extension, whatever its case", () => {
    expect(isAccepted(photo, ".jpg")).toBe(true);
    expect(isAccepted(png, ".jpg,.jpeg")).toBe(false);
    expect(isAccepted(untyped, ".heic")).toBe(true);
  });

  it("matches a wildcard type", () => {
    expect(isAccepted(photo, "image/*")).toBe(true);
    expect(isAccepted(pdf, "image/*")).toBe(false);
    expect(isAccepted(untyped, "image/*")).toBe(false);
  });

  it("matches an exact type", () => {
    expect(isAccepted(png, "image/png")).toBe(true);
    expect(isAccepted(photo, "image/png")).toBe(false);
  });

  it("accepts when any entry of a mixed list matches, spaces allowed", () => {
    const accept = ".pdf, image/png ,image/jpeg";
    expect(isAccepted(photo, accept)).toBe(true);
    expect(isAccepted(pdf, accept)).toBe(true);
    expect(isAccepted({ name: "a.gif", type: "image/gif" }, accept)).toBe(false);
  });

  it("accepts everything without a list", () => {
    expect(isAccepted(pdf, undefined)).toBe(true);
    expect(isAccepted(pdf, " , ")).toBe(true);
  });
});
