import { WORK_CALENDAR_NAME_MAX } from "@tousu/domain";
import { defineContract } from "../define-contract";
import { calendarDay, isoDateTime, requiredText } from "../shared";
import { z } from "../zod";
import { TAGS } from "./fields";

// The official calendar the company deadlines count working days on (decision 116): the days that
// differ from Monday-to-Friday, published ones and staff corrections.

const calendarDayParam = z.object({ day: calendarDay("日期格式应为YYYY-MM-DD") });

const workCalendarDay = z.object({
  day: z.string().describe("YYYY-MM-DD, Beijing"),
  working: z.boolean().describe("true: a weekend day worked (调休); false: a holiday"),
  name: z.string(),
  source: z.enum(["published", "staff"]),
  published: z
    .object({ working: z.boolean(), name: z.string() })
    .nullable()
    .describe("the published calendar's entry for the day, when staff changed it"),
  updated_at: isoDateTime,
});

export const listWorkCalendar = defineContract({
  method: "GET",
  path: "/admin/work-calendar",
  service: "main",
  summary: "法定节假日与调休日历（与周一至周五不同的日期）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["admin"],
  query: z.object({
    year: z.coerce
      .number({ message: "年份应为数字" })
      .int({ message: "年份应为整数" })
      .min(2004, { message: "年份不能早于2004年" })
      .max(2100, { message: "年份不能晚于2100年" }),
  }),
  data: z.object({
    year: z.number().int(),
    days: z.array(workCalendarDay),
    /** Whether the published calendar covers the year: without it, only weekends are days off. */
    published_year: z.boolean(),
  }),
});

export const setWorkCalendarDay = defineContract({
  method: "PUT",
  path: "/admin/work-calendar/:day",
  service: "main",
  summary: "更正一天：设为节假日（不上班）或调休上班日",
  tags: TAGS,
  auth: "required",
  staffRoles: ["admin"],
  params: calendarDayParam,
  body: z.object({
    working: z.boolean({ message: "请选择上班或放假" }),
    name: requiredText("名称", 1, WORK_CALENDAR_NAME_MAX),
  }),
  data: workCalendarDay,
});

export const revertWorkCalendarDay = defineContract({
  method: "DELETE",
  path: "/admin/work-calendar/:day",
  service: "main",
  summary: "撤销对一天的更正，恢复公布的安排",
  tags: TAGS,
  auth: "required",
  staffRoles: ["admin"],
  params: calendarDayParam,
  data: z.object({ day: z.string(), restored: workCalendarDay.nullable() }),
});
