import type { Frame, Page } from "@playwright/test";
import axe from "axe-core";

/**
 * Puts axe-core into every frame of the page that does not have it yet. A document keeps it until
 * it is replaced, so a page scanned at two widths is injected once: running axe-core's 1.3 MB source
 * took 0.7 to 1 s on two loaded cores, and `@axe-core/playwright` ran it twice for every scan.
 */
async function injectAxe(page: Page): Promise<void> {
  const main = page.mainFrame();
  await injectInto(main);
  // A child frame that goes away meanwhile is not scanned, as `@axe-core/playwright` left it.
  for (const frame of page.frames()) if (frame !== main) await injectInto(frame).catch(() => {});
}

async function injectInto(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof window.axe?.run === "function")) return;
  await frame.evaluate(axe.source);
  // Frames answer only a page of their own origin, as `@axe-core/playwright` configured them.
  await frame.evaluate(() => window.axe.configure({ allowedOrigins: ["<same_origin>"] }));
}

/** axe-core's report on the frame's document, run in the page itself (rather than merged in a blank page). */
function runAxe(frame: Frame): Promise<axe.AxeResults> {
  // Only the violations carry every node: passes and the rest, which nothing here reads, keep one
  // node each instead of a selector and an HTML excerpt for every element they checked.
  return frame.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** What axe-core finds serious or critical on the page as it is now, one line per rule. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const { violations } = await runAxe(page.mainFrame());
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
