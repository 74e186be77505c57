import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { replaceNonceWithScriptHashes } from "./content-security-policy";

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
