import { APPEAL_REASON_MAX, APPEAL_REASON_MIN, COMPLAINT_IMAGES_MAX } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import {
  appealComplaint,
  companyApplyArchive,
  companyApplyEnd,
  rateComplaint,
  replyToComplaint,
  requestComplaintInfo,
  requestInfoForReview,
  resubmitComplaint,
  withdrawComplaint,
} from "./complaint-lifecycle";
import type { z } from "./zod";

const firstMessage = (body: unknown) => appealComplaint.body.safeParse(body).error?.issues[0]?.message;

describe("appealComplaint body", () => {
  it("takes a reason within the appeal's length and up to the complaint's images", () => {
    const images = Array.from({ length: COMPLAINT_IMAGES_MAX }, (_, i) => `/upload/${i}.png`);
    expect(appealComplaint.body.safeParse({ content: "理".repeat(APPEAL_REASON_MIN), images }).success).toBe(
      true,
    );
    expect(appealComplaint.body.safeParse({ content: "理".repeat(APPEAL_REASON_MAX) }).success).toBe(true);
  });

  it("refuses a reason too short or too long, and one image too many, in Chinese", () => {
    expect(firstMessage({ content: "理".repeat(APPEAL_REASON_MIN - 1) })).toBe(
      `申诉理由至少${APPEAL_REASON_MIN}个字`,
    );
    expect(firstMessage({ content: "理".repeat(APPEAL_REASON_MAX + 1) })).toBe(
      `申诉理由不能超过${APPEAL_REASON_MAX}个字`,
    );
    const images = Array.from({ length: COMPLAINT_IMAGES_MAX + 1 }, (_, i) => `/upload/${i}.png`);
    expect(firstMessage({ content: "理由写得很清楚", images })).toBe(`最多上传${COMPLAINT_IMAGES_MAX}张图片`);
  });
});

// The limits are domain constants; the messages built from them must read as before.
const messageOf = (contract: { body: z.ZodType }, body: unknown) =>
  contract.body.safeParse(body).error?.issues[0]?.message;

describe("the company's texts and the consumer's rating", () => {
  it("bounds the reply, the request for information and the application reason as before", () => {
    const reply = (content: string) => ({ complaint_id: 1, content, outcome: "explanation" });
    expect(messageOf(replyToComplaint, reply("字".repeat(9)))).toBe("回复内容至少10个字");
    expect(messageOf(replyToComplaint, reply("字".repeat(1001)))).toBe("回复内容不能超过1000个字");
    expect(replyToComplaint.body.safeParse(reply("字".repeat(1000))).success).toBe(true);
    const refund = (amount: number) => ({ ...reply("字".repeat(10)), outcome: "refund", amount });
    expect(replyToComplaint.body.safeParse(refund(10_000_000)).success).toBe(true);
    expect(replyToComplaint.body.safeParse(refund(10_000_001)).success).toBe(false);

    const request = (content: string) => ({ complaint_id: 1, content });
    expect(messageOf(requestComplaintInfo, request("字".repeat(4)))).toBe("需要补充的内容至少5个字");
    expect(messageOf(requestComplaintInfo, request("字".repeat(501)))).toBe("需要补充的内容不能超过500个字");
    expect(messageOf(requestInfoForReview, { content: "字".repeat(4) })).toBe("需要补充的内容至少5个字");

    const application = (reason: string) => ({ complaint_id: 1, reason });
    expect(messageOf(companyApplyArchive, application("字".repeat(9)))).toBe("申请理由至少10个字");
    expect(messageOf(companyApplyEnd, application("字".repeat(501)))).toBe("申请理由不能超过500个字");
  });

  it("bounds the rating's tags and comment and the withdrawal's reason as before", () => {
    const rating = { attitude_score: 5, speed_score: 5, satisfaction_score: 5 };
    expect(messageOf(rateComplaint, { ...rating, tag_ids: [1, 2, 3, 4, 5, 6, 7] })).toBe("最多选择6个标签");
    expect(messageOf(rateComplaint, { ...rating, content: "字".repeat(201) })).toBe(
      "评价内容不能超过200个字",
    );
    expect(messageOf(withdrawComplaint, { reason: "字".repeat(201) })).toBe("撤诉理由不能超过200个字");
  });

  it("bounds a resubmitted complaint's title like a filed one", () => {
    expect(messageOf(resubmitComplaint, { title: "标".repeat(3), content: "密文" })).toBe(
      "投诉标题至少4个字",
    );
    expect(messageOf(resubmitComplaint, { title: "标".repeat(31), content: "密文" })).toBe(
      "投诉标题不能超过30个字",
    );
  });
});
