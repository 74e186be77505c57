import { type Database, type DatabaseOrTransaction, listenForNotifications, schema } from "@tousu/db";
import { LIVE_EVENT_RETENTION_MS, LIVE_EVENT_TYPES, type LiveEventType, liveTopics } from "@tousu/domain";
import { and, asc, gt, gte, inArray, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { BroadcastChannel, SharedState } from "../providers/shared-state/shared-state";

const { liveEvents } = schema;

/** PostgreSQL's channel of the live events when no Redis carries them. */
const LIVE_EVENT_NOTIFY_CHANNEL = "live_events";
/**
 * Rung inside the transaction that writes an in-site message, so it is heard once the message
 * commits and never for one rolled back (`notifyUnreadChanged`).
 */
const UNREAD_NOTIFY_CHANNEL = "unread_messages";
/** A notification's payload must stay under PostgreSQL's 8,000 bytes; events are a few hundred. */
const MAX_MESSAGE_BYTES = 7_000;
/** Ids of events a stream was sent, remembered to send each once when live delivery and a catch-up meet. */
const SENT_IDS_KEPT = 256;
/** Old events are deleted by one node at a time, at most this often. */
const PRUNE_INTERVAL_MS = 60_000;

/**
 * One message of a stream: an event (kept for resumes, `id` set) or a figure (`id` null: the
 * latest value of something, never replayed — unread counts, a campaign's standings).
 */
export interface LiveEvent {
  id: number | null;
  topic: string;
  type: LiveEventType;
  data: unknown;
}

/** A stream of this node: the topics it may hear, and how to send it a message. */
export interface LiveStream {
  readonly topics: readonly string[];
  send(event: LiveEvent): void;
}

export interface LiveEvents {
  /**
   * Keeps the event (for streams that resume) and delivers it to the streams of its topic on every
   * node. Called after the write it reports has committed, so it never rejects: a failure is logged
   * and the event lost (the pages' own reads still show the state).
   */
  publish(topic: string, type: LiveEventType, data: unknown): Promise<void>;
  /**
   * How a kind of figure is read, by the key of its topic; null when there is nothing public to show.
   * The composition root hands over what features read of one another.
   */
  defineFigure(type: LiveEventType, read: (key: number) => Promise<unknown | null>): void;
  /**
   * The figure of `key` moved: it is read and published to every node's streams of `topic`, at most
   * once per `intervalMs` over all nodes; a change within the interval is published once it is over.
   * Never rejects: a failure is logged.
   */
  refreshFigure(type: LiveEventType, topic: string, key: number, intervalMs: number): Promise<void>;
  /**
   * Adds a stream: the kept events of its topics after `lastEventId` first, then every new one. The
   * answer removes it.
   */
  attach(stream: LiveStream, lastEventId: number | null): Promise<() => void>;
  /** This node's streams hearing `topic` (an account's tabs, for its limit). */
  streamCount(topic: string): number;
  /** This node's streams, whatever they hear (read when metrics are scraped). */
  openStreamCount(): number;
  close(): Promise<void>;
}

interface AttachedStream {
  stream: LiveStream;
  /** Ids sent, oldest first; also where a catch-up starts. */
  sentIds: Set<number>;
  attachedAt: Date;
  /** Live messages that came while the stream's catch-up was read, sent after it. */
  held: LiveEvent[] | null;
}

/**
 * The live events of this node (decision 101): kept in `live_events` for a few minutes, carried
 * between nodes by Redis pub/sub with `REDIS_URL` or PostgreSQL's LISTEN/NOTIFY without it, and
 * handed to this node's streams by topic. A node that could not hear for a while reads what its
 * streams missed from the table. Unread counts are rung by the message's own transaction and read
 * by each node that has a stream of the account.
 */
export function createLiveEvents(options: {
  db: Database;
  shared: Pick<SharedState, "liveEvents" | "claimOnce">;
  now: () => Date;
  readUnreadCounts: (userId: number) => Promise<unknown>;
  onFailure: (error: unknown) => void;
}): LiveEvents {
  const { db, shared, now, onFailure } = options;
  const byTopic = new Map<string, Set<AttachedStream>>();
  const figureReaders = new Map<LiveEventType, (key: number) => Promise<unknown | null>>();
  /** The topics whose figure moved within their interval, each published again when it ends. */
  const booked = new Map<string, NodeJS.Timeout>();
  let closed = false;
  let openStreams = 0;

  function deliver(event: LiveEvent): void {
    for (const attached of byTopic.get(event.topic) ?? []) {
      if (attached.held) attached.held.push(event);
      else sendOnce(attached, event);
    }
  }

  function sendOnce(attached: AttachedStream, event: LiveEvent): void {
    if (event.id !== null) {
      if (attached.sentIds.has(event.id)) return;
      attached.sentIds.add(event.id);
      if (attached.sentIds.size > SENT_IDS_KEPT) {
        attached.sentIds.delete(attached.sentIds.values().next().value as number);
      }
    }
    attached.stream.send(event);
  }

  function receive(message: string): void {
    const event = parseMessage(message);
    if (event) deliver(event);
  }

  async function sendUnreadCounts(userId: number): Promise<void> {
    const topic = liveTopics.user(userId);
    if (!byTopic.has(topic)) return;
    try {
      deliver({
        id: null,
        topic,
        type: LIVE_EVENT_TYPES.unread,
        data: await options.readUnreadCounts(userId),
      });
    } catch (error) {
      onFailure(error);
    }
  }

  /** Reads what the stream's topics were sent since its last event (or since it attached). */
  async function catchUp(attached: AttachedStream, lastEventId: number | null): Promise<void> {
    const since = lastEventId ?? Math.max(0, ...attached.sentIds);
    const rows = await db
      .select()
      .from(liveEvents)
      .where(
        and(
          inArray(liveEvents.topic, [...attached.stream.topics]),
          gt(liveEvents.id, since),
          gte(
            liveEvents.createdAt,
            since > 0 ? new Date(now().getTime() - LIVE_EVENT_RETENTION_MS) : attached.attachedAt,
          ),
        ),
      )
      .orderBy(asc(liveEvents.id));
    for (const row of rows) {
      sendOnce(attached, { id: row.id, topic: row.topic, type: row.type as LiveEventType, data: row.data });
    }
  }

  const channel: BroadcastChannel = shared.liveEvents ?? {
    publish: async (message) => {
      await db.execute(sql`select pg_notify(${LIVE_EVENT_NOTIFY_CHANNEL}, ${message})`);
    },
    onMessage: () => {},
    onResumed: () => {},
  };
  channel.onMessage(receive);
  const allStreams = () => new Set([...byTopic.values()].flatMap((streams) => [...streams]));
  const resume = () => {
    for (const attached of allStreams()) void catchUp(attached, null).catch(onFailure);
  };
  channel.onResumed(resume);
  const listener = listenForNotifications(db, {
    channels: shared.liveEvents
      ? [UNREAD_NOTIFY_CHANNEL]
      : [UNREAD_NOTIFY_CHANNEL, LIVE_EVENT_NOTIFY_CHANNEL],
    onNotification: (name, payload) => {
      if (name === LIVE_EVENT_NOTIFY_CHANNEL) receive(payload);
      else if (/^\d+$/.test(payload)) void sendUnreadCounts(Number(payload));
    },
    onResumed: () => {
      if (!shared.liveEvents) resume();
      for (const topic of byTopic.keys()) {
        const userId = /^user:(\d+)$/.exec(topic)?.[1];
        if (userId) void sendUnreadCounts(Number(userId));
      }
    },
    onFailure,
  });

  async function broadcast(event: LiveEvent): Promise<void> {
    const message = JSON.stringify(event);
    // A programming error: an event is a doorbell with a few facts, never a page of data.
    if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES) throw new Error(`live event ${event.type} too large`);
    await channel.publish(message);
  }

  async function pruneOldEvents(at: Date): Promise<void> {
    if (!(await shared.claimOnce("live-events:prune", PRUNE_INTERVAL_MS))) return;
    await db
      .delete(liveEvents)
      .where(lt(liveEvents.createdAt, new Date(at.getTime() - LIVE_EVENT_RETENTION_MS)));
  }

  const live: LiveEvents = {
    async publish(topic, type, data) {
      const at = now();
      try {
        const [stored] = await db
          .insert(liveEvents)
          .values({ topic, type, data, createdAt: at })
          .returning({ id: liveEvents.id });
        if (!stored) throw new Error("insert returned no row");
        await broadcast({ id: stored.id, topic, type, data });
        await pruneOldEvents(at);
      } catch (error) {
        onFailure(error);
      }
    },
    defineFigure(type, read) {
      figureReaders.set(type, read);
    },
    async refreshFigure(type, topic, key, intervalMs) {
      const read = figureReaders.get(type);
      if (!read) throw new Error(`no reader of the figure ${type}`);
      // A later change is published by the booked run, which reads what is current then.
      if (booked.has(topic)) return;
      try {
        if (await shared.claimOnce(`live-figure:${topic}`, intervalMs)) {
          const data = await read(key);
          if (data !== null) await broadcast({ id: null, topic, type, data });
          return;
        }
      } catch (error) {
        onFailure(error);
        return;
      }
      if (closed) return;
      const run = setTimeout(() => {
        booked.delete(topic);
        void live.refreshFigure(type, topic, key, intervalMs);
      }, intervalMs);
      run.unref();
      booked.set(topic, run);
    },
    async attach(stream, lastEventId) {
      const attached: AttachedStream = { stream, sentIds: new Set(), attachedAt: now(), held: [] };
      openStreams++;
      for (const topic of stream.topics) {
        const streams = byTopic.get(topic) ?? new Set();
        streams.add(attached);
        byTopic.set(topic, streams);
      }
      let isDetached = false;
      const detach = () => {
        if (isDetached) return;
        isDetached = true;
        openStreams--;
        for (const topic of stream.topics) {
          const streams = byTopic.get(topic);
          streams?.delete(attached);
          if (streams?.size === 0) byTopic.delete(topic);
        }
      };
      try {
        if (lastEventId !== null) await catchUp(attached, lastEventId);
      } catch (error) {
        detach();
        throw error;
      }
      const held = attached.held ?? [];
      attached.held = null;
      for (const event of held) sendOnce(attached, event);
      return detach;
    },
    streamCount(topic) {
      return byTopic.get(topic)?.size ?? 0;
    },
    openStreamCount: () => openStreams,
    async close() {
      closed = true;
      for (const run of booked.values()) clearTimeout(run);
      booked.clear();
      await listener.close();
    },
  };
  return live;
}

