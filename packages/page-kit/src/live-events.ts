import {
  LIVE_EVENT_TYPES,
  LIVE_STREAM_FAILURES_BEFORE_POLLING,
  LIVE_STREAM_PATHS,
  type LiveEventType,
} from "@tousu/domain";
import { useEffect, useRef, useState } from "react";

/** The streams' addresses on the event service's base (`publicConfig.eventBaseUrl`). */
export const liveStreamUrls = {
  account: (eventBaseUrl: string) => `${eventBaseUrl}${LIVE_STREAM_PATHS.account}`,
  loginTicket: (eventBaseUrl: string, ticket: string) =>
    `${eventBaseUrl}${LIVE_STREAM_PATHS.public}?login_ticket=${encodeURIComponent(ticket)}`,
  /** A running campaign's public standings, the same for every visitor. */
  campaign: (eventBaseUrl: string, campaignId: number) =>
    `${eventBaseUrl}${LIVE_STREAM_PATHS.public}?campaign=${campaignId}`,
};

/** What a `campaign-standings` event carries (decision 101): each voting section's players in order. */
export interface CampaignStandings<Tally> {
  campaign_id: number;
  sections: { id: number; players: { id: number; tally: Tally }[] }[];
}

/** Where a page stands with its stream: until it is `streaming`, the page keeps its own polling. */
export type LiveState = "connecting" | "streaming" | "unavailable";

export interface LiveSubscription {
  type: LiveEventType;
  onEvent: (data: unknown) => void;
  onState?: (state: LiveState) => void;
}

interface SharedStream {
  source: EventSource | null;
  state: LiveState;
  failures: number;
  subscriptions: Set<LiveSubscription>;
  listeners: Map<LiveEventType, (message: Event) => void>;
}

/** One EventSource per address for the whole tab, shared by every part of the page that listens. */
const streams = new Map<string, SharedStream>();

function setState(stream: SharedStream, state: LiveState): void {
  if (stream.state === state) return;
  stream.state = state;
  for (const subscription of stream.subscriptions) subscription.onState?.(state);
}

function openStream(url: string): SharedStream {
  const stream: SharedStream = {
    source: null,
    state: "connecting",
    failures: 0,
    subscriptions: new Set(),
    listeners: new Map(),
  };
  if (typeof EventSource === "undefined") {
    stream.state = "unavailable";
    return stream;
  }
  const source = new EventSource(url, { withCredentials: true });
  stream.source = source;
  source.onopen = () => {
    stream.failures = 0;
    setState(stream, "streaming");
  };
  // The browser reconnects by itself (with Last-Event-ID) after a network failure; a refusal (401,
  // 429) or repeated failures without an open mean the page polls instead, as it did before.
  source.onerror = () => {
    stream.failures += 1;
    if (source.readyState === EventSource.CLOSED || stream.failures >= LIVE_STREAM_FAILURES_BEFORE_POLLING) {
      source.close();
      setState(stream, "unavailable");
    } else {
      setState(stream, "connecting");
    }
  };
  return stream;
}

/**
 * Listens to `type` on the stream at `url` (decision 101), opening the tab's one stream of that
 * address or joining it; `onState` says whether the page may rely on it or must poll. The answer
 * stops listening, and the last one to leave closes the stream.
 */
export function subscribeLiveEvents(url: string, subscription: LiveSubscription): () => void {
  const stream = streams.get(url) ?? openStream(url);
  streams.set(url, stream);
  stream.subscriptions.add(subscription);
  if (stream.source && !stream.listeners.has(subscription.type)) {
    const listener = (message: Event) => {
      const data: unknown = JSON.parse(String((message as MessageEvent).data));
      for (const each of stream.subscriptions) if (each.type === subscription.type) each.onEvent(data);
    };
    stream.listeners.set(subscription.type, listener);
    stream.source.addEventListener(subscription.type, listener);
  }
  subscription.onState?.(stream.state);
  return () => {
    stream.subscriptions.delete(subscription);
    if (stream.subscriptions.size > 0) return;
    stream.source?.close();
    streams.delete(url);
  };
}

/**
 * `subscribeLiveEvents` for a component: listens while mounted and `url` is set, calling the latest
 * `onEvent`; answers the stream's state (`unavailable` without a url).
 */
export function useLiveEvent(
  url: string | null,
  type: LiveEventType,
  onEvent: (data: unknown) => void,
): LiveState {
  const [state, setLiveState] = useState<LiveState>(url ? "connecting" : "unavailable");
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    if (!url) {
      setLiveState("unavailable");
      return;
    }
    return subscribeLiveEvents(url, {
      type,
      onEvent: (data) => latest.current(data),
      onState: setLiveState,
    });
  }, [url, type]);
  return state;
}

/**
 * A running campaign's latest standings from the stream at `url` (its page's `liveStreamUrls.campaign`),
 * null until the first arrives or without a stream.
 */
export function useCampaignStandings<Tally>(
  url: string | null,
  campaignId: number,
): CampaignStandings<Tally> | null {
  const [standings, setStandings] = useState<CampaignStandings<Tally> | null>(null);
  useLiveEvent(url, LIVE_EVENT_TYPES.campaignStandings, (data) => {
    const received = data as CampaignStandings<Tally>;
    if (received.campaign_id === campaignId) setStandings(received);
  });
  return standings;
}
