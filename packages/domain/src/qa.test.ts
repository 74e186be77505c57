import { describe, expect, it } from "vitest";
import {
  acceptAnswerRefusal,
  isHeldForNewAuthor,
  isWithinQaEditWindow,
  QA_ANSWER_MESSAGE,
  QA_EDIT_WINDOW_MESSAGE,
  QA_EDIT_WINDOW_MS,
  QA_QUESTION_BODY_MESSAGE,
  QA_TITLE_MESSAGE,
  QA_TRUSTED_AFTER_PUBLISHED,
  qaEditDeadline,
} from "./qa";

const posted = new Date("2026-11-26T10:00:00Z");
const after = (ms: number) => new Date(posted.getTime() + ms);

describe("the Q&A edit window", () => {
  it("is open for 15 minutes after posting, to the millisecond", () => {
    expect(isWithinQaEditWindow(posted, after(0))).toBe(true);
    expect(isWithinQaEditWindow(posted, after(QA_EDIT_WINDOW_MS))).toBe(true);
    expect(isWithinQaEditWindow(posted, after(QA_EDIT_WINDOW_MS + 1))).toBe(false);
    expect(qaEditDeadline(posted)).toEqual(after(15 * 60_000));
  });

  it("is closed for a clock behind the post", () => {
    expect(isWithinQaEditWindow(posted, after(-1))).toBe(false);
  });
});

describe("holding a new member's posts", () => {
  it("holds until enough of their posts were published", () => {
    expect(isHeldForNewAuthor(0)).toBe(true);
    expect(isHeldForNewAuthor(QA_TRUSTED_AFTER_PUBLISHED - 1)).toBe(true);
    expect(isHeldForNewAuthor(QA_TRUSTED_AFTER_PUBLISHED)).toBe(false);
  });
});

describe("accepting an answer", () => {
  const allowed = {
    callerId: 1,
    askerId: 1,
    answerAuthorId: 2,
    alreadyAccepted: false,
    answerPublished: true,
  };

  it("lets the asker accept someone else's published answer once", () => {
    expect(acceptAnswerRefusal(allowed)).toBeNull();
  });

  it.each([
    ["someone other than the asker", { callerId: 3 }, "只有提问者可以采纳回答"],
    ["a second acceptance", { alreadyAccepted: true }, "该问题已采纳过回答"],
    ["the asker's own answer", { answerAuthorId: 1 }, "不能采纳自己的回答"],
    ["an answer under review", { answerPublished: false }, "该回答正在审核中，暂不能采纳"],
  ])("refuses %s", (_, change, message) => {
    expect(acceptAnswerRefusal({ ...allowed, ...change })).toBe(message);
  });
});

describe("Q&A limits in words", () => {
  it("states each length and the edit window", () => {
    expect(QA_TITLE_MESSAGE).toBe("问题标题需为5-50个字");
    expect(QA_QUESTION_BODY_MESSAGE).toBe("问题描述需为10-2000个字");
    expect(QA_ANSWER_MESSAGE).toBe("回答内容需为5-2000个字");
    expect(QA_EDIT_WINDOW_MESSAGE).toBe("发布超过15分钟后不能再修改");
  });
});
