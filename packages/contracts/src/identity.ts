import { isIdCardNumber, isRealName, REAL_NAME_MESSAGE } from "@tousu/domain";
import { defineContract } from "./define-contract";
import { z } from "./zod";

export const ID_CARD_MESSAGE = "请填写有效身份证号码";

export const realNameSchema = z
  .string({ message: REAL_NAME_MESSAGE })
  .trim()
  .refine(isRealName, { message: REAL_NAME_MESSAGE });

/** A trailing lower-case x is the same check character as X; store one spelling. */
export const idCardSchema = z
  .string({ message: ID_CARD_MESSAGE })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => isIdCardNumber(value), { message: ID_CARD_MESSAGE });

export const verifyRealname = defineContract({
  method: "POST",
  path: "/common/verifyRealname",
  service: "main",
  summary: "实名认证（姓名与身份证号二要素核验）",
  tags: ["user"],
  auth: "required",
  body: z.object({ real_name: realNameSchema, id_card: idCardSchema }),
  data: z.object({
    verified: z.boolean(),
    real_name: z.string().describe("masked, e.g. 张*"),
    id_card: z.string().describe("masked, e.g. 110***********1234"),
  }),
});
