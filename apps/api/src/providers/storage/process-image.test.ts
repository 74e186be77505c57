import { describe, expect, it } from "vitest";
import { sniffImageType } from "./process-image";

describe("sniffImageType", () => {
  it("names the four accepted types by their magic bytes", () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]))).toBe("image/jpeg");
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      "image/png",
    );
    expect(sniffImageType(Buffer.from("GIF89a\x01\x00", "latin1"))).toBe("image/gif");
    expect(sniffImageType(Buffer.from("GIF87a\x01\x00", "latin1"))).toBe("image/gif");
    expect(sniffImageType(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))).toBe("image/webp");
  });

  it("knows nothing else, however the file is named", () => {
    for (const bytes of [
      Buffer.from("hello.jpg"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from("RIFF\x10\x00\x00\x00WAVEfmt ", "latin1"),
      Buffer.from("%PDF-1.7"),
      Buffer.from([0xff, 0xd8]),
      Buffer.alloc(0),
    ]) {
      expect(sniffImageType(bytes)).toBeNull();
    }
  });
});
