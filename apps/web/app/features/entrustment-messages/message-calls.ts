import type { ApiClient } from "@tousu/api-client";
import { listEntrustmentMessages, sendEntrustmentMessage } from "@tousu/contracts";
import { attemptCall } from "../../shared/session/attempt-call";

// Loaded on first use, with the API client: the contracts and zod stay out of the page's first load.
// Each call answers null when the server refused (its message has been shown).

export function createMessageCalls(api: ApiClient) {
  return {
    list: (id: number, cursor: { after?: number; before?: number } = {}) =>
      attemptCall(() => api.call(listEntrustmentMessages, { params: { id }, query: cursor })),
    send: (id: number, content: string) =>
      attemptCall(() => api.call(sendEntrustmentMessage, { params: { id }, body: { content } })),
  };
}

export type MessageCalls = ReturnType<typeof createMessageCalls>;
