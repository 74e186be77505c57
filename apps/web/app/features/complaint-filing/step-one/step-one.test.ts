import { emptyDraft } from "@tousu/page-kit/complaint-draft";
import { findTypeOfSubtype, mergeRelation } from "@tousu/page-kit/complaint-relation";
import { describe, expect, it } from "vitest";
import { buildBrandOptions } from "./brand-options";
import { readArrivalParams } from "./read-arrival-params";
import { firstInvalidField, isCustomBrandName, validateStepOne } from "./validate-step-one";

const complete = () => ({
  ...emptyDraft(),
  brand: { id: 1, name: "云杉优选" },
  subtype_id: 5,
  problems: { selected: [13], list: [{ id: 13, name: "退款长时间未到账" }] },
  appeals: { selected: [1], list: [{ id: 1, name: "退款" }] },
});

describe("validateStepOne", () => {
  it("asks for every choice of an empty draft, brand first", () => {
    const errors = validateStepOne(emptyDraft());
    expect(errors).toEqual({
      brand: "请选择投诉品牌",
      subtype: "请选择投诉类型",
      problems: "请选择投诉问题",
      appeals: "请选择诉求",
    });
    expect(firstInvalidField(errors)).toBe("brand");
  });

  it("passes a complete draft", () => {
    expect(validateStepOne(complete())).toEqual({});
    expect(firstInvalidField({})).toBeUndefined();
  });

  it("takes a custom brand name of 2 to 30 characters instead of a brand", () => {
    const base = { ...complete(), brand: { id: null, name: "" } };
    expect(validateStepOne({ ...base, custom_brand_name: "街角小店" })).toEqual({});
    expect(validateStepOne({ ...base, custom_brand_name: "店" }).brand).toBe("商家名称需为2到30个字");
    expect(validateStepOne({ ...base, custom_brand_name: "店".repeat(31) }).brand).toBe(
      "商家名称需为2到30个字",
    );
    expect(validateStepOne({ ...base, custom_brand_name: "   " }).brand).toBe("请选择投诉品牌");
  });

  it("counts only choices the subtype still offers", () => {
    const draft = complete();
    const stale = { ...draft, problems: { selected: [99], list: draft.problems.list } };
    expect(validateStepOne(stale)).toEqual({ problems: "请选择投诉问题" });
    expect(firstInvalidField(validateStepOne({ ...stale, subtype_id: null }))).toBe("subtype");
  });

  it("refuses an amount over the limit", () => {
    expect(validateStepOne({ ...complete(), money: 10_000_001 }).money).toBe("涉及金额不能超过1000万元");
    expect(validateStepOne({ ...complete(), money: 10_000_000 })).toEqual({});
  });

  it("counts characters, not UTF-16 units, for a custom name", () => {
    expect(isCustomBrandName("𠀀𠀀")).toBe(true);
    expect(isCustomBrandName(" a ")).toBe(false);
  });
});

describe("buildBrandOptions", () => {
  const yunshan = { id: 1, name: "云杉优选", logo: null };

  it("offers the typed name as a custom brand after the brands found", () => {
    expect(buildBrandOptions("云杉", [yunshan])).toEqual([
      { kind: "brand", brand: yunshan },
      { kind: "custom", name: "云杉" },
    ]);
  });

  it("does not offer a custom brand for an exact match or a name of the wrong length", () => {
    expect(buildBrandOptions(" 云杉优选 ", [yunshan])).toEqual([{ kind: "brand", brand: yunshan }]);
    expect(buildBrandOptions("云", [])).toEqual([]);
    expect(buildBrandOptions("云".repeat(31), [])).toEqual([]);
  });
});

describe("mergeRelation", () => {
  it("keeps the choices and attribute values the new lists still offer", () => {
    const current = {
      problems: {
        selected: [1, 2],
        list: [
          { id: 1, name: "a" },
          { id: 2, name: "b" },
        ],
      },
      appeals: { selected: [7], list: [{ id: 7, name: "退款" }] },
      attributes: [{ id: 3, name: "订单号", is_required: true, value: "A123" }],
    };
    const merged = mergeRelation(current, {
      problems: [
        { id: 2, name: "b" },
        { id: 4, name: "d" },
      ],
      appeals: [{ id: 7, name: "退款" }],
      attributes: [
        { id: 3, name: "订单号", is_required: true },
        { id: 5, name: "下单日期", is_required: false },
      ],
    });
    expect(merged).toEqual({
      problems: {
        selected: [2],
        list: [
          { id: 2, name: "b" },
          { id: 4, name: "d" },
        ],
      },
      appeals: { selected: [7], list: [{ id: 7, name: "退款" }] },
      attributes: [
        { id: 3, name: "订单号", is_required: true, value: "A123" },
        { id: 5, name: "下单日期", is_required: false, value: "" },
      ],
    });
  });

  it("keeps how step two asks for each attribute, and drops what the draft has no place for", () => {
    const merged = mergeRelation(emptyDraft(), {
      problems: [],
      appeals: [],
      attributes: [
        { id: 1, name: "订单号", is_required: false, input_type: "text", placeholder: "请填写订单编号" },
        {
          id: 2,
          name: "渠道",
          is_required: true,
          input_type: "select",
          options: ["App", "门店"],
          extra: 1,
        } as never,
      ],
    });
    expect(merged.attributes).toEqual([
      {
        id: 1,
        name: "订单号",
        is_required: false,
        value: "",
        input_type: "text",
        placeholder: "请填写订单编号",
      },
      { id: 2, name: "渠道", is_required: true, value: "", input_type: "select", options: ["App", "门店"] },
    ]);
  });
});

describe("findTypeOfSubtype", () => {
  const tree = [
    { id: 1, children: [{ id: 1 }, { id: 2 }] },
    { id: 2, children: [{ id: 5 }] },
  ];
  it("finds the parent type, or none", () => {
    expect(findTypeOfSubtype(tree, 5)).toBe(2);
    expect(findTypeOfSubtype(tree, 9)).toBeNull();
    expect(findTypeOfSubtype(tree, null)).toBeNull();
  });
});

describe("readArrivalParams", () => {
  it("reads linkId, collective_id and company_id when present and well formed", () => {
    expect(readArrivalParams(new URLSearchParams("linkId=ad-42&collective_id=7&company_id=x"))).toEqual({
      link_id: "ad-42",
      collective_id: 7,
    });
    expect(readArrivalParams(new URLSearchParams(""))).toEqual({});
    expect(readArrivalParams(new URLSearchParams("company_id=3&collective_id=0"))).toEqual({ company_id: 3 });
  });

  it("leaves out ids no row can have", () => {
    expect(readArrivalParams(new URLSearchParams("collective_id=2147483648&company_id=1e3"))).toEqual({});
  });
});
