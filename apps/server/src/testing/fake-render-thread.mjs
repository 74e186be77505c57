// A render thread for render-pool.test.ts: speaks the pool's messages without React Router. What
// it does depends on the path asked for.
import { parentPort, resourceLimits, threadId } from "node:worker_threads";

const encode = (text) => new TextEncoder().encode(text);
const shared = (id, text) => ({
  type: "shared",
  id,
  page: {
    kind: "shared",
    headers: [["x-thread", String(threadId)]],
    body: encode(text),
    inlineScriptSources: [],
    etag: 'W/"x"',
  },
});
const waitingForAnswer = new Map();
const waitingForAbort = new Map();

parentPort.on("message", (message) => {
  if (message.type === "api-answer") return waitingForAnswer.get(message.callId)?.(message.answer);
  if (message.type === "abort") return waitingForAbort.get(message.id)?.();
  const { id, request } = message;
  switch (new URL(request.url).pathname) {
    case "/page":
      return parentPort.postMessage(shared(id, `page of thread ${threadId}`));
    case "/heap-limits":
      return parentPort.postMessage(shared(id, JSON.stringify(resourceLimits)));
    case "/calls-api":
      waitingForAnswer.set(id, (answer) =>
        parentPort.postMessage(
          shared(id, `api said ${answer.status} ${new TextDecoder().decode(answer.body)}`),
        ),
      );
      return parentPort.postMessage({
        type: "api-call",
        callId: id,
        call: { method: "GET", path: "/api/ping", headers: {}, clientIp: request.clientIp },
      });
    case "/streams": {
      const head = { kind: "private", status: 201, headers: [], cookies: ["a=1"], cspNonce: "n", body: null };
      parentPort.postMessage({ type: "private", id, page: head, hasBody: true });
      for (const chunk of ["one ", "two ", "three"])
        parentPort.postMessage({ type: "chunk", id, chunk: encode(chunk) });
      return parentPort.postMessage({ type: "end", id });
    }
    case "/waits-for-abort":
      waitingForAbort.set(id, () => parentPort.postMessage({ type: "failed", id, message: "aborted" }));
      return;
    case "/crashes":
      return process.exit(3);
  }
});
parentPort.postMessage({ type: "ready" });
