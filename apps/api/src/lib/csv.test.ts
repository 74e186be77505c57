import { describe, expect, it } from "vitest";
import { csvCell } from "./csv";

describe("csvCell", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("手机屏幕失灵")).toBe("手机屏幕失灵");
    expect(csvCell("")).toBe("");
  });

  it("turns every formula start into text", () => {
    for (const cell of ["=1+1", "+86", "-2", "@SUM(A1)", "\tcmd", "\rcmd"]) {
      expect(csvCell(cell).replace(/^"/, "")).toMatch(/^'/);
    }
  });

  it("quotes separators, quotes and line breaks", () => {
    expect(csvCell('他说"退款",但没有')).toBe('"他说""退款"",但没有"');
    expect(csvCell("第一行\n第二行")).toBe('"第一行\n第二行"');
    expect(csvCell("=A1,B1")).toBe(`"'=A1,B1"`);
  });
});
