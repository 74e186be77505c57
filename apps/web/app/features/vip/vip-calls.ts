import type { ApiClient } from "@tousu/api-client";
import { createVipOrder, getVipOrder } from "@tousu/contracts";
import type { VipPaymentChannel } from "@tousu/domain";
import { attemptCall } from "../../shared/session/attempt-call";

// Loaded on first use, with the API client: the contracts and zod stay out of the page's first load.
// Each call answers null when the server refused (its message has been shown).

export function createVipCalls(api: ApiClient) {
  return {
    order: (planId: number, channel: VipPaymentChannel) =>
      attemptCall(() => api.call(createVipOrder, { body: { plan_id: planId, channel } })),
    status: (orderNo: string) => attemptCall(() => api.call(getVipOrder, { params: { order_no: orderNo } })),
  };
}

export type VipCalls = ReturnType<typeof createVipCalls>;
