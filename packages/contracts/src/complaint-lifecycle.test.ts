import { APPEAL_REASON_MAX, APPEAL_REASON_MIN, COMPLAINT_IMAGES_MAX } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { appealComplaint } from "./complaint-lifecycle";

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
