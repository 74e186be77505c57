import type { APIRequestContext } from "@playwright/test";
import { encryptContent } from "@tousu/domain/content-cipher";
import { expect } from "./fixtures";

// The app under test runs with the default CONTENT_AES_KEY, which the browser also holds
// (docs/product/validation.md#complaint-content).
const AES_KEY = "tousu-dev-aeskey";

interface Category {
  id: number;
  name: string;
}
interface Attribute extends Category {
  is_required: boolean;
  input_type: "text" | "number" | "date" | "select";
  options?: string[];
}

function attributeValue(attribute: Attribute): string {
  if (attribute.input_type === "select") return attribute.options?.[0] ?? "";
  if (attribute.input_type === "number") return "100";
  if (attribute.input_type === "date") return "2026-11-01";
  return "DD20261101001";
}

/**
 * Files a complaint titled `title` through the API as the logged-in user, against a brand typed in:
 * the form itself is covered by complaint-filing.spec.
 */
export async function fileComplaintThroughApi(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const tree = (await (await request.get("/api/common/type/tree")).json()).data as (Category & {
    children: Category[];
  })[];
  const subtype = tree.flatMap((type) => type.children)[0];
  if (!subtype) throw new Error("the seed has no complaint subtype");
  const relation = (await (await request.get(`/api/v2/complaint/relation?subtype_id=${subtype.id}`)).json())
    .data as { problems: Category[]; appeals: Category[]; attributes: Attribute[] };
  const response = await request.post("/api/v2/complaint/submit", {
    headers,
    data: {
      title,
      content: encryptContent(
        "上月购买的空调安装后第三天开始漏水，多次联系客服只说登记，至今没有上门检修，要求尽快维修或退货。",
        AES_KEY,
      ),
      images: [],
      real_name: "李四",
      subtype_id: subtype.id,
      custom_brand_name: "某某电器专卖店",
      appeals: [relation.appeals[0]?.id],
      problems: [relation.problems[0]?.id],
      attributes: relation.attributes
        .filter((attribute) => attribute.is_required)
        .map((attribute) => ({ attribute_id: attribute.id, value: attributeValue(attribute) })),
      money: 0,
    },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
  return body.data.id as number;
}
