import { describe, expect, it } from "vitest";
import {
  cityDisplayName,
  isPracticeCity,
  PRACTICE_CITIES,
  PRACTICE_CITY_GROUPS,
  PRACTICE_CITY_MESSAGE,
  PROVINCES,
} from "./cities";

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

describe("the city list, whole", () => {
  it("lists the 34 provincial-level divisions once each, by their full names", () => {
    const divisions = PROVINCES.map(([division]) => division);
    expect(divisions).toHaveLength(34);
    expect(new Set(divisions).size).toBe(34);
    for (const division of divisions) {
      expect(division, division).toMatch(/^\p{Script=Han}{2,}(省|市|自治区|特别行政区)$/u);
    }
  });

  it("gives every division its cities, each a Han name listed once", () => {
    for (const [division, cities] of PROVINCES) {
      expect(cities.length, division).toBeGreaterThan(0);
      expect(new Set(cities).size, division).toBe(cities.length);
      for (const city of cities) expect(city, division).toMatch(/^\p{Script=Han}{2,}$/u);
    }
  });

  it("keeps the names of Hong Kong's and Macao's parts as they are", () => {
    for (const name of ["香港岛", "九龙", "新界", "澳门半岛", "氹仔", "路环"]) {
      expect(cityDisplayName(name)).toBe(name);
    }
    // Only a suffix keeps a name: 区, 自治州 or 盟 at its end.
    expect(["区口", "自治州府", "盟城"].map(cityDisplayName)).toEqual(["区口市", "自治州府市", "盟城市"]);
  });

  it("lets a lawyer practise in each municipality and region as a whole, never in its districts", () => {
    const groups = new Map(PRACTICE_CITY_GROUPS);
    for (const division of ["北京市", "天津市", "上海市", "重庆市", "香港特别行政区", "澳门特别行政区"]) {
      expect(groups.get(division), division).toEqual([division]);
    }
    for (const district of ["东城区", "和平区", "黄浦区", "渝中区", "新界", "氹仔"]) {
      expect(isPracticeCity(district), district).toBe(false);
    }
    expect(groups.get("台湾省")).toEqual([
      "台北市",
      "新北市",
      "桃园市",
      "台中市",
      "台南市",
      "高雄市",
      "基隆市",
      "新竹市",
      "嘉义市",
    ]);
    expect(PRACTICE_CITY_GROUPS.map(([division]) => division)).toEqual(
      PROVINCES.map(([division]) => division),
    );
    expect(PRACTICE_CITY_MESSAGE).toBe("请选择列表中的城市");
  });
});
