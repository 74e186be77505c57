import { LIVE_EVENT_TYPES } from "@tousu/domain";
import { type LiveState, useLiveEvent } from "./live-events";

/**
 * The events of a new message in a conversation (decision 101) and the names of their two ids: the
 * conversation's and the message's. They carry nothing else; the page reads the message itself.
 */
const MESSAGE_EVENTS = {
  [LIVE_EVENT_TYPES.mediationEntry]: { conversation: "mediation_id", message: "entry_id" },
  [LIVE_EVENT_TYPES.entrustmentMessage]: { conversation: "entrustment_id", message: "message_id" },
} as const;

export type MessageEventType = keyof typeof MESSAGE_EVENTS;

/**
 * The conversation an event's new message belongs to, when it is one of `conversationIds` and the
 * page does not show that message yet (the sender's own tab already added it); null otherwise.
 */
export function conversationWithNewMessage(
  type: MessageEventType,
  data: unknown,
  conversationIds: readonly number[],
  shownMessageIds: readonly number[],
): number | null {
  if (typeof data !== "object" || data === null) return null;
  const names = MESSAGE_EVENTS[type];
  const conversationId = (data as Record<string, unknown>)[names.conversation];
  const messageId = (data as Record<string, unknown>)[names.message];
  if (typeof conversationId !== "number" || typeof messageId !== "number") return null;
  if (!conversationIds.includes(conversationId) || shownMessageIds.includes(messageId)) return null;
  return conversationId;
}

/**
 * Calls `onNewMessage` with the conversation at once when the account's stream at `streamUrl` says
 * one of `conversationIds` has a message the page does not show. Answers the stream's state: until
 * it is `streaming`, a page that polled for messages keeps polling.
 */
export function useLiveMessages(
  streamUrl: string | null,
  type: MessageEventType,
  shown: { conversationIds: readonly number[]; messageIds: readonly number[] },
  onNewMessage: (conversationId: number) => void,
): LiveState {
  return useLiveEvent(streamUrl, type, (data) => {
    const conversationId = conversationWithNewMessage(type, data, shown.conversationIds, shown.messageIds);
    if (conversationId !== null) onNewMessage(conversationId);
  });
}
