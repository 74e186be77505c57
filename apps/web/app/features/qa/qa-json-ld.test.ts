import { qaPageData, scriptJson } from "@tousu/page-kit/qa-json-ld";
import { describe, expect, it } from "vitest";
import { answer, question as fixtureQuestion } from "./qa-fixtures";

const question = fixtureQuestion({
  content: "商家说已拆封不退</script><script>alert(1)</script>",
  category: { id: 1, name: "网购" },
  answer_count: 3,
  has_accepted_answer: true,
  accepted_answer_id: 11,
});

describe("qaPageData", () => {
  it("names the accepted answer apart from the suggested ones and leaves out answers under review", () => {
    const data = qaPageData({
      question,
      answers: [
        answer(11, { is_accepted: true, like_count: 11 }),
        answer(12),
        answer(13, { status: "under_review" }),
      ],
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
