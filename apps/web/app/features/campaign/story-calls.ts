import type { ApiClient } from "@tousu/api-client";
import { nominateComplaintStory } from "@tousu/contracts";
import { attemptCall } from "../../shared/session/attempt-call";

// Loaded on first use, with the API client: the contracts and zod stay out of the page's first load.
// Answers null when the server refused (its message has been shown).

export function createStoryCalls(api: ApiClient) {
  return {
    nominate: (complaintId: number, body: { section_id: number; statement: string; consent: true }) =>
      attemptCall(() => api.call(nominateComplaintStory, { params: { id: complaintId }, body })),
  };
}
