import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiAnswer, ApiCall } from "./in-process-fetch";
import type { PageRequest } from "./page-renderer";
import { RENDER_THREAD_LIMITS, type RenderPool, startRenderPool } from "./render-pool";

const FAKE_THREAD = new URL("./testing/fake-render-thread.mjs", import.meta.url);

let pool: RenderPool | undefined;
afterEach(() => pool?.close());

const request = (pathname: string): PageRequest => ({
  url: `http://127.0.0.1:3000${pathname}`,
  method: "GET",
  headers: [],
  body: null,
  site: "pc",
  clientIp: "10.0.0.1",
  isShared: true,
});

async function start(
  size: number,
  answerApiCall: (call: ApiCall) => Promise<ApiAnswer> = async () => ({
    status: 204,
    headers: [],
    body: null,
    site: "pc",
  }),
) {
  const log = vi.fn();
  pool = await startRenderPool({ size, threadUrl: FAKE_THREAD, data: null, answerApiCall, log });
  return { pool, log };
}

async function text(page: Awaited<ReturnType<RenderPool["render"]>>): Promise<string> {
  if (page.kind === "shared") return new TextDecoder().decode(page.body);
  let all = "";
  for await (const chunk of page.body ?? []) all += String(chunk);
  return all;
}

describe("startRenderPool", () => {
  it("gives each page to the thread with the fewest renders under way", async () => {
    const { pool } = await start(2);
    const busy = new AbortController();
    const waiting = pool.render(request("/waits-for-abort"), busy.signal);
    const threads = new Set<string>();
    for (let page = 0; page < 3; page++)
      threads.add(await text(await pool.render(request("/page"), new AbortController().signal)));
    // One thread is busy the whole time, so every page went to the other.
    expect(threads.size).toBe(1);
    expect(pool.load()).toEqual({ threads: 2, busyThreads: 1, rendersUnderWay: 1, replacedThreads: 0 });
    busy.abort();
    await expect(waiting).rejects.toThrow("aborted");
    const both = await Promise.all(
      [1, 2].map(() => pool.render(request("/page"), new AbortController().signal)),
    );
    expect(new Set(await Promise.all(both.map(text))).size).toBe(2);
  });

  it("starts each thread within the render threads' heap limits", async () => {
    const { pool } = await start(1);
    const limits = await text(await pool.render(request("/heap-limits"), new AbortController().signal));
    expect(JSON.parse(limits)).toMatchObject(RENDER_THREAD_LIMITS);
  });

  it("answers a thread's calls to the services on this thread", async () => {
    const calls: ApiCall[] = [];
    const { pool } = await start(1, async (call) => {
      calls.push(call);
      return {
        status: 200,
        headers: [["content-type", "application/json"]],
        body: new TextEncoder().encode('{"ok":1}'),
      };
    });
    const page = await pool.render(request("/calls-api"), new AbortController().signal);
    expect(await text(page)).toBe('api said 200 {"ok":1}');
    // The visitor's address travels beside the headers, as plain data.
    expect(calls).toEqual([{ method: "GET", path: "/api/ping", headers: {}, clientIp: "10.0.0.1" }]);
  });

  it("streams a private page's bytes in order after its head", async () => {
    const { pool } = await start(1);
    const page = await pool.render(request("/streams"), new AbortController().signal);
    expect(page).toMatchObject({ kind: "private", status: 201, cookies: ["a=1"], cspNonce: "n" });
    expect(await text(page)).toBe("one two three");
  });

  it("tells the thread when the visitor is gone", async () => {
    const { pool } = await start(1);
    const controller = new AbortController();
    const page = pool.render(request("/waits-for-abort"), controller.signal);
    controller.abort();
    await expect(page).rejects.toThrow("render thread: aborted");
  });

  it("fails the renders of a thread that dies and replaces it", async () => {
    const { pool, log } = await start(1);
    const waiting = pool.render(request("/waits-for-abort"), new AbortController().signal);
    const crashing = pool.render(request("/crashes"), new AbortController().signal);
    await expect(waiting).rejects.toThrow("render thread exited");
    await expect(crashing).rejects.toThrow("render thread exited");
    expect(log).toHaveBeenCalledWith("render thread exited with 3; starting another");
    const page = await vi.waitFor(() => pool.render(request("/page"), new AbortController().signal));
    expect(await text(page)).toMatch(/^page of thread \d+$/);
    expect(pool.load()).toEqual({ threads: 1, busyThreads: 0, rendersUnderWay: 0, replacedThreads: 1 });
  });
});
