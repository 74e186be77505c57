/** Where a paid (or still confirming) order is shown: the success page of the order's number. */
export function vipSuccessHref(orderNo: string): string {
  return `/vip/success?order_no=${encodeURIComponent(orderNo)}`;
}
