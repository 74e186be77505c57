import { describe, expect, it } from "vitest";
import { decodeListCursor, encodeListCursor } from "./list-cursor";

describe("list cursor", () => {
  it("round-trips a timestamp key with microseconds and a counter key", () => {
    const latest = { sort: "latest", key: "2026-03-01 04:00:00.123456+00", id: 42 };
    expect(decodeListCursor(encodeListCursor(latest), "latest")).toEqual(latest);
    const followed = { sort: "followed", key: 17, id: 9 };
    expect(decodeListCursor(encodeListCursor(followed), "followed")).toEqual(followed);
  });

  it.each([
    ["garbage", "!!!"],
    ["not an array", Buffer.from('{"a":1}').toString("base64url")],
    ["a negative id", encodeListCursor({ sort: "latest", key: "2026-03-01", id: -1 })],
    ["a key that is no date", encodeListCursor({ sort: "latest", key: "yesterday", id: 1 })],
    ["a fractional counter", encodeListCursor({ sort: "latest", key: 1.5, id: 1 })],
  ])("refuses %s with a Chinese 400", (_, token) => {
    expect(() => decodeListCursor(token, "latest")).toThrow(
      expect.objectContaining({ code: 400, message: "翻页参数无效，请从第一页重新浏览" }),
    );
  });

  it("refuses a tampered or foreign-sort cursor", () => {
    const token = encodeListCursor({ sort: "viewed", key: 3, id: 8 });
    expect(() => decodeListCursor(token, "latest")).toThrow("翻页参数无效");
    expect(() => decodeListCursor(`${token.slice(0, -3)}x`, "viewed")).toThrow("翻页参数无效");
  });
});