/**
 * Rings every node's doorbell for the account's unread counts, in the transaction that wrote or
 * read its messages: PostgreSQL delivers it on commit, and not at all on a rollback.
 */
export async function notifyUnreadChanged(
  db: DatabaseOrTransaction,
  userIds: readonly number[],
): Promise<void> {
  for (const userId of new Set(userIds)) {
    await db.execute(sql`select pg_notify(${UNREAD_NOTIFY_CHANNEL}, ${String(userId)})`);
  }
}

function parseMessage(message: string): LiveEvent | null {
  try {
    const parsed = JSON.parse(message) as Partial<LiveEvent>;
    if (typeof parsed.topic !== "string" || typeof parsed.type !== "string") return null;
    if (parsed.id !== null && typeof parsed.id !== "number") return null;
    return { id: parsed.id, topic: parsed.topic, type: parsed.type as LiveEventType, data: parsed.data };
  } catch {
    return null;
  }
}

/**
 * Publishes one event to the account of each of `accounts()` once the write that caused it has
 * committed. A failure, reading the accounts or publishing, is logged and never undoes the write:
 * the pages still show it on their next read.
 */
export async function announceToAccounts(
  deps: { liveEvents: LiveEvents; log: FastifyBaseLogger },
  type: LiveEventType,
  data: unknown,
  accounts: () => Promise<readonly number[]>,
): Promise<void> {
  try {
    const userIds = await accounts();
    await Promise.all(userIds.map((userId) => deps.liveEvents.publish(liveTopics.user(userId), type, data)));
  } catch (error) {
    deps.log.warn({ err: error, type }, "live events: an event was not announced");
  }
}
