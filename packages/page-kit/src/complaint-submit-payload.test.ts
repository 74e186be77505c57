import { decryptContent } from "@tousu/domain/content-cipher";
import { describe, expect, it } from "vitest";
import { type DraftFields, emptyDraft } from "./complaint-draft";
import { buildSubmitPayload } from "./complaint-submit-payload";

const KEY = "0123456789abcdef0123456789abcdef";

function filledDraft(patch: Partial<DraftFields> = {}): DraftFields {
  const { isSubmitting: _isSubmitting, ...fields } = emptyDraft();
  return {
    ...fields,
    id: 12,
    title: "  退款迟迟不到账  ",
    content: "  三月在官方旗舰店下单，商家同意退款后二十天仍未到账。<script>x</script>  ",
    subtype_id: 5,
    brand: { id: 9, name: "某某电器" },
    appeals: { selected: [3, 1], list: [] },
    problems: { selected: [2], list: [] },
    attributes: [
      { id: 7, name: "订单号", is_required: true, value: " A123 " },
      { id: 8, name: "购买渠道", is_required: false, value: "  " },
    ],
    images: ["/uploads/a.jpg", "/uploads/b.jpg"],
    real_name: " 张三 ",
    money: 199.5,
    is_media: true,
    is_ai_title: false,
    id_card: "11010519491231002x",
    collective_id: 4,
    link_id: "promo-1",
    custom_brand_name: "",
    ...patch,
  };
}

describe("buildSubmitPayload (docs/product/api.md#complaint-submission)", () => {
  it("sends exactly the product's fields, ids for the choices and 0/1 flags", () => {
    const payload = buildSubmitPayload(filledDraft(), {
      contact: { phone: "138 0013 8000", code: " 123456 " },
      isCoManagement: true,
      contentAesKey: KEY,
      channel: "pc",
    });
    expect(Object.keys(payload).sort()).toEqual(
      [
        "id",
        "title",
        "content",
        "images",
        "real_name",
        "subtype_id",
        "brand_id",
        "appeals",
        "problems",
        "attributes",
        "phone",
        "send_sms",
        "money",
        "channel",
        "link_id",
        "custom_brand_name",
        "is_media",
        "is_ai_title",
        "id_card",
        "collective_id",
        "is_co_management",
      ].sort(),
    );
    expect(payload).toMatchObject({
      id: 12,
      title: "退款迟迟不到账",
      images: ["/uploads/a.jpg", "/uploads/b.jpg"],
      real_name: "张三",
      subtype_id: 5,
      brand_id: 9,
      appeals: [3, 1],
      problems: [2],
      attributes: [{ attribute_id: 7, value: "A123" }],
      phone: "13800138000",
      send_sms: "123456",
      money: 199.5,
      channel: "pc",
      link_id: "promo-1",
      custom_brand_name: undefined,
      is_media: 1,
      is_ai_title: 0,
      id_card: "11010519491231002X",
      collective_id: 4,
      is_co_management: 1,
    });
  });

  it("encrypts the content so the server's decryption gives the text back", () => {
    const payload = buildSubmitPayload(filledDraft(), {
      contact: null,
      isCoManagement: false,
      contentAesKey: KEY,
      channel: "pc",
    });
    expect(payload.content).not.toContain("退款");
    expect(decryptContent(payload.content, KEY)).toBe(
      "三月在官方旗舰店下单，商家同意退款后二十天仍未到账。<script>x</script>",
    );
  });

  it("leaves phone and code out for a member, and blank optional fields out for everyone", () => {
    const payload = buildSubmitPayload(
      filledDraft({ id: null, id_card: " ", link_id: null, collective_id: null, is_ai_title: true }),
      { contact: null, isCoManagement: false, contentAesKey: KEY, channel: "pc" },
    );
    expect(payload).toMatchObject({
      id: undefined,
      phone: undefined,
      send_sms: undefined,
      id_card: undefined,
      link_id: undefined,
      collective_id: undefined,
      is_ai_title: 1,
      is_co_management: 0,
    });
  });

  it("sends the typed brand name only when no listed brand was picked", () => {
    const payload = buildSubmitPayload(
      filledDraft({ brand: { id: null, name: "" }, custom_brand_name: " 街角小店 " }),
      { contact: null, isCoManagement: false, contentAesKey: KEY, channel: "pc" },
    );
    expect(payload.brand_id).toBeUndefined();
    expect(payload.custom_brand_name).toBe("街角小店");
  });
});
