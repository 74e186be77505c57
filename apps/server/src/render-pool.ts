import { Readable } from "node:stream";
import { Worker } from "node:worker_threads";
import { describeError } from "@tousu/api/log-redaction";
import type { ApiAnswer, ApiCall } from "./in-process-fetch";
import type { PageRender, PageRequest, PrivateRender, RenderPage, SharedRender } from "./page-renderer";

/** What the server's thread tells a render thread. */
export type ToRenderThread =
  | { type: "render"; id: number; request: PageRequest }
  | { type: "abort"; id: number }
  | { type: "api-answer"; callId: number; answer: ApiAnswer }
  | { type: "api-failed"; callId: number; message: string };

/** What a render thread tells the server's thread. A private page's bytes follow as chunks. */
export type FromRenderThread =
  | { type: "ready" }
  | { type: "api-call"; callId: number; call: ApiCall }
  | { type: "shared"; id: number; page: SharedRender }
  | { type: "private"; id: number; page: PrivateRender<null>; hasBody: boolean }
  | { type: "chunk"; id: number; chunk: Uint8Array }
  | { type: "end"; id: number }
  | { type: "failed"; id: number; message: string };

interface Rendering {
  resolve: (page: PageRender) => void;
  reject: (error: Error) => void;
  /** Set once a private page's head arrived and its bytes are on the way. */
  body?: Readable;
}

interface RenderThread {
  worker: Worker;
  renderings: Map<number, Rendering>;
}

export interface RenderPool {
  render: RenderPage;
  /** What the pool is doing now, read when metrics are scraped (decision 105). */
  load: () => RenderPoolLoad;
  close: () => Promise<void>;
}

export interface RenderPoolLoad {
  threads: number;
  /** Threads with at least one render under way. */
  busyThreads: number;
  /** Renders sent to a thread and not yet answered: beyond one per thread, they wait for its turn. */
  rendersUnderWay: number;
  /** Threads that died and were replaced since the pool started. */
  replacedThreads: number;
}

/**
 * The thread that renders the web build (`render-worker.ts`): beside the compiled server, the
 * compiled thread; beside the sources, the entry that loads them through tsx (decision 107).
 */
export const RENDER_THREAD_URL = new URL("./render-thread.mjs", import.meta.url);

/**
 * A render thread's heap (decision 107). Between renders it holds the two sites' builds and little
 * else, so its garbage is collected young and often, and an old generation bounded well above what
 * it keeps makes V8 collect it before it grows. V8's `--max-semi-space-size`, when given, overrides
 * the young generation's bound.
 */
export const RENDER_THREAD_LIMITS = { maxYoungGenerationSizeMb: 24, maxOldGenerationSizeMb: 256 };

/**
 * Render threads beside the thread that serves the API (docs/decisions/020). A page goes to the
 * thread with the fewest renders under way; its loaders' calls come back here and are answered by
 * `answerApiCall`, so the API, its caches and its database pool stay on one thread. A thread that
 * dies fails its renders (the visitors get a 500) and is replaced.
 */
export async function startRenderPool(options: {
  size: number;
  /** A thread speaking the messages above; `RENDER_THREAD_URL` but in tests. */
  threadUrl: URL;
  /** The thread's `workerData`. */
  data: unknown;
  answerApiCall: (call: ApiCall) => Promise<ApiAnswer>;
  log: (message: string) => void;
}): Promise<RenderPool> {
  const threads: RenderThread[] = [];
  let lastId = 0;
  let isClosing = false;
  let replacedThreads = 0;

  function startThread(): Promise<RenderThread> {
    const worker = new Worker(options.threadUrl, {
      workerData: options.data,
      resourceLimits: RENDER_THREAD_LIMITS,
    });
    const thread: RenderThread = { worker, renderings: new Map() };
    const send = (message: ToRenderThread) => worker.postMessage(message);
    return new Promise((resolve, reject) => {
      worker.on("message", (message: FromRenderThread) => {
        if (message.type === "ready") return resolve(thread);
        if (message.type === "api-call") {
          options.answerApiCall(message.call).then(
            (answer) => send({ type: "api-answer", callId: message.callId, answer }),
            (error: unknown) =>
              send({ type: "api-failed", callId: message.callId, message: describeError(error) }),
          );
          return;
        }
        const rendering = thread.renderings.get(message.id);
        if (!rendering) return;
        switch (message.type) {
          case "shared":
            thread.renderings.delete(message.id);
            rendering.resolve(message.page);
            break;
          case "private": {
            if (!message.hasBody) thread.renderings.delete(message.id);
            else rendering.body = new Readable({ read() {} });
            rendering.resolve({ ...message.page, body: rendering.body ?? null });
            break;
          }
          case "chunk":
            rendering.body?.push(message.chunk);
            break;
          case "end":
            thread.renderings.delete(message.id);
            rendering.body?.push(null);
            break;
          case "failed":
            thread.renderings.delete(message.id);
            fail(rendering, new Error(`render thread: ${message.message}`));
            break;
        }
      });
      worker.on("error", (error) => {
        reject(error);
        for (const rendering of thread.renderings.values()) fail(rendering, error);
        thread.renderings.clear();
      });
      worker.on("exit", (code) => {
        reject(new Error(`render thread exited with ${code} before it was ready`));
        for (const rendering of thread.renderings.values())
          fail(rendering, new Error("render thread exited"));
        const index = threads.indexOf(thread);
        if (index === -1 || isClosing) return;
        threads.splice(index, 1);
        replacedThreads++;
        options.log(`render thread exited with ${code}; starting another`);
        startThread().then(
          (replacement) => threads.push(replacement),
          (error: unknown) => options.log(`render thread could not start: ${describeError(error)}`),
        );
      });
    });
  }

  threads.push(...(await Promise.all(Array.from({ length: options.size }, startThread))));

  return {
    render(request, signal) {
      const thread = threads.reduce<RenderThread | undefined>(
        (least, other) => (least && least.renderings.size <= other.renderings.size ? least : other),
        undefined,
      );
      if (!thread) return Promise.reject(new Error("no render thread is running"));
      const id = ++lastId;
      return new Promise((resolve, reject) => {
        thread.renderings.set(id, { resolve, reject });
        thread.worker.postMessage({ type: "render", id, request } satisfies ToRenderThread);
        signal.addEventListener(
          "abort",
          () => {
            if (thread.renderings.has(id))
              thread.worker.postMessage({ type: "abort", id } satisfies ToRenderThread);
          },
          { once: true },
        );
      });
    },
    load() {
      let busyThreads = 0;
      let rendersUnderWay = 0;
      for (const { renderings } of threads) {
        if (renderings.size > 0) busyThreads++;
        rendersUnderWay += renderings.size;
      }
      return { threads: threads.length, busyThreads, rendersUnderWay, replacedThreads };
    },
    async close() {
      isClosing = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}

function fail(rendering: Rendering, error: Error): void {
  if (rendering.body) rendering.body.destroy(error);
  else rendering.reject(error);
}
