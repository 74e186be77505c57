import { defineContract } from "./define-contract";
import { idParam, isoDateTime } from "./shared";
import { z } from "./zod";

// A complaint's evidence chain and its verification (decision 117).

const tags = ["evidence-chain"] as const;

export const CHAIN_ENTRY_KINDS = ["complaint", "timeline", "image"] as const;
export const CHAIN_BREAKS = ["content_changed", "record_missing", "link_broken", "image_changed"] as const;

const chainEntry = z.object({
  seq: z.number().int(),
  kind: z.enum(CHAIN_ENTRY_KINDS),
  label: z
    .string()
    .describe("what the entry stands for, in words: 投诉内容, a timeline step's name, 证据图片, 内部记录"),
  recorded_at: isoDateTime,
  content_digest: z.string().describe("SHA-256 (hex) of the entry's content when it was stored"),
  entry_digest: z
    .string()
    .describe("SHA-256 (hex) of the previous entry's digest, the sequence, kind, row and content digest"),
  state: z
    .enum(["intact", "superseded", ...CHAIN_BREAKS])
    .describe("superseded: the complaint's text as first filed, changed since by a later entry"),
});

export const verifyComplaintChain = defineContract({
  method: "GET",
  path: "/complaint/:id/verify",
  service: "main",
  summary: "投诉存证校验：重新计算证据链，说明完整或自哪一条起不一致",
  tags,
  auth: "none",
  params: idParam,
  data: z.object({
    complaint_id: z.number().int(),
    intact: z.boolean(),
    entry_count: z.number().int(),
    head_digest: z.string().nullable().describe("the last entry's digest, which the daily anchor covers"),
    broken_at: z
      .object({ seq: z.number().int(), reason: z.enum(CHAIN_BREAKS) })
      .nullable()
      .describe("the first entry that does not verify"),
    entries: z.array(chainEntry),
    checked_at: isoDateTime,
  }),
});
