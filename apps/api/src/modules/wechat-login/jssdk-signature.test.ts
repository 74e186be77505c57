import { describe, expect, it } from "vitest";
import { jssdkNonce, ownPageAddress, signJssdkPage } from "./jssdk-signature";

describe("signJssdkPage", () => {
  it("signs WeChat's documented example as WeChat does", () => {
    // The worked example of WeChat's JS-SDK documentation (附录1-JS-SDK使用权限签名算法).
    expect(
      signJssdkPage({
        ticket: "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg",
        nonceStr: "Wm3WZYTPz0wzccnW",
        timestamp: 1414587457,
        url: "http://mp.weixin.qq.com?params=value",
      }),
    ).toBe("0f9de62fce790f9a083d5c99e95740ceb90c27ed");
  });

  it("makes nonces of letters and digits only", () => {
    for (let i = 0; i < 50; i++) expect(jssdkNonce()).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});

describe("ownPageAddress", () => {
  const origins = ["https://www.example-tousu.cn", "https://m.example-tousu.cn"];

  it.each([
    [
      "https://m.example-tousu.cn/pages/complaint/details?id=7",
      "https://m.example-tousu.cn/pages/complaint/details?id=7",
    ],
    [
      "https://www.example-tousu.cn/h5/?from=singlemessage#top",
      "https://www.example-tousu.cn/h5/?from=singlemessage",
    ],
  ])("signs %s as %s", (url, signed) => {
    expect(ownPageAddress(url, origins)).toBe(signed);
  });

  it.each([
    "https://evil.example/pages/complaint/details?id=7",
    "https://m.example-tousu.cn.evil.example/",
    "http://m.example-tousu.cn/",
    "https://user@m.example-tousu.cn/",
    "/pages/complaint/details?id=7",
    "javascript:alert(1)",
    "",
  ])("refuses %s", (url) => {
    expect(ownPageAddress(url, origins)).toBeNull();
  });
});
