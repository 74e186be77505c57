import { REAL_NAME_MESSAGE } from "@tousu/domain";
import { type DraftFields, emptyDraft } from "@tousu/page-kit/complaint-draft";
import { describe, expect, it } from "vitest";
import {
  firstInvalidField,
  hasStepOneEssentials,
  stepTwoFieldOrder,
  validateStepTwo,
} from "./validate-step-two";

function draft(patch: Partial<DraftFields> = {}): DraftFields {
  const { isSubmitting: _isSubmitting, ...fields } = emptyDraft();
  return {
    ...fields,
    title: "退款迟迟不到账",
    content: "三月在官方旗舰店下单，商家同意退款后二十天仍未到账，客服一直推脱。",
    subtype_id: 5,
    brand: { id: 9, name: "某某电器" },
    appeals: { selected: [1], list: [] },
    problems: { selected: [2], list: [] },
    attributes: [
      { id: 7, name: "订单号", is_required: true, value: "A123" },
      { id: 8, name: "购买渠道", is_required: false, value: "" },
    ],
    real_name: "张三",
    ...patch,
  };
}

describe("validateStepTwo", () => {
  it("passes a complete member draft", () => {
    expect(validateStepTwo(draft(), null)).toEqual({});
  });

  it("names a missing required attribute with '请填写' and its name (docs/product/validation.md#required-attributes)", () => {
    const errors = validateStepTwo(
      draft({ attributes: [{ id: 7, name: "订单号", is_required: true, value: "  " }] }),
      null,
    );
    expect(errors).toEqual({ "attribute-7": "请填写订单号" });
  });

  it("uses the product's real-name message and checks an ID number only when given", () => {
    expect(validateStepTwo(draft({ real_name: "Zhang San" }), null)).toEqual({
      real_name: REAL_NAME_MESSAGE,
    });
    expect(validateStepTwo(draft({ real_name: "" }), null)).toEqual({ real_name: REAL_NAME_MESSAGE });
    expect(validateStepTwo(draft({ id_card: "110105194902301234" }), null)).toEqual({
      id_card: "请填写有效身份证号码",
    });
    expect(validateStepTwo(draft({ id_card: "11010519491231002x" }), null)).toEqual({});
  });

  it("holds title and content to the server's lengths", () => {
    expect(validateStepTwo(draft({ title: "退款", content: "太短了" }), null)).toEqual({
      title: "标题需为4到30个字",
      content: "投诉内容需为20到2000个字",
    });
    expect(validateStepTwo(draft({ title: " ", content: "" }), null)).toEqual({
      title: "请填写投诉标题",
      content: "请填写投诉内容",
    });
  });

  it("asks a visitor for phone and SMS code", () => {
    expect(validateStepTwo(draft(), { phone: "", code: "" })).toEqual({
      phone: "请输入手机号",
      code: "请输入验证码",
    });
    expect(validateStepTwo(draft(), { phone: "2380013800", code: "12ab" })).toEqual({
      phone: "请输入正确的11位手机号",
      code: "请输入6位数字验证码",
    });
    expect(validateStepTwo(draft(), { phone: "138 0013 8000", code: "123456" })).toEqual({});
  });

  it("finds the first invalid field in the order the form shows them", () => {
    const value = draft({
      real_name: "",
      attributes: [{ id: 7, name: "订单号", is_required: true, value: "" }],
    });
    const errors = validateStepTwo(value, { phone: "", code: "" });
    expect(firstInvalidField(errors, stepTwoFieldOrder(value, true))).toBe("attribute-7");
  });
});

describe("hasStepOneEssentials", () => {
  it("needs a brand (listed or typed), a subtype, problems and appeals", () => {
    expect(hasStepOneEssentials(draft())).toBe(true);
    expect(
      hasStepOneEssentials(draft({ brand: { id: null, name: "" }, custom_brand_name: "街角小店" })),
    ).toBe(true);
    expect(hasStepOneEssentials(draft({ brand: { id: null, name: "" } }))).toBe(false);
    expect(hasStepOneEssentials(draft({ subtype_id: null }))).toBe(false);
    expect(hasStepOneEssentials(draft({ problems: { selected: [], list: [] } }))).toBe(false);
    expect(hasStepOneEssentials(draft({ appeals: { selected: [], list: [] } }))).toBe(false);
  });
});
