import type { QaAnswer, QaQuestionDetail } from "@tousu/contracts";
import { useAppStore } from "../../lib/app-store";
import { useUserStore } from "../../shared/session/user-store";

// Questions, answers and viewers for this feature's tests.

/** A published question by 小林, seen by someone else unless `changes` say otherwise. */
export function question(changes: Partial<QaQuestionDetail> = {}): QaQuestionDetail {
  return {
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
    is_mine: false,
    editable_until: null,
    can_accept: false,
    ...changes,
  };
}

/** A published answer to question 7 by someone else. */
export function answer(id: number, changes: Partial<QaAnswer> = {}): QaAnswer {
  return {
    id,
    question_id: 7,
    content: `回答${id}`,
    author: { nickname: "青木", avatar: "", is_verified_lawyer: false, lawyer_id: null },
    like_count: 0,
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

/** No one logged in and no login dialog open. */
export function resetViewer() {
  useUserStore.getState().clearSession();
  useAppStore.getState().closeLogin();
}

/** 小林 logged in, with a bound phone. */
export function logIn() {
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
      vip: null,
    },
  });
}
