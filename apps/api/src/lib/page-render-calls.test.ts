import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { injectPageRenderCall, isPageRenderRead, registerPageRenderCalls } from "./page-render-calls";

const app = Fastify();
registerPageRenderCalls(app);
app.get("/read", async (request) => ({ isPageRenderRead: isPageRenderRead(request) }));
app.post("/write", async (request) => ({ isPageRenderRead: isPageRenderRead(request) }));
afterAll(() => app.close());

describe("page render calls", () => {
  it("are the reads a page render injects, and nothing a client sends", async () => {
    expect((await injectPageRenderCall(app, { url: "/read" })).json()).toEqual({ isPageRenderRead: true });
    expect((await app.inject({ url: "/read" })).json()).toEqual({ isPageRenderRead: false });
    const forged = await app.inject({
      url: "/read",
      headers: { "x-page-render": "1" },
      remoteAddress: "127.0.0.1",
    });
    expect(forged.json()).toEqual({ isPageRenderRead: false });
  });

  it("leave a page's writes to the endpoint's own limits", async () => {
    const write = await injectPageRenderCall(app, { method: "POST", url: "/write" });
    expect(write.json()).toEqual({ isPageRenderRead: false });
  });
});
