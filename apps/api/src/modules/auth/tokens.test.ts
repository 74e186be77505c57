import { isWellFormedSessionToken } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { generateSessionToken } from "./tokens";

describe("generateSessionToken", () => {
  it("issues tokens of the shape the page server and the API check before any lookup", () => {
    for (let index = 0; index < 50; index++)
      expect(isWellFormedSessionToken(generateSessionToken())).toBe(true);
  });
});
