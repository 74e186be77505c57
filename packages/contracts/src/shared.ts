import {
  ENTITY_ID_MAX,
  isCalendarDay,
  isMobilePhone,
  LIST_KEYWORD_MAX,
  MOBILE_PHONE_MESSAGE,
  PAGE_SIZE_MAX,
  SHORT_LIST_LIMIT_MAX,
  SMS_CODE_LENGTH,
  STAFF_NOTE_MAX,
} from "@tousu/domain";
import { z } from "./zod";

/**
 * Every id a request names, wherever it arrives: a JSON number, or decimal digits (paths and
 * query strings are text; `0x10` and `1e3` are not ids). Beyond `ENTITY_ID_MAX` no row can have it,
 * so the answer is this 400 rather than a database error.
 */
export function idSchema(message = "无效的编号") {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^[0-9]+$/)
          .transform(Number),
      ],
      { message },
    )
    .pipe(z.number().int({ message }).min(1, { message }).max(ENTITY_ID_MAX, { message }));
}

/** A day filter, YYYY-MM-DD, that the calendar has (PostgreSQL refuses 2026-02-30 with an error). */
export function calendarDay(message: string) {
  return z.string().refine(isCalendarDay, { message });
}

export const idParam = z.object({ id: idSchema() });

/** Text a form may leave out, trimmed, of at most `max` characters; the message names the field. */
export function textUpTo(name: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { message: `${name}不能超过${max}个字` });
}

/** A staff member's optional note on a decision. */
export const optionalNote = textUpTo("备注", STAFF_NOTE_MAX).optional();

/** The keyword that filters a back-office list. */
export const keywordQuery = textUpTo("关键词", LIST_KEYWORD_MAX).optional();

/** Text a form requires, trimmed, of `min` to `max` characters; the messages name the field. */
export function requiredText(name: string, min: number, max: number) {
  return z
    .string({ message: `请填写${name}` })
    .trim()
    .min(min, { message: min === 1 ? `请填写${name}` : `${name}至少${min}个字` })
    .max(max, { message: `${name}不能超过${max}个字` });
}

export const phoneSchema = z
  .string({ message: "请输入手机号" })
  .transform((value) => value.replace(/\s+/g, ""))
  .refine(isMobilePhone, { message: MOBILE_PHONE_MESSAGE });

export const smsCodeSchema = z
  .string({ message: "请输入验证码" })
  .trim()
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), { message: `请输入${SMS_CODE_LENGTH}位数字验证码` });

export const PAGE_SIZE_MESSAGE = `每页数量不能超过${PAGE_SIZE_MAX}`;

/** Query strings arrive as text; the list endpoints share one paging shape. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, { message: "页码必须大于0" }).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, { message: "每页数量必须大于0" })
    .max(PAGE_SIZE_MAX, { message: PAGE_SIZE_MESSAGE })
    .default(20),
});

/** How many items a short list asks for (text in a query string), `fallback` when not given. */
export function shortListLimit(fallback: number) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .max(SHORT_LIST_LIMIT_MAX, { message: `数量不能超过${SHORT_LIST_LIMIT_MAX}` })
    .default(fallback);
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

export const isoDateTime = z.string().describe("ISO 8601 timestamp");
