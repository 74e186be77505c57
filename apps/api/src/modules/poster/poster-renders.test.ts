import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { busy } from "../../lib/app-error";
import { createMemorySharedState } from "../../providers/shared-state/memory-shared-state";
import { createFirstRenders, createRenderGate } from "./poster-renders";

/** Work that runs until the test lets it finish. */
function heldWork() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const calls: number[] = [];
  return {
    calls,
    finish,
    work: (id: number) => async () => {
      calls.push(id);
      await done;
    },
  };
}

describe("createRenderGate", () => {
  it("runs at most its number at once, lets the waiting ones follow in order, and refuses the rest", async () => {
    const run = createRenderGate(1, 2);
    const held = heldWork();
    const started: number[] = [];
    const work = (id: number) => async () => {
      started.push(id);
      if (id === 1) await held.work(id)();
      return id;
    };
    const first = run(work(1));
    const second = run(work(2));
    const third = run(work(3));
    const refused = run(work(4));
    await expect(refused).rejects.toEqual(busy("海报生成繁忙，请稍后再试", 5));
    await expect(refused).rejects.toMatchObject({ code: 400, httpStatus: 503 });
    expect(started).toEqual([1]);
    held.finish();
    expect(await Promise.all([first, second, third])).toEqual([1, 2, 3]);
    expect(started).toEqual([1, 2, 3]);
    // Every slot was given back.
    expect(await Promise.all([run(work(5))])).toEqual([5]);
  });

  it("gives the slot back when the work fails", async () => {
    const run = createRenderGate(1, 0);
    await expect(run(async () => Promise.reject(new Error("drawing failed")))).rejects.toThrow(
      "drawing failed",
    );
    expect(await run(async () => "drawn")).toBe("drawn");
  });
});

describe("createFirstRenders", () => {
  const config = { POSTER_RENDERS_PER_MINUTE_PER_IP: 10, POSTER_CONCURRENT_RENDERS: 1 };
  const app = { createRateLimit: () => async () => ({ isAllowed: false, isExceeded: false }) };

  it("draws a poster asked for twice at once only once", async () => {
    let sharedRenders = 0;
    const providers = {
      shared: createMemorySharedState(),
      storage: { hasObject: async () => false } as unknown as Parameters<
        typeof createFirstRenders
      >[2]["storage"],
    };
    const firstRender = createFirstRenders(app as unknown as FastifyInstance, config, providers, async () => {
      sharedRenders += 1;
    });
    const request = {} as Parameters<typeof firstRender>[0];
    const held = heldWork();
    const asked = [
      firstRender(request)("posters/a", held.work(1)),
      firstRender(request)("posters/a", held.work(2)),
    ];
    await Promise.resolve();
    held.finish();
    await Promise.all(asked);
    expect(held.calls).toEqual([1]);
    expect(sharedRenders).toBe(1);
  });
});
