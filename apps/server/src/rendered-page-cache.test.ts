import { describe, expect, it, vi } from "vitest";
import { createRenderedPageCache, type RenderedPage } from "./rendered-page-cache";

const page = (html: string): { page: RenderedPage } => ({
  page: { headers: [["etag", `W/"${html}"`]], body: Buffer.from(html) },
});

describe("rendered page cache", () => {
  it("reuses a shareable render until it expires", async () => {
    let now = 0;
    const cache = createRenderedPageCache({ ttlMs: 5000, now: () => now });
    const render = vi.fn(async () => page(`at ${now}`));
    expect(await cache.remember("/tousu", render)).toEqual(page("at 0"));
    now = 4999;
    expect(await cache.remember("/tousu", render)).toEqual(page("at 0"));
    now = 5000;
    expect(await cache.remember("/tousu", render)).toEqual(page("at 5000"));
    expect(await cache.remember("/tousu?page=2", render)).toEqual(page("at 5000"));
    expect(render).toHaveBeenCalledTimes(3);
    expect(cache.lookups).toEqual({ hit: 1, joined: 0, miss: 3 });
  });

  it("lets go of expired renders as new ones are kept", async () => {
    let now = 0;
    const cache = createRenderedPageCache({ ttlMs: 5000, now: () => now });
    for (const url of ["/tousu/1", "/tousu/2", "/tousu/3"]) await cache.remember(url, async () => page(url));
    now = 5000;
    await cache.remember("/tousu/4", async () => page("/tousu/4"));
    expect(cache.size()).toBe(1);
  });

  it("keeps the newest pages within its bytes, and no page larger than them all", async () => {
    const cache = createRenderedPageCache({ maxBytes: 20 });
    for (const url of ["/tousu/1", "/tousu/2", "/tousu/3"]) await cache.remember(url, async () => page(url));
    expect(cache.size()).toBe(2);
    expect(cache.bytes()).toBe(16);
    const render = vi.fn(async () => page("again"));
    await cache.remember("/tousu/1", render);
    await cache.remember("/tousu/3", render);
    expect(render).toHaveBeenCalledTimes(1);

    await cache.remember("/ranking", async () => page("a page of more than twenty bytes"));
    await cache.remember("/ranking", render);
    expect(render).toHaveBeenCalledTimes(2);
    cache.forget(() => true);
    expect(cache.bytes()).toBe(0);
  });

  it("lets concurrent requests share one render", async () => {
    const cache = createRenderedPageCache();
    let finish = () => {};
    const render = vi.fn(
      () => new Promise<{ page: RenderedPage }>((resolve) => (finish = () => resolve(page("x")))),
    );
    const waiting = [1, 2, 3].map(() => cache.remember("/ranking", render));
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish();
    expect(await Promise.all(waiting)).toEqual([page("x"), page("x"), page("x")]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.lookups).toEqual({ hit: 0, joined: 2, miss: 1 });
  });

  it("keeps no private outcome: each waiter renders its own", async () => {
    const cache = createRenderedPageCache();
    let finish = () => {};
    const first = vi.fn(
      () => new Promise<{ status: number }>((resolve) => (finish = () => resolve({ status: 404 }))),
    );
    const own = vi.fn(async () => ({ status: 404 }));
    const pending = cache.remember("/tousu/0", first);
    const waiter = cache.remember("/tousu/0", own);
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish();
    expect(await pending).toEqual({ status: 404 });
    expect(await waiter).toEqual({ status: 404 });
    expect(own).toHaveBeenCalledTimes(1);
    await cache.remember("/tousu/0", own);
    expect(own).toHaveBeenCalledTimes(2);
  });

  it("renders every time when turned off", async () => {
    const cache = createRenderedPageCache({ ttlMs: 0 });
    const render = vi.fn(async () => page("x"));
    await cache.remember("/", render);
    await cache.remember("/", render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("drops the pages a change names, and keeps no render of them that was under way then", async () => {
    const cache = createRenderedPageCache({ ttlMs: 5000 });
    await cache.remember("pc /tousu/1", async () => page("one"));
    await cache.remember("pc /tousu/2", async () => page("two"));
    const finish: Record<string, (rendered: { page: RenderedPage }) => void> = {};
    const renderLater = (key: string) =>
      cache.remember(key, () => new Promise((resolve) => (finish[key] = resolve)));
    const staleList = renderLater("pc /tousu");
    const otherList = renderLater("pc /brands/3");
    cache.forget((key) => key === "pc /tousu/1" || key === "pc /tousu");
    finish["pc /tousu"]?.(page("list before the change"));
    finish["pc /brands/3"]?.(page("brand"));
    expect(await staleList).toEqual(page("list before the change"));
    expect(await otherList).toEqual(page("brand"));
    expect(cache.size()).toBe(2);
    expect(cache.droppedPages()).toBe(1);
    expect(await cache.remember("pc /tousu/2", async () => page("two again"))).toEqual(page("two"));
    expect(await cache.remember("pc /brands/3", async () => page("brand again"))).toEqual(page("brand"));
    expect(await cache.remember("pc /tousu/1", async () => page("one again"))).toEqual(page("one again"));
    expect(await cache.remember("pc /tousu", async () => page("list after"))).toEqual(page("list after"));
  });
});
