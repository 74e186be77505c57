import { LIVE_EVENT_TYPES } from "@tousu/domain";
import { liveStreamUrls, useLiveEvent } from "@tousu/page-kit/live-events";
import { useUserStore } from "./user-store";

/**
 * Keeps the header's unread badge current while the member is logged in: the account's event
 * stream (decision 101) sends the counts on connect and whenever a message is written or read.
 * Without a stream the badge shows what each page load read, as it always did.
 */
export function useLiveUnreadCount(eventBaseUrl: string): void {
  const isLoggedIn = useUserStore((state) => state.token !== null);
  useLiveEvent(isLoggedIn ? liveStreamUrls.account(eventBaseUrl) : null, LIVE_EVENT_TYPES.unread, (data) =>
    useUserStore.getState().setUnreadCount(data as { platform: number; complaint: number }),
  );
}
