// A render thread (docs/decisions/020): renders pages with the React Router build. Its loaders'
// calls to this server's own services are posted to the server's thread, which answers them with
// inject; everything else about a render is the same as on that thread.
import { parentPort, workerData } from "node:worker_threads";
import type { Config } from "@tousu/api";
import { describeError, redactText } from "@tousu/api/log-redaction";
import { type ApiAnswer, createOwnServiceFetch } from "./in-process-fetch";
import { createPageRenderer, loadSiteBuilds, ownOrigin } from "./page-renderer";
import type { FromRenderThread, ToRenderThread } from "./render-pool";

const port = parentPort;
if (!port) throw new Error("render-worker.ts runs as a worker thread");
const post = (message: FromRenderThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

export interface RenderThreadData {
  config: Config;
}

// React and React Router log a render's errors with console.error; they leave this thread redacted
// like every other log line of the server.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) =>
  consoleError(
    ...args.map((arg) =>
      arg instanceof Error ? describeError(arg) : typeof arg === "string" ? redactText(arg) : arg,
    ),
  );

const { config } = workerData as RenderThreadData;
const answers = new Map<number, { resolve: (answer: ApiAnswer) => void; reject: (error: Error) => void }>();
let lastCallId = 0;
const apiFetch = createOwnServiceFetch(
  ownOrigin(config),
  (call) =>
    new Promise<ApiAnswer>((resolve, reject) => {
      const callId = ++lastCallId;
      answers.set(callId, { resolve, reject });
      post({ type: "api-call", callId, call });
    }),
);
const renderPage = createPageRenderer(await loadSiteBuilds(), config, apiFetch);
const renders = new Map<number, AbortController>();

async function render(id: number, request: Parameters<typeof renderPage>[0]): Promise<void> {
  const controller = new AbortController();
  renders.set(id, controller);
  try {
    const page = await renderPage(request, controller.signal);
    if (page.kind === "shared") {
      post({ type: "shared", id, page }, [page.body.buffer as ArrayBuffer]);
      return;
    }
    const { body, ...head } = page;
    post({ type: "private", id, page: { ...head, body: null }, hasBody: body !== null });
    if (!body) return;
    // Chunks as React writes them, so a streamed page reaches the visitor as it renders.
    for await (const chunk of body as AsyncIterable<Uint8Array>) post({ type: "chunk", id, chunk });
    post({ type: "end", id });
  } catch (error) {
    post({ type: "failed", id, message: describeError(error) });
  } finally {
    renders.delete(id);
  }
}

port.on("message", (message: ToRenderThread) => {
  switch (message.type) {
    case "render":
      void render(message.id, message.request);
      break;
    case "abort":
      renders.get(message.id)?.abort();
      break;
    case "api-answer":
      answers.get(message.callId)?.resolve(message.answer);
      answers.delete(message.callId);
      break;
    case "api-failed":
      answers.get(message.callId)?.reject(new Error(message.message));
      answers.delete(message.callId);
      break;
  }
});
post({ type: "ready" });
