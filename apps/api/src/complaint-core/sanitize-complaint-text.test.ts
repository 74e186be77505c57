import { describe, expect, it } from "vitest";
import { sanitizeComplaintText } from "./sanitize-complaint-text";

describe("sanitizeComplaintText", () => {
  it("keeps plain text and its line breaks", () => {
    expect(sanitizeComplaintText("第一行\r\n第二行\n\n\n\n第三行  ")).toBe("第一行\n第二行\n\n第三行");
  });

  it("drops scripts with their code, and every other tag but not its text", () => {
    expect(sanitizeComplaintText('退款<script>alert("x")</script>未到账<b onclick="x()">三周</b>')).toBe(
      "退款未到账三周",
    );
    expect(sanitizeComplaintText("<img src=x onerror=alert(1)>图片<iframe src='//evil'>框</iframe>")).toBe(
      "图片",
    );
  });

  it("turns paragraphs and breaks into line breaks", () => {
    expect(sanitizeComplaintText("<p>一</p><p>二<br>三</p>")).toBe("一\n二\n三");
  });

  it("keeps comparison signs and ampersands as text", () => {
    expect(sanitizeComplaintText("金额<100元 & 运费>5元")).toBe("金额<100元 & 运费>5元");
  });

  it("does not let entity-encoded script survive decoding", () => {
    const result = sanitizeComplaintText("前&lt;script&gt;alert(1)&lt;/script&gt;后");
    expect(result).not.toMatch(/<script/i);
    expect(result).toBe("前后");
  });

  it("gives up on endlessly nested encodings", () => {
    expect(sanitizeComplaintText("&amp;amp;amp;amp;amp;lt;b&amp;amp;amp;amp;amp;gt;")).toBeNull();
  });
});
