import { defineContract } from "./define-contract";
import { z } from "./zod";

/** Longest encrypted event taken: one event with the longest addresses it may carry fits. */
export const TRACK_CODE_MAX = 8_000;

/** 9999-12-31T23:59:59Z: a later time is no date PostgreSQL (or a JavaScript Date) holds as sent. */
const LATEST_EVENT_SECONDS = 253_402_300_799;

/**
 * A log-track event (docs/product/entities.md#tracking-events); the browser sends it AES-encrypted as
 * `{code}`.
 */
export const trackEvent = z.object({
  v: z.string().max(16),
  event: z.string().min(1).max(64),
  t: z
    .number()
    .int()
    .positive({ message: "事件时间无效" })
    .max(LATEST_EVENT_SECONDS, { message: "事件时间无效" })
    .describe("unix seconds"),
  uid: z.union([z.number().int(), z.string().max(32), z.null()]).optional(),
  platform: z.string().max(16),
  url: z.string().max(2000),
  domain: z.string().max(255),
  from_url: z.string().max(2000).optional().default(""),
  /** A search event's term and whether it found anything (the term is stored only without personal data). */
  term: z.string().max(100).optional(),
  found: z.boolean().optional(),
});
export type TrackEvent = z.infer<typeof trackEvent>;

export const logTrack = defineContract({
  method: "POST",
  path: "/api/v1/log/track",
  service: "data",
  summary: "埋点事件上报（数据服务）",
  tags: ["data"],
  auth: "optional",
  withoutPhone: "allowed",
  body: z.object({
    code: z.string().min(1, { message: "缺少事件数据" }).max(TRACK_CODE_MAX, { message: "事件数据过大" }),
    /** The page's tracking token, from its server-rendered answer (decision 109). */
    token: z.string().max(200).optional(),
  }),
  data: z.null(),
});
