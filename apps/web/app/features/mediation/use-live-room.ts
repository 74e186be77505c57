import { LIVE_EVENT_TYPES } from "@tousu/domain";
import { liveStreamUrls } from "@tousu/page-kit/live-events";
import { useLiveMessages } from "@tousu/page-kit/live-messages";
import { useRootData } from "../../lib/root-data";

/**
 * Reads the room again as soon as the account's event stream says someone in it posted an entry the
 * page does not show (decision 101). Without a stream the room shows what its last read found, as it
 * always did.
 */
export function useLiveRoom(room: { id: number; entries: { id: number }[] }, reload: () => void): void {
  const eventBaseUrl = useRootData()?.publicConfig.eventBaseUrl;
  useLiveMessages(
    eventBaseUrl === undefined ? null : liveStreamUrls.account(eventBaseUrl),
    LIVE_EVENT_TYPES.mediationEntry,
    { conversationIds: [room.id], messageIds: room.entries.map((entry) => entry.id) },
    reload,
  );
}
