import { describe, expect, it } from "vitest";
import {
  fitPhotoSize,
  PHOTO_KEEP_BELOW_BYTES,
  PHOTO_MAX_EDGE,
  shouldCompressPhoto,
} from "./photo-compression";

describe("fitPhotoSize", () => {
  it("scales a 12-megapixel landscape photo to the long edge, proportions kept", () => {
    expect(fitPhotoSize({ width: 4032, height: 3024 })).toEqual({ width: PHOTO_MAX_EDGE, height: 1440 });
  });

  it("scales a portrait photo by its height", () => {
    expect(fitPhotoSize({ width: 3024, height: 4032 })).toEqual({ width: 1440, height: PHOTO_MAX_EDGE });
  });

  it("keeps a long screenshot readable: only the long edge is limited", () => {
    expect(fitPhotoSize({ width: 1170, height: 7800 })).toEqual({ width: 288, height: PHOTO_MAX_EDGE });
  });

  it("never enlarges a picture already within the edge", () => {
    expect(fitPhotoSize({ width: 1080, height: 1920 })).toEqual({ width: 1080, height: 1920 });
    expect(fitPhotoSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
  });

  it("keeps at least one pixel on a sliver", () => {
    expect(fitPhotoSize({ width: 20_000, height: 1 })).toEqual({ width: PHOTO_MAX_EDGE, height: 1 });
  });
});

describe("shouldCompressPhoto", () => {
  it("re-encodes a large camera photo", () => {
    expect(shouldCompressPhoto("image/jpeg", 4_500_000, { width: 4032, height: 3024 })).toBe(true);
  });

  it("re-encodes a small file whose edge is over the limit", () => {
    expect(shouldCompressPhoto("image/png", 200_000, { width: 2400, height: 1000 })).toBe(true);
  });

  it("sends a small picture within the edge as it is", () => {
    expect(shouldCompressPhoto("image/jpeg", PHOTO_KEEP_BELOW_BYTES, { width: 1080, height: 1920 })).toBe(
      false,
    );
  });

  it("never re-encodes a GIF, whose animation would be lost", () => {
    expect(shouldCompressPhoto("image/gif", 8_000_000, { width: 4000, height: 3000 })).toBe(false);
  });
});
