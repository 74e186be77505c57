import { createHash } from "node:crypto";
import { loadConfig } from "@tousu/api";
import { describe, expect, it } from "vitest";
import { createContentSecurityPolicy, replaceNonceWithScriptHashes } from "./content-security-policy";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("replaceNonceWithScriptHashes", () => {
  const nonce = "c2VjcmV0LW5vbmNlLTEyMw==";

  it("hashes the scripts that carry the render's nonce, and only those", () => {
    const page = [
      `<link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/>`,
      `<script nonce="${nonce}">window.__ctx = {"name":"诉达"};</script>`,
      `<script nonce="${nonce}" type="module" async="">import "/assets/a.js";</script>`,
      // Markup that slipped into content cannot know the nonce: it must stay blocked.
      `<div><script>alert(1)</script><script nonce="guess">alert(2)</script></div>`,
      `<script nonce="${nonce}">window.__ctx = {"name":"诉达"};</script>`,
    ].join("");

    const { html, inlineScriptSources } = replaceNonceWithScriptHashes(page, nonce);

    expect(inlineScriptSources).toEqual([
      sha256(`window.__ctx = {"name":"诉达"};`),
      sha256(`import "/assets/a.js";`),
    ]);
    expect(html).not.toContain(nonce);
    expect(html).toContain(`<script type="module" async="">import "/assets/a.js";</script>`);
    expect(html).toContain(`<script nonce="guess">alert(2)</script>`);
  });
});

describe("createContentSecurityPolicy", () => {
  const policy = createContentSecurityPolicy(loadConfig({ NODE_ENV: "test" }));
  const directive = (text: string, name: string) =>
    text.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

  it("lets the H5 site's pages load WeChat's JS-SDK and lead their forms to WeChat's authorisation", () => {
    const h5 = policy(["'nonce-abc'"], true);
    expect(directive(h5, "script-src")).toBe("script-src 'self' 'nonce-abc' https://res.wx.qq.com");
    expect(directive(h5, "form-action")).toBe("form-action 'self' https://open.weixin.qq.com");
  });

  it("keeps both to our own origin on the PC site", () => {
    const pc = policy(["'nonce-abc'"]);
    expect(directive(pc, "script-src")).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(pc, "form-action")).toBe("form-action 'self'");
  });

  it("shows the WeChat avatars people chose to use, on every page", () => {
    expect(directive(policy([]), "img-src")).toContain("https://thirdwx.qlogo.cn");
  });
});
