import { createCipheriv, createDecipheriv } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptContent, encryptContent } from "./content-cipher";

// What the other side does: OpenSSL's aes-*-ecb with its default PKCS#7 padding.
function nodeEncrypt(text: string, key: string): string {
  const cipher = createCipheriv(`aes-${Buffer.byteLength(key) * 8}-ecb`, key, null);
  return Buffer.concat([cipher.update(text, "utf8"), cipher.final()]).toString("base64");
}

function nodeDecrypt(base64: string, key: string): string {
  const decipher = createDecipheriv(`aes-${Buffer.byteLength(key) * 8}-ecb`, key, null);
  return Buffer.concat([decipher.update(base64, "base64"), decipher.final()]).toString("utf8");
}

const KEYS = {
  "AES-128": "0123456789abcdef",
  "AES-192": "0123456789abcdef01234567",
  "AES-256": "0123456789abcdef0123456789abcdef",
};

const TEXTS = [
  "",
  "hello",
  "exactly 16 bytes",
  "商家拒绝退款，要求平台介入处理。",
  JSON.stringify({ event: "page_view", uid: 42, url: "/tousu/1?from=首页" }),
  "长".repeat(5000),
];

describe.each(Object.entries(KEYS))("%s", (_, key) => {
  it.each(TEXTS)("matches node:crypto in both directions for %#", (text) => {
    const encrypted = encryptContent(text, key);
    expect(encrypted).toBe(nodeEncrypt(text, key));
    expect(nodeDecrypt(encrypted, key)).toBe(text);
    expect(decryptContent(nodeEncrypt(text, key), key)).toBe(text);
  });
});

describe("encryptContent / decryptContent", () => {
  it("pads to whole blocks, adding a full block for aligned input", () => {
    expect(atob(encryptContent("", KEYS["AES-128"]))).toHaveLength(16);
    expect(atob(encryptContent("exactly 16 bytes", KEYS["AES-128"]))).toHaveLength(32);
  });

  it("measures the key in UTF-8 bytes", () => {
    const key = "一二三四五a";
    expect(decryptContent(encryptContent("投诉", key), key)).toBe("投诉");
    expect(encryptContent("投诉", key)).toBe(nodeEncrypt("投诉", key));
  });

  it("rejects keys that are not 16, 24 or 32 bytes", () => {
    for (const key of ["", "short", "0123456789abcde", "0123456789abcdef0", "一二三四五六"]) {
      expect(() => encryptContent("x", key)).toThrow(/16, 24 or 32 bytes/);
      expect(() => decryptContent("AAAAAAAAAAAAAAAAAAAAAA==", key)).toThrow(/16, 24 or 32 bytes/);
    }
  });

  it("throws on input that is not base64 or not whole blocks", () => {
    expect(() => decryptContent("%%%", KEYS["AES-128"])).toThrow();
    expect(() => decryptContent(btoa("abc"), KEYS["AES-128"])).toThrow();
  });

  it("throws when the padding does not survive a wrong key", () => {
    const encrypted = encryptContent("消费者权益", KEYS["AES-128"]);
    expect(() => decryptContent(encrypted, "fedcba9876543210")).toThrow();
  });
});
