import type { QaAnswer, QaQuestionDetail } from "@tousu/contracts";
import { describe, expect, it } from "vitest";
import { qaPageData, scriptJson } from "./qa-json-ld";

const author = { nickname: "青木", avatar: "", is_verified_lawyer: false };

const question: QaQuestionDetail = {
  id: 7,
  title: "网购退款被拒怎么办",
  excerpt: "商家说已拆封不退",
  content: "商家说已拆封不退</script><script>alert(1)</script>",
  category: { id: 1, name: "网购" },
  brand: null,
  asker: { nickname: "小林", avatar: "" },
  answer_count: 3,
  has_accepted_answer: true,
  status: "published",
  created_at: "2026-11-20T08:00:00.000Z",
  updated_at: "2026-11-20T08:00:00.000Z",
  accepted_answer_id: 11,
  is_mine: false,
  editable_until: null,
  can_accept: false,
};

function answer(id: number, changes: Partial<QaAnswer> = {}): QaAnswer {
  return {
    id,
    question_id: 7,
    content: `回答${id}`,
    author,
    like_count: id,
    liked: false,
    is_accepted: false,
    is_mine: false,
    status: "published",
    editable_until: null,
    created_at: "2026-11-21T08:00:00.000Z",
    updated_at: "2026-11-21T08:00:00.000Z",
    ...changes,
  };
}

describe("qaPageData", () => {
  it("names the accepted answer apart from the suggested ones and leaves out answers under review", () => {
    const data = qaPageData({
      question,
      answers: [answer(11, { is_accepted: true }), answer(12), answer(13, { status: "under_review" })],
      pageUrl: "https://example.test/qa/7",
    });
    expect(data.mainEntity.acceptedAnswer).toMatchObject({
      "@type": "Answer",
      text: "回答11",
      url: "https://example.test/qa/7#answer-11",
      upvoteCount: 11,
    });
    expect(data.mainEntity.suggestedAnswer?.map((item) => item.text)).toEqual(["回答12"]);
    expect(data.mainEntity).toMatchObject({ "@type": "Question", name: question.title, answerCount: 3 });
  });

  it("has no acceptedAnswer while none is accepted", () => {
    const data = qaPageData({ question, answers: [answer(12)], pageUrl: "https://example.test/qa/7" });
    expect(data.mainEntity).not.toHaveProperty("acceptedAnswer");
  });
});

describe("scriptJson", () => {
  it("writes no '<', so a post cannot close the script element, and parses back to the same text", () => {
    const json = scriptJson(qaPageData({ question, answers: [], pageUrl: "https://example.test/qa/7" }));
    expect(json).not.toContain("<");
    expect(JSON.parse(json).mainEntity.text).toBe(question.content);
  });
});
