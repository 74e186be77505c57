import type { ApiClient } from "@tousu/api-client";
import { getEntrustPage } from "@tousu/contracts";

/**
 * A published complaint's running entrustment, or why it cannot be entrusted (decision 062), for a
 * page that offers 委托律师. A complaint staff hid cannot be entrusted (403): the page stands
 * without the entrustment's status.
 */
export async function loadEntrustState(api: ApiClient, complaintId: number, isPublished: boolean) {
  const page = isPublished
    ? await api.call(getEntrustPage, { params: { id: complaintId } }).catch(() => null)
    : null;
  return { entrustment: page?.current ?? null, entrustRefusal: page?.entrust_refusal ?? null };
}
