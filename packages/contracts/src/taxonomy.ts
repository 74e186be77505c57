import { defineContract } from "./define-contract";
import { idSchema } from "./shared";
import { z } from "./zod";

const tags = ["complaint"] as const;

const subtypeIdSchema = idSchema("请选择投诉类型");

const category = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof category>;

export const getTypeList = defineContract({
  method: "GET",
  path: "/common/type/list",
  service: "main",
  summary: "投诉类型列表",
  tags,
  auth: "none",
  data: z.array(category),
});

export const getSubtypeList = defineContract({
  method: "GET",
  path: "/common/subtype/list/:id",
  service: "main",
  summary: "某投诉类型下的子类型",
  tags,
  auth: "none",
  params: z.object({ id: idSchema("无效的投诉类型编号") }),
  data: z.array(category),
});

export const getTypeTree = defineContract({
  method: "GET",
  path: "/common/type/tree",
  service: "main",
  summary: "投诉类型树（类型及其子类型）",
  tags,
  auth: "none",
  data: z.array(category.extend({ children: z.array(category) })),
});

export const ATTRIBUTE_INPUT_TYPES = ["text", "number", "date", "select"] as const;

export const getComplaintRelation = defineContract({
  method: "GET",
  path: "/v2/complaint/relation",
  service: "main",
  summary: "投诉子类型的问题、诉求与补充信息",
  tags,
  auth: "none",
  query: z.object({
    subtype_id: subtypeIdSchema,
    brand_id: idSchema("无效的品牌编号").optional(),
  }),
  data: z.object({
    problems: z.array(category),
    appeals: z.array(category),
    attributes: z.array(
      category.extend({
        is_required: z.boolean(),
        input_type: z.enum(ATTRIBUTE_INPUT_TYPES),
        options: z.array(z.string()).optional(),
        placeholder: z.string().optional(),
      }),
    ),
  }),
});

export const getProblemExplainList = defineContract({
  method: "GET",
  path: "/problem/getExplainList",
  service: "main",
  summary: "投诉问题的填写说明",
  tags,
  auth: "none",
  query: z.object({ subtype_id: subtypeIdSchema }),
  data: z.array(category.extend({ explain: z.string() })),
});
