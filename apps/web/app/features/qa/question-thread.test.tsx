import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useAppStore } from "../../lib/app-store";
import { renderWithApi } from "../../testing/render-with-api";
import { answer, question as fixtureQuestion, logIn, resetViewer } from "./qa-fixtures";
import { QuestionThread } from "./question-thread";

const question = fixtureQuestion({ is_mine: true, can_accept: true });

/** An answer that reads as its author's advice. */
const answerBy = (id: number, nickname: string) =>
  answer(id, {
    content: `${nickname}的建议`,
    author: { nickname, avatar: "", is_verified_lawyer: false, lawyer_id: null },
  });

const page = { list: [answerBy(21, "周律师"), answerBy(22, "老王")], total: 2, page: 1, page_size: 20 };

describe("QuestionThread", () => {
  beforeEach(resetViewer);

  it("shows the answers in the order the API gives and asks a visitor to log in before liking", async () => {
    const { user, sent } = renderWithApi(
      <QuestionThread question={{ ...question, is_mine: false, can_accept: false }} answers={page} />,
      {},
    );
    const rows = await screen.findAllByRole("article", { name: /的回答$/ });
    expect(rows.map((row) => row.getAttribute("aria-label"))).toEqual(["周律师的回答", "老王的回答"]);
    await user.click(within(rows[1] as HTMLElement).getByRole("button", { name: /点赞/ }));
    expect(useAppStore.getState()).toMatchObject({ showLogin: true, loginMode: "login" });
    expect(sent).toEqual([]);
  });

  it("says how many answers there are once, as the answers' heading", async () => {
    renderWithApi(<QuestionThread question={{ ...question, answer_count: 1 }} answers={page} />, {});
    const heading = await screen.findByRole("heading", { name: "1 个回答" });
    expect(screen.getAllByText("1 个回答")).toEqual([heading]);
  });

  it("lets the asker accept an answer", async () => {
    logIn();
    const { user, sent } = renderWithApi(<QuestionThread question={question} answers={page} />, {
      "POST /qa/answer/22/accept": { code: 200, msg: "ok", data: { question_id: 7, accepted_answer_id: 22 } },
    });
    const second = (await screen.findAllByRole("article", { name: /的回答$/ }))[1] as HTMLElement;
    await user.click(within(second).getByRole("button", { name: "采纳为最佳回答" }));
    // The first write fetches the API client and the contracts: a bound for a loaded machine, not a speed target.
    await expect
      .poll(() => sent.map(({ method, path }) => `${method} ${path}`), { timeout: 10_000 })
      .toEqual(["POST /qa/answer/22/accept"]);
  });
});
