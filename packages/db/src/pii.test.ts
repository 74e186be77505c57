import { describe, expect, it } from "vitest";
import {
  blindIndex,
  decryptPii,
  decryptPiiFile,
  derivePiiKeys,
  encryptPii,
  encryptPiiFile,
  normalizePhone,
  phoneBlindIndex,
} from "./pii";

const keys = derivePiiKeys("unit-test-secret-0123456789abcdef");
const otherKeys = derivePiiKeys("another-secret-0123456789abcdef");

describe("encryptPii / decryptPii", () => {
  it("round-trips ASCII and Chinese text", () => {
    for (const plain of ["13800138000", "张三", "11010519491231002X", ""]) {
      expect(decryptPii(encryptPii(plain, keys.encryptionKey), keys.encryptionKey)).toBe(plain);
    }
  });

  it("uses a fresh IV each time, so equal inputs do not give equal ciphertexts", () => {
    const first = encryptPii("13800138000", keys.encryptionKey);
    const second = encryptPii("13800138000", keys.encryptionKey);
    expect(first).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(first).not.toBe(second);
  });

  it("rejects a ciphertext whose body, tag or IV was altered", () => {
    const cipher = encryptPii("13800138000", keys.encryptionKey);
    const raw = Buffer.from(cipher.slice(3), "base64");
    for (const position of [0, 12, raw.length - 1]) {
      const tampered = Buffer.from(raw);
      tampered[position] = (tampered[position] ?? 0) ^ 0x01;
      expect(() => decryptPii(`v1:${tampered.toString("base64")}`, keys.encryptionKey)).toThrow(
        "failed authentication",
      );
    }
  });

  it("rejects the wrong key, an unknown version and a truncated value", () => {
    const cipher = encryptPii("13800138000", keys.encryptionKey);
    expect(() => decryptPii(cipher, otherKeys.encryptionKey)).toThrow("failed authentication");
    expect(() => decryptPii(cipher.replace("v1:", "v2:"), keys.encryptionKey)).toThrow("version");
    expect(() => decryptPii("v1:AAAA", keys.encryptionKey)).toThrow("truncated");
  });

  it("refuses keys of the wrong length", () => {
    expect(() => encryptPii("x", Buffer.alloc(16))).toThrow("32 bytes");
  });
});

describe("blindIndex", () => {
  it("is deterministic hex for one key and differs between keys", () => {
    const a = blindIndex("13800138000", keys.indexKey);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(blindIndex("13800138000", keys.indexKey)).toBe(a);
    expect(blindIndex("13800138000", otherKeys.indexKey)).not.toBe(a);
    expect(blindIndex("13800138001", keys.indexKey)).not.toBe(a);
  });

  it("indexes phones after removing whitespace", () => {
    expect(normalizePhone(" 138 0013\t8000 ")).toBe("13800138000");
    expect(phoneBlindIndex("138 0013 8000", keys.indexKey)).toBe(blindIndex("13800138000", keys.indexKey));
  });
});

describe("derivePiiKeys", () => {
  it("derives two different 32-byte keys, the same ones for the same secret", () => {
    expect(keys.encryptionKey).toHaveLength(32);
    expect(keys.indexKey).toHaveLength(32);
    expect(keys.encryptionKey.equals(keys.indexKey)).toBe(false);
    expect(derivePiiKeys("unit-test-secret-0123456789abcdef").encryptionKey.equals(keys.encryptionKey)).toBe(
      true,
    );
    expect(otherKeys.encryptionKey.equals(keys.encryptionKey)).toBe(false);
  });

  it("refuses an empty secret", () => {
    expect(() => derivePiiKeys("")).toThrow("empty");
  });
});

describe("encryptPiiFile / decryptPiiFile", () => {
  const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

  it("round-trips a file, and the sealed bytes do not contain it", () => {
    const sealed = encryptPiiFile(photo, keys.encryptionKey);
    expect(sealed.includes(photo)).toBe(false);
    expect(decryptPiiFile(sealed, keys.encryptionKey).equals(photo)).toBe(true);
  });

  it("rejects another key, an altered byte, an unknown version and a truncated file", () => {
    const sealed = encryptPiiFile(photo, keys.encryptionKey);
    expect(() => decryptPiiFile(sealed, otherKeys.encryptionKey)).toThrow("failed authentication");
    const tampered = Buffer.from(sealed);
    tampered[sealed.length - 1] = (tampered[sealed.length - 1] ?? 0) ^ 0x01;
    expect(() => decryptPiiFile(tampered, keys.encryptionKey)).toThrow("failed authentication");
    expect(() => decryptPiiFile(photo, keys.encryptionKey)).toThrow("version");
    expect(() => decryptPiiFile(sealed.subarray(0, 10), keys.encryptionKey)).toThrow("truncated");
  });
});
