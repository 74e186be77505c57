import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** What axe-core finds serious or critical on the page as it is now, one line per rule. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default opens a blank page to merge each frame's
  // results, which our pages (no frames) do not need: on two loaded cores it took 16 of a scan's
  // 21 s (2026-12-06: /tousu 21.4 s → 7.7 s, /complaints 19.7 s → 5.2 s).
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}
