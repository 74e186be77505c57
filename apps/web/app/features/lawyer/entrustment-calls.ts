import type { ApiClient } from "@tousu/api-client";
import {
  confirmEntrustment,
  rateEntrustment,
  requestEntrustment,
  withdrawEntrustment,
} from "@tousu/contracts";
import { attemptCall } from "../../shared/session/attempt-call";

// Loaded on first use, with the API client: the contracts and zod stay out of the page's first load.
// Each call answers null when the server refused (its message has been shown).

export function createEntrustmentCalls(api: ApiClient) {
  return {
    request: (
      complaintId: number,
      body: { lawyer_id: number; consent: true; note: string; consultation_credit?: string },
    ) => attemptCall(() => api.call(requestEntrustment, { params: { id: complaintId }, body })),
    withdraw: (id: number) => attemptCall(() => api.call(withdrawEntrustment, { params: { id } })),
    confirm: (id: number) => attemptCall(() => api.call(confirmEntrustment, { params: { id } })),
    rate: (id: number, rating: number) =>
      attemptCall(() => api.call(rateEntrustment, { params: { id }, body: { rating } })),
  };
}

export type EntrustmentCalls = ReturnType<typeof createEntrustmentCalls>;
