import type { EntrustmentMessage } from "@tousu/contracts";
import {
  ENTRUSTMENT_MESSAGE_MAX,
  ENTRUSTMENT_SIDE_LABELS,
  type EntrustmentSide,
  formatDateTime,
  LIVE_EVENT_TYPES,
} from "@tousu/domain";
import { liveStreamUrls } from "@tousu/page-kit/live-events";
import { useLiveMessages } from "@tousu/page-kit/live-messages";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useRootData } from "../../lib/root-data";
import { useApi } from "../../shared/session/api-context";
import { buttonClass } from "../../ui/button";
import { countCharacters } from "../../ui/character-count";
import { cx } from "../../ui/cx";
import { TextArea } from "../../ui/text-area";
import type { MessageCalls } from "./message-calls";

/**
 * How often an open, visible conversation asks for newer messages while the account's event stream
 * is not open; focusing the page asks at once.
 */
export const MESSAGE_POLL_MS = 15_000;

interface Conversation {
  list: EntrustmentMessage[];
  canSend: boolean;
  closedMessage: string | null;
  hasEarlier: boolean;
}

function useMessageCalls(): () => Promise<MessageCalls> {
  const loadApi = useApi();
  return useCallback(async () => {
    const [api, { createMessageCalls }] = await Promise.all([loadApi(), import("./message-calls")]);
    return createMessageCalls(api);
  }, [loadApi]);
}

/** Adds messages not yet listed, keeping the list in id order (oldest first). */
function merge(list: EntrustmentMessage[], added: EntrustmentMessage[]): EntrustmentMessage[] {
  const known = new Set(list.map((message) => message.id));
  return [...list, ...added.filter((message) => !known.has(message.id))].sort((a, b) => a.id - b.id);
}

/**
 * The conversation of an entrustment's consumer and lawyer (decision 053), for either side: it reads
 * on mount, asks for newer messages at once when the account's event stream says one was sent
 * (decision 101), every MESSAGE_POLL_MS while the page is visible and has no stream, and when it
 * regains focus; and it sends.
 */
