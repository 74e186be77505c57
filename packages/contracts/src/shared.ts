import { isMobilePhone, SMS_CODE_LENGTH } from "@tousu/domain";
import { z } from "./zod";

export const idParam = z.object({ id: z.coerce.number().int().positive({ message: "无效的编号" }) });

export const phoneSchema = z
  .string({ message: "请输入手机号" })
  .transform((value) => value.replace(/\s+/g, ""))
  .refine(isMobilePhone, { message: "请输入正确的11位手机号" });

export const smsCodeSchema = z
  .string({ message: "请输入验证码" })
  .trim()
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), { message: `请输入${SMS_CODE_LENGTH}位数字验证码` });

/** Query strings arrive as text; the list endpoints share one paging shape. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, { message: "页码必须大于0" }).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, { message: "每页数量必须大于0" })
    .max(100, { message: "每页数量不能超过100" })
    .default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

export const isoDateTime = z.string().describe("ISO 8601 timestamp");
