import { describe, expect, it } from "vitest";
import { createOfflineRegionLookup, regionOfRecord } from "./track-regions";

describe("the offline region lookup", () => {
  const regions = createOfflineRegionLookup();

  it("finds a Chinese address's province and city in the committed data", async () => {
    expect(await regions.regionOf("218.4.167.70")).toEqual({ province: "江苏省", city: "苏州市" });
    expect(await regions.regionOf("202.96.134.133")).toEqual({ province: "广东省", city: "深圳市" });
    expect(await regions.regionOf("::ffff:114.114.114.114")).toEqual({ province: "江苏省", city: "南京市" });
  });

  it("keeps no region for another country, a private address, IPv6 or a malformed address", async () => {
    for (const address of [
      "8.8.8.8",
      "1.2.3.4",
      "10.0.0.1",
      "127.0.0.1",
      "2001:db8::1",
      "::1",
      "218.4.167",
      "",
    ])
      expect(await regions.regionOf(address)).toEqual({ province: null, city: null });
  });
});

describe("an ip2region record", () => {
  it("keeps a Chinese record's names as spelled and turns its unknown fields into null", () => {
    expect(regionOfRecord("中国|0|北京|北京市|联通")).toEqual({ province: "北京", city: "北京市" });
    expect(regionOfRecord("中国|0|江苏省|0|0")).toEqual({ province: "江苏省", city: null });
    expect(regionOfRecord("中国|0|0|0|0")).toEqual({ province: null, city: null });
    expect(regionOfRecord("美国|0|华盛顿|0|谷歌")).toEqual({ province: null, city: null });
    expect(regionOfRecord("0|0|0|内网IP|内网IP")).toEqual({ province: null, city: null });
  });
});