export function EntrustmentMessages({
  entrustmentId,
  side,
  heading: Heading = "h3",
}: {
  entrustmentId: number;
  side: EntrustmentSide;
  /** The level that fits the page's outline: a section of its own (h2) or part of one (h3). */
  heading?: "h2" | "h3";
}) {
  const loadCalls = useMessageCalls();
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState("");
  const [isSending, setIsSending] = useState(false);
  const lastId = useRef<number | undefined>(undefined);
  const other = side === "consumer" ? "lawyer" : "consumer";

  const apply = useCallback((added: EntrustmentMessage[], changes: Partial<Conversation> = {}) => {
    setConversation((current) => {
      const list = merge(current?.list ?? [], added);
      lastId.current = list.at(-1)?.id;
      return {
        canSend: false,
        closedMessage: null,
        hasEarlier: false,
        ...current,
        ...changes,
        list,
      };
    });
  }, []);

  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      const first = await (await loadCalls()).list(entrustmentId);
      if (!isCurrent) return;
      if (!first) return setFailed(true);
      apply(first.list, {
        canSend: first.can_send,
        closedMessage: first.closed_message,
        hasEarlier: first.has_earlier,
      });
    })();
    return () => {
      isCurrent = false;
    };
  }, [entrustmentId, loadCalls, apply]);

  /** Reads asked for so far, and whether one is under way. */
  const asked = useRef(0);
  const isReading = useRef(false);
  /**
   * Reads the messages after the last one shown. Asked while a read is under way (which may have
   * started before the new message was stored), it reads once more after it.
   */
  const pickUpNewer = useCallback(async () => {
    asked.current += 1;
    if (isReading.current) return;
    isReading.current = true;
    try {
      let answered = 0;
      while (answered < asked.current) {
        answered = asked.current;
        const calls = await loadCalls();
        const newer = await calls.list(
          entrustmentId,
          lastId.current === undefined ? {} : { after: lastId.current },
        );
        if (newer) apply(newer.list, { canSend: newer.can_send, closedMessage: newer.closed_message });
      }
    } finally {
      isReading.current = false;
    }
  }, [entrustmentId, loadCalls, apply]);

  const canSend = conversation?.canSend ?? false;
  const eventBaseUrl = useRootData()?.publicConfig.eventBaseUrl;
  const streamState = useLiveMessages(
    canSend && eventBaseUrl !== undefined ? liveStreamUrls.account(eventBaseUrl) : null,
    LIVE_EVENT_TYPES.entrustmentMessage,
    { conversationIds: [entrustmentId], messageIds: conversation?.list.map((message) => message.id) ?? [] },
    () => void pickUpNewer(),
  );
  const isStreaming = streamState === "streaming";
  useEffect(() => {
    // A closed conversation no longer changes: nothing to poll.
    if (!canSend) return;
    const whileVisible = () => {
      if (document.visibilityState === "visible") void pickUpNewer();
    };
    const timer = isStreaming ? undefined : window.setInterval(whileVisible, MESSAGE_POLL_MS);
    window.addEventListener("focus", whileVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", whileVisible);
    };
  }, [canSend, isStreaming, pickUpNewer]);

  async function showEarlier() {
    const first = conversation?.list[0];
    if (!first) return;
    const earlier = await (await loadCalls()).list(entrustmentId, { before: first.id });
    if (earlier) apply(earlier.list, { hasEarlier: earlier.has_earlier });
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const content = draft.trim();
    if (content === "" || countCharacters(content) > ENTRUSTMENT_MESSAGE_MAX) return;
    setIsSending(true);
    const sent = await (await loadCalls()).send(entrustmentId, content);
    setIsSending(false);
    if (!sent) return;
    setDraft("");
    apply([sent]);
  }

  const headingId = `entrustment-messages-${entrustmentId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 text-sm text-gray-800">
      <Heading
        id={headingId}
        className={cx("text-gray-900", Heading === "h2" ? "text-lg font-semibold" : "font-medium")}
      >
        与{ENTRUSTMENT_SIDE_LABELS[other]}的消息
      </Heading>
      <p className="text-xs text-gray-600">消息仅你和{ENTRUSTMENT_SIDE_LABELS[other]}可见，平台加密保存。</p>
      {failed ? (
        <p className="text-gray-600">消息暂时无法读取，请稍后刷新页面。</p>
      ) : conversation === null ? (
        <p className="text-gray-600">正在读取消息…</p>
      ) : (
        <>
          {conversation.hasEarlier ? (
            <button
              type="button"
              onClick={showEarlier}
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              查看更早的消息
            </button>
          ) : null}
          {conversation.list.length === 0 ? (
            <p className="text-gray-600">还没有消息。</p>
          ) : (
            <ol aria-label="消息" className="space-y-3">
              {conversation.list.map((message) => {
                const isMine = message.side === side;
                return (
                  <li key={message.id} className={cx("flex flex-col", isMine ? "items-end" : "items-start")}>
                    <p className="text-xs text-gray-600">
                      {isMine ? "我" : ENTRUSTMENT_SIDE_LABELS[message.side]} ·{" "}
                      {formatDateTime(message.created_at)}
                    </p>
                    <p
                      className={cx(
                        "mt-1 max-w-[85%] rounded-lg px-3 py-2 wrap-anywhere whitespace-pre-line",
                        isMine ? "bg-brand-50 text-gray-900" : "bg-gray-100 text-gray-900",
                      )}
                    >
                      {message.content}
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
          {conversation.canSend ? (
            <form onSubmit={send} className="space-y-2">
              <TextArea
                label={`给${ENTRUSTMENT_SIDE_LABELS[other]}发消息`}
                value={draft}
                onValueChange={setDraft}
                limit={ENTRUSTMENT_MESSAGE_MAX}
                rows={3}
              />
              <button
                type="submit"
                disabled={isSending || draft.trim() === ""}
                className={buttonClass({ size: "sm" })}
              >
                {isSending ? "发送中…" : "发送"}
              </button>
            </form>
          ) : conversation.closedMessage ? (
            <p className="text-gray-600">{conversation.closedMessage}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
