import pg from "pg";
import { type Database, poolOf } from "./client";

/** How long a lost listening connection waits before it connects again, doubled up to the cap. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

export interface NotificationListener {
  close(): Promise<void>;
}

/**
 * Hears PostgreSQL's NOTIFY on `channels` through a connection of its own (a listening connection
 * takes no part in the pool), connecting again when it is lost. A notification sent while it was
 * not listening is gone: `onResumed` tells the caller, which may read what it missed from tables.
 */
export function listenForNotifications(
  db: Database,
  options: {
    channels: readonly string[];
    onNotification: (channel: string, payload: string) => void;
    onResumed: () => void;
    onFailure: (error: unknown) => void;
  },
): NotificationListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retries = 0;
  let hasListened = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const reconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        void connect();
      },
      Math.min(FIRST_RETRY_MS * 2 ** retries, MAX_RETRY_MS),
    );
    retries += 1;
  };

  async function connect(): Promise<void> {
    const connection = new pg.Client(poolOf(db).options);
    client = connection;
    connection.on("notification", (message) => {
      if (message.payload !== undefined) options.onNotification(message.channel, message.payload);
    });
    connection.on("error", (error) => {
      options.onFailure(error);
      void connection.end().catch(() => {});
    });
    connection.on("end", reconnect);
    try {
      await connection.connect();
      for (const channel of options.channels)
        await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      options.onFailure(error);
      void connection.end().catch(() => {});
      reconnect();
      return;
    }
    if (closed) {
      await connection.end().catch(() => {});
      return;
    }
    retries = 0;
    if (hasListened) options.onResumed();
    hasListened = true;
  }

  const started = connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await started;
      await client?.end().catch(() => {});
    },
  };
}
