import { useDraftStore } from "@tousu/page-kit/complaint-draft";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { isDraftPath } from "./draft-path";

/**
 * Every page outside /complaint/create clears the draft (docs/product/entities.md#complaint-draft). Called
 * once, from the root.
 */
export function useClearDraftOutsideCreate(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isDraftPath(pathname)) useDraftStore.getState().clear();
  }, [pathname]);
}
