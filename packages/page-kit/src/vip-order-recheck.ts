import type { VipOrderStatus } from "@tousu/domain";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { isConfirmingOrder, VIP_RECHECK_MS, VIP_RECHECKS } from "./vip-texts";

/**
 * An order's page while the server has not yet heard from the channel: asks the page's loaders
 * again every VIP_RECHECK_MS, VIP_RECHECKS times at most. Answers whether it stopped asking.
 */
export function useVipOrderRecheck(status: VipOrderStatus): { gaveUp: boolean } {
  const revalidator = useRevalidator();
  const [rechecks, setRechecks] = useState(0);
  const isConfirming = isConfirmingOrder(status);

  useEffect(() => {
    if (!isConfirming || rechecks >= VIP_RECHECKS) return;
    const timer = setTimeout(() => {
      setRechecks((count) => count + 1);
      void revalidator.revalidate();
    }, VIP_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [isConfirming, rechecks, revalidator]);

  return { gaveUp: rechecks >= VIP_RECHECKS };
}
