import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// WeChat's desktop browser: phones' user agents are redirected to the mobile site
// (docs/product/redirects.md#mobile-redirects-302).
const WECHAT =
  "Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)";

/** The mask on /tousu covers the viewport, opaque and on top; focus stays in it; choosing to stay closes it. */
async function expectMaskCoversPage(page: Page, isModal: boolean): Promise<void> {
  await page.goto("/tousu");
  const mask = page.getByRole("dialog", { name: "请在浏览器中打开" });
  await expect(mask).toBeVisible();

  const cover = await mask.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const [, , , alpha = "1"] = getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? [];
    const points = [
      [1, 1],
      [innerWidth - 2, 1],
      [innerWidth / 2, innerHeight / 2],
      [1, innerHeight - 2],
      [innerWidth - 2, innerHeight - 2],
    ];
    return {
      covers: box.left <= 0 && box.top <= 0 && box.right >= innerWidth && box.bottom >= innerHeight,
      alpha: Number(alpha),
      onTop: points.every(([x, y]) => element.contains(document.elementFromPoint(x!, y!))),
      modal: element.matches(":modal"),
      // Everything else in <body> is out of reach: inert by the top layer, or marked so.
      behindInert:
        element.matches(":modal") ||
        Array.from(document.body.children).every((other) => other === element || other.hasAttribute("inert")),
    };
  });
  expect(cover).toEqual({ covers: true, alpha: 1, onTop: true, modal: isModal, behindInert: true });

  // Focus never reaches the page behind the mask.
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press("Tab");
    const focusBehind = await mask.evaluate(
      (element) => document.activeElement !== document.body && !element.contains(document.activeElement),
    );
    expect(focusBehind).toBe(false);
  }

  await mask.getByRole("button", { name: "仍在当前页面浏览" }).click();
  await expect(mask).toBeHidden();
  await expect(page.getByRole("banner")).toBeVisible();
  // The page behind is usable again.
  expect(await page.evaluate(() => document.querySelectorAll("body > [inert]").length)).toBe(0);
}

for (const width of [1440, 390]) {
  test.describe(`inside WeChat at ${width} px`, () => {
    test.use({ userAgent: WECHAT, viewport: { width, height: 800 } });

    test("[IN-APP] the open-in-browser mask covers the page, opaque, and the page behind is inert", async ({
      page,
    }) => {
      await expectMaskCoversPage(page, true);
    });

    test("[IN-APP] without modal dialogs (iOS before 15.4) the mask is an overlay with the page behind inert", async ({
      page,
    }) => {
      await page.addInitScript(() => {
        // @ts-expect-error: removed as old WebKit never had it
        delete HTMLDialogElement.prototype.showModal;
      });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await expectMaskCoversPage(page, false);
      expect(errors).toEqual([]);
    });
  });
}
