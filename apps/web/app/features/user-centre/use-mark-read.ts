import { MARK_ALL_MESSAGES_READ, type PushMessageKind, readPushMessage } from "@tousu/contracts";
import { useRevalidator } from "react-router";
import { useApi } from "../../shared/session/api-context";
import { useUserStore } from "../../shared/session/user-store";

/**
 * Marks one message (or all, of a kind) read; the answer carries the fresh unread counts, which go
 * straight into the user store so the header badge drops at once, then the list is reloaded.
 */
export function useMarkRead() {
  const loadApi = useApi();
  const revalidator = useRevalidator();
  return async (target: { id: number } | { all: true; kind?: PushMessageKind }) => {
    const api = await loadApi();
    const counts = await api.call(readPushMessage, {
      params: { id: "id" in target ? target.id : MARK_ALL_MESSAGES_READ },
      body: "kind" in target && target.kind ? { kind: target.kind } : {},
    });
    useUserStore.getState().setUnreadCount(counts);
    await revalidator.revalidate();
  };
}
