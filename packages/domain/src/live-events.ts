// Live events (decision 101): what the event service's streams carry, whom each is addressed to, and
// the limits both the server and the browser's helper keep.

/** The kinds of event a stream carries, each the `event:` field of its message. */
export const LIVE_EVENT_TYPES = {
  /** The account's unread in-site messages by kind: `{ platform, complaint }`. Sent on connect too. */
  unread: "unread",
  /** A scan-login ticket moved: `{ state }`. The session itself is collected by the login poll only. */
  scanLogin: "scan-login",
  /** A membership order of the account moved: `{ order_no, status }`. */
  vipOrder: "vip-order",
  /** A running campaign's public standings: `{ campaign_id, sections }`, at most once a second. */
  campaignStandings: "campaign-standings",
  /**
   * A message or proposal was posted in a mediation room the account is in: `{ mediation_id, entry_id }`.
   * Never its words: the room reads them through its own authorized call.
   */
  mediationEntry: "mediation-entry",
  /**
   * A message was sent in an entrustment the account is a party to: `{ entrustment_id, message_id }`.
   * Never its words: the conversation reads them through its own authorized call.
   */
  entrustmentMessage: "entrustment-message",
} as const;

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[keyof typeof LIVE_EVENT_TYPES];

/**
 * Whom an event is addressed to. A stream hears its own account's topic, the tickets its browser
 * holds and public topics; never another account's.
 */
export const liveTopics = {
  user: (userId: number) => `user:${userId}`,
  loginTicket: (ticket: string) => `login-ticket:${ticket}`,
  campaign: (campaignId: number) => `campaign:${campaignId}`,
} as const;

/** How long a browser waits before it reconnects a dropped stream (the `retry:` field). */
export const LIVE_EVENT_RETRY_MS = 3_000;
/** A comment this often keeps proxies and load balancers from closing an idle stream (most close after 60 s). */
export const LIVE_EVENT_HEARTBEAT_MS = 20_000;
/** Events are kept this long for a stream that reconnects with `Last-Event-ID`; older ones are gone. */
export const LIVE_EVENT_RETENTION_MS = 10 * 60_000;
/** Streams one account may hold on one node at once: tabs and windows, with room to spare. */
export const LIVE_STREAMS_PER_ACCOUNT = 8;
/** A campaign's standings are published at most this often, over all nodes. */
export const CAMPAIGN_STANDINGS_INTERVAL_MS = 1_000;
/** Failures without a successful open after which the browser gives up the stream and polls. */
export const LIVE_STREAM_FAILURES_BEFORE_POLLING = 3;
/** The event service's streams, under its base: an account's, and a visitor's (tickets, public topics). */
export const LIVE_STREAM_PATHS = { account: "/stream", public: "/public-stream" } as const;
/**
 * The visitor's stream on the default base: the scan-login cookie is also sent there, so only the
 * browser that asked for a ticket hears it.
 */
export const LIVE_PUBLIC_STREAM_PATH = `/event${LIVE_STREAM_PATHS.public}`;
