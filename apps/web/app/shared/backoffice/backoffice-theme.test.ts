import { theme } from "antd";
import { describe, expect, it } from "vitest";
import { contrastRatio as contrast } from "../../testing/contrast";
import { BACKOFFICE_THEME } from "./backoffice-theme";

const token = theme.getDesignToken(BACKOFFICE_THEME);
const WHITE = "#ffffff";
// The grey behind the page, and Ant Design's table headers.
const GREY_SURFACES = [token.colorBgLayout, "#fafafa"];

describe("back-office theme contrast (WCAG AA, 4.5:1)", () => {
  it.each([
    ["colorPrimary", token.colorPrimary],
    ["colorLink", token.colorLink],
    ["colorTextTertiary", token.colorTextTertiary],
    ["colorTextPlaceholder", token.colorTextPlaceholder],
  ])("%s on white", (_, colour) => {
    expect(contrast(colour, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ["colorTextSecondary", token.colorTextSecondary],
    ["colorTextDescription", token.colorTextDescription],
    ["colorLink", token.colorLink],
  ])("%s on white and on the grey surfaces", (_, colour) => {
    for (const surface of [WHITE, ...GREY_SURFACES])
      expect(contrast(colour, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it("white on primary buttons and the selected menu item's text on its tint", () => {
    expect(contrast(WHITE, token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, token.colorError)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorPrimary, token.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(["Success", "Info", "Warning", "Error"] as const)(
    "the %s status colour on white and its tint",
    (status) => {
      const colour = token[`color${status}`];
      expect(contrast(colour, WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour, token[`color${status}Bg`])).toBeGreaterThanOrEqual(4.5);
    },
  );
});
