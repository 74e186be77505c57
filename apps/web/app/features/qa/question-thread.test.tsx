// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import type { QaAnswer, QaQuestionDetail } from "@tousu/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { useAppStore } from "../../lib/app-store";
import { useUserStore } from "../../shared/session/user-store";
import { renderWithApi } from "../../testing/render-with-api";
import { QuestionThread } from "./question-thread";

const question: QaQuestionDetail = {
  id: 7,
  title: "网购退款被拒怎么办",
  excerpt: "商家说已拆封不退",
  content: "商家说已拆封不退，客服也不回复。",
  category: { id: 1, name: "网购纠纷" },
  brand: null,
  asker: { nickname: "小林", avatar: "" },
  answer_count: 2,
  has_accepted_answer: false,
  status: "published",
  created_at: "2026-11-20T08:00:00.000Z",
  updated_at: "2026-11-20T08:00:00.000Z",
  accepted_answer_id: null,
  is_mine: true,
  editable_until: null,
  can_accept: true,
};

function answer(id: number, nickname: string): QaAnswer {
  return {
    id,
    question_id: 7,
    content: `${nickname}的建议`,
    author: { nickname, avatar: "", is_verified_lawyer: false },
    like_count: 0,
    liked: false,
    is_accepted: false,
    is_mine: false,
    status: "published",
    editable_until: null,
    created_at: "2026-11-21T08:00:00.000Z",
    updated_at: "2026-11-21T08:00:00.000Z",
  };
}

const page = { list: [answer(21, "周律师"), answer(22, "老王")], total: 2, page: 1, page_size: 20 };

describe("QuestionThread", () => {
  beforeEach(() => {
    useUserStore.getState().clearSession();
    useAppStore.getState().closeLogin();
  });

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

  it("lets the asker accept an answer", async () => {
    useUserStore.setState({
      token: "member-token",
      memberInfo: {
        id: 9,
        nickname: "小林",
        avatar: "",
        phone: "139****0001",
        is_complaint: false,
        is_lawyer: false,
        is_real_name_verified: false,
        created_at: "2026-01-01T00:00:00.000Z",
      },
    });
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
