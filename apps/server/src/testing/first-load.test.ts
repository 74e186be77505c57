import { describe, expect, it } from "vitest";
import { firstLoadScripts } from "./first-load";

describe("firstLoadScripts", () => {
  it("lists the modulepreloads and the module script's imports once each, and no lazy import", () => {
    const html = [
      '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
      '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
      '<link rel="stylesheet" href="/assets/app-shell-3.css"/>',
      '<script type="module" nonce="n">import "/assets/manifest-1.js";',
      'import * as route0 from "/assets/root-4.js";',
      'import * as route1 from "/assets/home-5.js";',
      "window.__reactRouterRouteModules = {};",
      'import("/assets/entry.client-2.js");</script>',
      '<a href="/assets/report.pdf">报告</a>',
    ].join("");
    expect(firstLoadScripts(html)).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
    ]);
  });
});
