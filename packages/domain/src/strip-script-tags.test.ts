import { describe, expect, it } from "vitest";
import { stripScriptTags } from "./strip-script-tags";

describe("stripScriptTags", () => {
  it("leaves text without scripts untouched", () => {
    expect(stripScriptTags("<p>商家<b>拒绝</b>退款</p>")).toBe("<p>商家<b>拒绝</b>退款</p>");
    expect(stripScriptTags("")).toBe("");
    expect(stripScriptTags("1 < 2 and <scripture>")).toBe("1 < 2 and <scripture>");
  });

  it("removes script blocks with their content, across lines and in any case", () => {
    expect(stripScriptTags("a<script>alert(1)</script>b")).toBe("ab");
    expect(stripScriptTags('a<SCRIPT type="text/javascript">\nx()\n</Script >b')).toBe("ab");
    expect(stripScriptTags("a<script src=x.js></script>b<script>y()</script>c")).toBe("abc");
    expect(stripScriptTags("a<script\nsrc=x></script\n>b")).toBe("ab");
  });

  it("removes an unclosed opening and everything after it", () => {
    expect(stripScriptTags("before<script>alert(1)")).toBe("before");
    expect(stripScriptTags("before<script src=x")).toBe("before");
    expect(stripScriptTags("before<script")).toBe("before");
  });

  it("removes stray closing tags", () => {
    expect(stripScriptTags("a</script>b</SCRIPT x>c")).toBe("abc");
  });

  it("does not let removal assemble a new script tag", () => {
    expect(stripScriptTags("<scr<script>x</script>ipt>alert(1)</script>")).toBe("");
    expect(stripScriptTags("a<scr<script></script>ipt>alert(1)</scr</script>ipt>b")).toBe("ab");
  });
});
