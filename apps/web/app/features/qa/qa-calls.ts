import type { ApiClient } from "@tousu/api-client";
import {
  acceptAnswer,
  askQuestion,
  deleteAnswer,
  deleteQuestion,
  editAnswer,
  editQuestion,
  likeAnswer,
  postAnswer,
} from "@tousu/contracts";
import { attemptCall } from "../../shared/session/attempt-call";

// Loaded on first use, with the API client: the contracts and zod stay out of the page's first load.
// Each call answers null when the server refused (its message has been shown).

export function createQaCalls(api: ApiClient) {
  return {
    ask: (body: { title: string; content: string; category_id: number; brand_id?: number }) =>
      attemptCall(() => api.call(askQuestion, { body })),
    editQuestion: (id: number, body: { title: string; content: string }) =>
      attemptCall(() => api.call(editQuestion, { params: { id }, body })),
    deleteQuestion: (id: number) => attemptCall(() => api.call(deleteQuestion, { params: { id }, body: {} })),
    answer: (questionId: number, content: string) =>
      attemptCall(() => api.call(postAnswer, { params: { id: questionId }, body: { content } })),
    editAnswer: (id: number, content: string) =>
      attemptCall(() => api.call(editAnswer, { params: { id }, body: { content } })),
    deleteAnswer: (id: number) => attemptCall(() => api.call(deleteAnswer, { params: { id }, body: {} })),
    accept: (answerId: number) =>
      attemptCall(() => api.call(acceptAnswer, { params: { id: answerId }, body: {} })),
    like: (answerId: number) =>
      attemptCall(() => api.call(likeAnswer, { params: { id: answerId }, body: {} })),
  };
}
export type QaCalls = ReturnType<typeof createQaCalls>;
