import { LIVE_EVENT_TYPES, type VipOrderStatus } from "@tousu/domain";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { useLiveEvent } from "./live-events";
import { isConfirmingOrder, VIP_RECHECK_MS, VIP_RECHECKS } from "./vip-texts";

/**
 * An order's page while the server has not yet heard from the channel: reads the order again as
 * soon as the buyer's event stream says it moved (decision 101), and, while there is no stream,
 * asks the page's loaders again every VIP_RECHECK_MS. After VIP_RECHECKS such intervals it says it
 * stopped asking (the stream, if open, still brings the answer).
 */
export function useVipOrderRecheck(
  status: VipOrderStatus,
  live: { streamUrl: string | null; orderNo: string },
): { gaveUp: boolean } {
  const revalidator = useRevalidator();
  const [rechecks, setRechecks] = useState(0);
  const isConfirming = isConfirmingOrder(status);
  const streamState = useLiveEvent(
    isConfirming ? live.streamUrl : null,
    LIVE_EVENT_TYPES.vipOrder,
    (data) => {
      if ((data as { order_no?: unknown }).order_no === live.orderNo) void revalidator.revalidate();
    },
  );
  const isStreaming = streamState === "streaming";

  useEffect(() => {
    if (!isConfirming || rechecks >= VIP_RECHECKS) return;
    const timer = setTimeout(() => {
      setRechecks((count) => count + 1);
      if (!isStreaming) void revalidator.revalidate();
    }, VIP_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [isConfirming, isStreaming, rechecks, revalidator]);

  return { gaveUp: rechecks >= VIP_RECHECKS };
}
