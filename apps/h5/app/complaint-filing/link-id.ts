import { useDraftStore } from "@tousu/page-kit/complaint-draft";
import { useEffect } from "react";

/**
 * A `linkId` on the address travels with the draft to the submission as `link_id`
 * (docs/product/routes.md#filing-links-linkid), at most 64 characters as the server takes it.
 */
export function useLinkIdFromAddress(search: string): void {
  useEffect(() => {
    const linkId = new URLSearchParams(search).get("linkId")?.trim();
    if (linkId) useDraftStore.getState().update({ link_id: linkId.slice(0, 64) });
  }, [search]);
}
