import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createFieldSigner } from "./signed-fields";

const key = Buffer.alloc(32, 5);

describe("signed fields", () => {
  it("signs the fields joined by dots, as HMAC-SHA256 in the format asked for", () => {
    const mac = createHmac("sha256", key).update("bind.42.1000").digest();
    expect(createFieldSigner(key, { encoding: "hex" }).sign(["bind", 42, 1000])).toBe(mac.toString("hex"));
    expect(createFieldSigner(key, { encoding: "base64url", bytes: 16 }).sign(["bind", 42, 1000])).toBe(
      mac.subarray(0, 16).toString("base64url"),
    );
  });

  it("recognises its own signature and refuses altered fields, another key or a second spelling", () => {
    const signer = createFieldSigner(key, { encoding: "hex" });
    const signature = signer.sign([42, 1000]);
    expect(signer.isGenuine([42, 1000], signature)).toBe(true);
    expect(signer.isGenuine([43, 1000], signature)).toBe(false);
    expect(createFieldSigner(Buffer.alloc(32, 6), { encoding: "hex" }).isGenuine([42, 1000], signature)).toBe(
      false,
    );
    expect(signer.isGenuine([42, 1000], signature.toUpperCase())).toBe(false);
    for (const malformed of ["", signature.slice(1), `${signature}0`, "not hex at all"])
      expect(signer.isGenuine([42, 1000], malformed)).toBe(false);
  });

  it("counts a value current until the moment it expires", () => {
    const signer = createFieldSigner(key, { encoding: "base64url", bytes: 16 });
    const signature = signer.sign([42, 1000]);
    expect(signer.isCurrent([42, 1000], signature, 1000, 999)).toBe(true);
    expect(signer.isCurrent([42, 1000], signature, 1000, 1000)).toBe(false);
    expect(signer.isCurrent([42, 1001], signature, 1001, 999)).toBe(false);
  });
});
