import type { AddressInfo } from "node:net";
import type { Database } from "@tousu/db";
import type { LiveEventType } from "@tousu/domain";
import { LIVE_EVENT_TYPES } from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { notifyUnreadChanged } from "../lib/live-events";

/** One block of a server-sent event stream: its fields, or a comment. */
export interface StreamMessage {
  id?: string;
  event?: string;
  data?: unknown;
  retry?: number;
  comment?: string;
}

export interface TestStream {
  status: number;
  headers: Headers;
  /** Every message received so far, oldest first. */
  messages: StreamMessage[];
  /** The first message (received or to come) that `matches`; rejects after `timeoutMs`. */
  next(matches: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  /** The envelope of a refusal (a stream never opened). */
  refusal(): Promise<unknown>;
  close(): void;
}

/** Where the app listens, listening on a free port the first time. */
async function originOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function parseBlock(block: string): StreamMessage {
  const message: StreamMessage = {};
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) message.comment = line.slice(1).trim();
    const [, field, value] = /^(id|event|data|retry): ?(.*)$/.exec(line) ?? [];
    if (field === "id") message.id = value;
    if (field === "event") message.event = value;
    if (field === "data") message.data = JSON.parse(value ?? "null");
    if (field === "retry") message.retry = Number(value);
  }
  return message;
}

/**
 * Opens an event stream over a real socket (inject waits for a response's end, which a stream never
 * reaches): of an app in this process, or of a server at an origin.
 */
export async function openTestStream(
  server: FastifyInstance | string,
  path: string,
  headers: Record<string, string> = {},
): Promise<TestStream> {
  const abort = new AbortController();
  const origin = typeof server === "string" ? server : await originOf(server);
  const response = await fetch(`${origin}${path}`, { headers, signal: abort.signal });
  const messages: StreamMessage[] = [];
  const waiting = new Set<() => void>();
  if (response.status === 200 && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = "";
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            messages.push(parseBlock(buffer.slice(0, end)));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf("\n\n");
          }
          for (const wake of waiting) wake();
        }
      } catch {
        // Closed by the test.
      }
    })();
  }
  return {
    status: response.status,
    headers: response.headers,
    messages,
    next(matches, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(matches);
          if (!found) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no such message on ${path} within ${timeoutMs} ms: ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    refusal: () => response.json(),
    close: () => abort.abort(),
  };
}

const isUnread = (message: StreamMessage) => message.event === LIVE_EVENT_TYPES.unread;

/**
 * Resolves once everything published so far to the account of `stream` has reached it, so a test may
 * say what it did not hear: rings the account's unread doorbell, which PostgreSQL delivers after the
 * notifications committed before it, and waits for the counts it brings.
 */
export async function heardAllSoFar(db: Database, stream: TestStream, userId: number): Promise<void> {
  await stream.next(isUnread);
  const heard = stream.messages.filter(isUnread).length;
  await notifyUnreadChanged(db, [userId]);
  await stream.next(() => stream.messages.filter(isUnread).length > heard);
}

/** An account as a test holds it: its id and a session token. */
interface Listener {
  id: number;
  token: string;
}

/**
 * Opens the account stream of each of `parties` (an account named twice has two tabs) and of
 * `outsiders`, runs `act`, and checks that every party's stream hears one event of `type` carrying
 * the data `act` answers, and that no outsider's stream has heard one of that type once everything
 * published before reached it.
 */
export async function expectHeardByPartiesOnly(
  app: FastifyInstance,
  db: Database,
  type: LiveEventType,
  { parties, outsiders }: { parties: Listener[]; outsiders: Listener[] },
  act: () => Promise<unknown>,
): Promise<void> {
  const streams: TestStream[] = [];
  const open = async (who: Listener) => {
    const stream = await openTestStream(app, "/event/stream", { authorization: `Bearer ${who.token}` });
    streams.push(stream);
    return stream;
  };
  const ofType = (message: StreamMessage) => message.event === type;
  try {
    const partyStreams = await Promise.all(parties.map(open));
    const outsiderStreams = await Promise.all(outsiders.map(open));
    const data = await act();
    for (const stream of partyStreams) expect((await stream.next(ofType)).data).toEqual(data);
    for (const [index, stream] of outsiderStreams.entries()) {
      await heardAllSoFar(db, stream, outsiders[index]?.id ?? 0);
      expect(stream.messages.filter(ofType)).toEqual([]);
    }
  } finally {
    for (const stream of streams) stream.close();
  }
}
