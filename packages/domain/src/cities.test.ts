import { describe, expect, it } from "vitest";
import { cityDisplayName, isPracticeCity, PRACTICE_CITIES } from "./cities";

describe("the city list", () => {
  it("gives bare city names their 市 and leaves districts, prefectures and leagues as they are", () => {
    expect(["广州", "杭州", "青岛", "秦皇岛", "石河子"].map(cityDisplayName)).toEqual([
      "广州市",
      "杭州市",
      "青岛市",
      "秦皇岛市",
      "石河子市",
    ]);
    for (const name of ["朝阳区", "阿里地区", "延边朝鲜族自治州", "兴安盟", "九龙", "氹仔"]) {
      expect(cityDisplayName(name)).toBe(name);
    }
  });

  it("lets a lawyer practise in a municipality or a prefecture-level city, by its full name", () => {
    for (const city of ["北京市", "重庆市", "香港特别行政区", "广州市", "延边朝鲜族自治州"]) {
      expect(isPracticeCity(city), city).toBe(true);
    }
    for (const city of ["北京", "广州", "朝阳区", "广东省", "九龙", ""]) {
      expect(isPracticeCity(city), city).toBe(false);
    }
    expect(new Set(PRACTICE_CITIES).size).toBe(PRACTICE_CITIES.length);
  });
});
