import {
  defineContract,
  getComplaintList,
  getHotBrands,
  getUnreadCount,
  getUser,
  loginSms,
  logTrack,
  sendSms,
} from "@tousu/contracts";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiPageError, ApiResultError } from "./api-error";
import { type ApiHooks, createApiClient } from "./create-api-client";

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const envelope = (code: number, data: unknown = null, msg = "") => json({ code, msg, data });

const unread = { platform: 2, complaint: 3 };

function setup(
  handler: Handler,
  {
    token = "tok-1" as string | null,
    source = undefined as string | undefined,
    headers = undefined as Record<string, string> | undefined,
  } = {},
) {
  const hooks = {
    toast: vi.fn(),
    logout: vi.fn(),
    openLogin: vi.fn(),
    openBindMobile: vi.fn(),
    storeAccessToken: vi.fn(),
    clearToken: vi.fn(),
  } satisfies ApiHooks;
  const requests: { url: URL; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://test.local");
    requests.push({ url, init });
    return handler(url, init);
  });
  const client = createApiClient({
    baseUrls: {
      main: "/api",
      mall: "/mall",
      life: "/life",
      data: "/data",
      lawyer: "/lawyer",
      event: "/event",
    },
    getToken: () => token,
    source,
    headers,
    hooks,
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client, hooks, requests };
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe("request headers and URL", () => {
  it("sends the bearer token, source pc and version 9.2.3 to the contract's service", async () => {
    const { client, requests } = setup(() => envelope(200, unread));
    await client.call(getUnreadCount);
    const [request] = requests;
    expect(request?.url.pathname).toBe("/api/user/push/unread_count");
    expect(header(request!.init, "authorization")).toBe("Bearer tok-1");
    expect(header(request!.init, "source")).toBe("pc");
    expect(header(request!.init, "version")).toBe("9.2.3");
    expect(request?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it("omits Authorization when logged out and honours a custom source", async () => {
    const { client, requests } = setup(() => envelope(200, []), { token: null, source: "h5" });
    await client.call(getHotBrands, { query: { limit: 5 } });
    expect(header(requests[0]!.init, "authorization")).toBeNull();
    expect(header(requests[0]!.init, "source")).toBe("h5");
    expect(requests[0]?.url.search).toBe("?limit=5");
  });

  it("sends the client's default headers, which neither replace the contract headers nor a call's own", async () => {
    const { client, requests } = setup(() => envelope(200, []), {
      headers: { "accept-encoding": "identity", source: "forged", "x-trace": "client" },
    });
    await client.call(getHotBrands, { query: { limit: 5 }, headers: { "x-trace": "call" } });
    expect(header(requests[0]!.init, "accept-encoding")).toBe("identity");
    expect(header(requests[0]!.init, "source")).toBe("pc");
    expect(header(requests[0]!.init, "x-trace")).toBe("call");
  });

  it("serialises query (skipping undefined) and sends the body as JSON", async () => {
    const { client, requests } = setup((url) =>
      url.pathname.endsWith("/list")
        ? envelope(200, {
            list: [],
            total: 0,
            page: 1,
            page_size: 10,
            next_cursor: null,
            total_capped: false,
            problem_name: null,
          })
        : envelope(200, { token: "t", expires_at: "2030-01-01T00:00:00Z" }),
    );
    await client.call(getComplaintList, { query: { page_size: 10, status: undefined } });
    expect(requests[0]?.url.search).toBe("?page_size=10");
    await client.call(loginSms, { body: { phone: "13800000000", code: "123456" } });
    expect(requests[1]?.init.method).toBe("POST");
    expect(header(requests[1]!.init, "content-type")).toBe("application/json");
    expect(JSON.parse(String(requests[1]?.init.body))).toEqual({ phone: "13800000000", code: "123456" });
  });
});

describe("the error catalogue", () => {
  it("200 returns the validated data", async () => {
    const { client, hooks } = setup(() => envelope(200, unread, "ok"));
    await expect(client.call(getUnreadCount)).resolves.toEqual(unread);
    await expect(client.request(getUnreadCount)).resolves.toEqual({
      ok: true,
      code: 200,
      msg: "ok",
      data: unread,
    });
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it("200 with data that breaks the contract is a server exception", async () => {
    const { client, hooks } = setup(() => envelope(200, { platform: "many" }));
    await expect(client.call(getUnreadCount)).rejects.toMatchObject({ status: 500, message: "服务器异常" });
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it("201 toasts msg for 5 s and returns the result", async () => {
    const { client, hooks } = setup(() => envelope(201, { id: 1 }, "已提交，等待审核"));
    await expect(client.request(getUnreadCount)).resolves.toEqual({
      ok: false,
      code: 201,
      msg: "已提交，等待审核",
      data: { id: 1 },
    });
    expect(hooks.toast).toHaveBeenCalledWith("error", "已提交，等待审核", 5000);
    const error = await client.call(getUnreadCount).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiResultError);
    expect((error as ApiResultError).result).toEqual({ code: 201, msg: "已提交，等待审核", data: { id: 1 } });
  });

  it("400 over a limit toasts msg and tells the caller the status and when to come back", async () => {
    const { client, hooks } = setup(
      () =>
        new Response(JSON.stringify({ code: 400, msg: "海报生成过于频繁，请稍后再试", data: null }), {
          status: 429,
          headers: { "content-type": "application/json", "retry-after": "42" },
        }),
    );
    const error = await client.call(getUnreadCount).catch((e: unknown) => e);
    expect(hooks.toast).toHaveBeenCalledWith("error", "海报生成过于频繁，请稍后再试", 2000);
    expect(error).toBeInstanceOf(ApiResultError);
    expect((error as ApiResultError).retryLater).toEqual({ status: 429, retryAfterSeconds: 42 });
    const { client: plain } = setup(() => json({ code: 400, msg: "请填写标题", data: null }, 400));
    expect(
      ((await plain.call(getUnreadCount).catch((e: unknown) => e)) as ApiResultError).retryLater,
    ).toBeNull();
  });

  it("201 without msg toasts 'Error'", async () => {
    const { client, hooks } = setup(() => envelope(201));
    await client.request(getUnreadCount);
    expect(hooks.toast).toHaveBeenCalledWith("error", "Error", 5000);
  });

  it.each([202, 203])("%i returns the result silently", async (code) => {
    const { client, hooks } = setup(() => envelope(code, { n: 1 }, "静默"));
    await expect(client.request(getUnreadCount)).resolves.toMatchObject({ ok: false, code, data: { n: 1 } });
    expect(Object.values(hooks).every((hook) => hook.mock.calls.length === 0)).toBe(true);
  });

  it("400 toasts msg for 2 s and returns the result with its data", async () => {
    const { client, hooks } = setup(() => envelope(400, { captcha_required: true }, "请先完成人机验证"));
    const result = await client.request(sendSms, { body: { phone: "13800000000" } });
    expect(result).toEqual({
      ok: false,
      code: 400,
      msg: "请先完成人机验证",
      data: { captcha_required: true },
    });
    expect(hooks.toast).toHaveBeenCalledWith("error", "请先完成人机验证", 2000);
  });

  it("401 logs out and opens the login dialog", async () => {
    const { client, hooks } = setup(() => envelope(401, null, "请先登录"));
    await expect(client.request(getUnreadCount)).resolves.toMatchObject({ ok: false, code: 401 });
    expect(hooks.logout).toHaveBeenCalledOnce();
    expect(hooks.openLogin).toHaveBeenCalledOnce();
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it("401 on GET /user logs out without opening the login dialog", async () => {
    const { client, hooks } = setup(() => envelope(401, null, "登录已过期"));
    await expect(client.call(getUser)).rejects.toBeInstanceOf(ApiResultError);
    expect(hooks.logout).toHaveBeenCalledOnce();
    expect(hooks.openLogin).not.toHaveBeenCalled();
  });

  it("402 stores data.access_token and opens the bind-mobile dialog", async () => {
    const { client, hooks } = setup(() => envelope(402, { access_token: "bind-token" }, "请绑定手机号"));
    await expect(client.request(getUnreadCount)).resolves.toMatchObject({ ok: false, code: 402 });
    expect(hooks.storeAccessToken).toHaveBeenCalledWith("bind-token");
    expect(hooks.openBindMobile).toHaveBeenCalledOnce();
  });

  it("402 without an access token only opens the bind-mobile dialog", async () => {
    const { client, hooks } = setup(() => envelope(402, null, "请绑定手机号"));
    await client.request(getUnreadCount);
    expect(hooks.storeAccessToken).not.toHaveBeenCalled();
    expect(hooks.openBindMobile).toHaveBeenCalledOnce();
  });

  it("403 clears the token and member info and returns the result", async () => {
    const { client, hooks } = setup(() => envelope(403, null, "账号已被禁用"));
    await expect(client.request(getUnreadCount)).resolves.toMatchObject({
      ok: false,
      code: 403,
      msg: "账号已被禁用",
    });
    expect(hooks.clearToken).toHaveBeenCalledOnce();
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it("404 fetches 100 random articles and complaints and raises a 404 page error", async () => {
    const articles = [{ id: 1, title: "如何维权" }];
    const complaints = [{ id: 7, title: "退款难" }];
    const { client, requests } = setup((url) => {
      if (url.pathname === "/api/random/article") return envelope(200, articles);
      if (url.pathname === "/api/random/complaint") return envelope(200, complaints);
      return envelope(404, null, "投诉不存在");
    });
    const error = await client.call(getUnreadCount).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiPageError);
    expect(error).toMatchObject({ status: 404, message: "投诉不存在", articles, complaints });
    const random = requests.filter((request) => request.url.pathname.startsWith("/api/random/"));
    expect(random.map((request) => request.url.search)).toEqual([
      "?page=1&page_size=100",
      "?page=1&page_size=100",
    ]);
  });

  it("404 still raises the page error when the random lists fail", async () => {
    const { client } = setup((url) => {
      if (url.pathname.startsWith("/api/random/")) throw new TypeError("fetch failed");
      return envelope(404, null, "不存在");
    });
    await expect(client.call(getUnreadCount)).rejects.toMatchObject({
      status: 404,
      articles: [],
      complaints: [],
    });
  });

  it("pageNotFound raises the same 404 page error without a failing call", async () => {
    const { client, requests } = setup((url) =>
      envelope(200, [{ id: url.pathname.endsWith("article") ? 1 : 2, title: "t" }]),
    );
    await expect(client.pageNotFound("This page could not be found")).rejects.toMatchObject({
      status: 404,
      message: "This page could not be found",
      articles: [{ id: 1, title: "t" }],
      complaints: [{ id: 2, title: "t" }],
    });
    expect(requests).toHaveLength(2);
  });

  it("500 toasts '服务器异常' for 5 s and raises a 500 error", async () => {
    const { client, hooks } = setup(() => envelope(500, null, "db down"));
    await expect(client.request(getUnreadCount)).rejects.toMatchObject({
      status: 500,
      message: "服务器异常",
    });
    expect(hooks.toast).toHaveBeenCalledWith("error", "服务器异常", 5000);
  });

  it.each([204, 418, 502, 9999])("other code %i toasts msg for 5 s and raises a 500 error", async (code) => {
    const { client, hooks } = setup(() => envelope(code, null, "未知错误"));
    const error = await client.request(getUnreadCount).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiPageError);
    expect(error).toMatchObject({ status: 500, message: "未知错误" });
    expect(hooks.toast).toHaveBeenCalledWith("error", "未知错误", 5000);
  });

  it("reads the body code even when the HTTP status is an error", async () => {
    const { client, hooks } = setup(() => json({ code: 400, msg: "手机号格式错误", data: null }, 400));
    await expect(client.request(getUnreadCount)).resolves.toMatchObject({ ok: false, code: 400 });
    expect(hooks.toast).toHaveBeenCalledWith("error", "手机号格式错误", 2000);
  });

  it("a network failure is a 500 '服务器异常' error", async () => {
    const { client } = setup(() => {
      throw new TypeError("fetch failed");
    });
    await expect(client.call(getUnreadCount)).rejects.toMatchObject({ status: 500, message: "服务器异常" });
  });

  it("gives up after 60 s with a 500 '服务器异常' error", async () => {
    vi.useFakeTimers();
    try {
      const { client } = setup(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
          ),
      );
      let isSettled = false;
      const pending = client
        .call(getUnreadCount)
        .catch((e: unknown) => e)
        .finally(() => {
          isSettled = true;
        });
      await vi.advanceTimersByTimeAsync(59_999);
      expect(isSettled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toMatchObject({ status: 500, message: "服务器异常" });
    } finally {
      vi.useRealTimers();
    }
  });

  describe("releases the 60 s timer once the call is over", () => {
    const blobContract = defineContract({
      method: "GET",
      path: "/wechat/getwxacodeunlimit",
      service: "main",
      summary: "test",
      tags: [],
      auth: "none",
      mediaTypes: ["image/png"],
      data: z.string(),
    });

    it.each([
      [
        "a 200",
        () => envelope(200, unread),
        (c: ReturnType<typeof setup>["client"]) => c.call(getUnreadCount),
      ],
      [
        "a 400",
        () => envelope(400, null, "参数错误"),
        (c: ReturnType<typeof setup>["client"]) => c.request(getUnreadCount),
      ],
      [
        "a network failure",
        () => {
          throw new TypeError("fetch failed");
        },
        (c: ReturnType<typeof setup>["client"]) => c.call(getUnreadCount),
      ],
      [
        "an unreadable body",
        () => new Response("<html>"),
        (c: ReturnType<typeof setup>["client"]) => c.call(getUnreadCount),
      ],
      [
        "a 404 with its random lists",
        (url: URL) =>
          url.pathname.includes("/random/") ? envelope(200, []) : envelope(404, null, "投诉不存在"),
        (c: ReturnType<typeof setup>["client"]) => c.call(getUnreadCount),
      ],
      [
        "a blob",
        () => new Response(new Blob(["png"]), { headers: { "content-type": "image/png" } }),
        (c: ReturnType<typeof setup>["client"]) => c.blob(blobContract),
      ],
      [
        "a JSON error instead of a blob",
        () => envelope(400, null, "参数错误"),
        (c: ReturnType<typeof setup>["client"]) => c.blob(blobContract),
      ],
    ])("after %s", async (_, respond, run) => {
      vi.useFakeTimers();
      try {
        const { client, requests } = setup(respond);
        await run(client).catch(() => undefined);
        expect(requests.length).toBeGreaterThan(0);
        expect(vi.getTimerCount()).toBe(0);
      } finally {
        vi.useRealTimers();
      }
    });

    it("and stops listening to the caller's signal", async () => {
      const controller = new AbortController();
      const add = vi.spyOn(controller.signal, "addEventListener");
      const remove = vi.spyOn(controller.signal, "removeEventListener");
      const { client } = setup(() => envelope(200, unread));
      await client.call(getUnreadCount, { signal: controller.signal });
      expect(add).toHaveBeenCalledTimes(1);
      expect(remove).toHaveBeenCalledWith("abort", add.mock.calls[0]?.[1]);
    });
  });

  it("a timeout is a 500 '服务器异常' error", async () => {
    const { client } = setup(() => {
      throw new DOMException("The operation timed out.", "TimeoutError");
    });
    await expect(client.call(getUnreadCount)).rejects.toMatchObject({ status: 500, message: "服务器异常" });
  });

  it.each([
    ["HTML", () => new Response("<html>502 Bad Gateway</html>", { status: 502 })],
    ["JSON without an envelope", () => json({ error: "Bad Gateway" }, 502)],
  ])("a body that is %s is a server exception", async (_, respond) => {
    const { client, hooks } = setup(respond);
    await expect(client.call(getUnreadCount)).rejects.toMatchObject({ status: 500, message: "服务器异常" });
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it("quiet calls run no hook", async () => {
    const { client, hooks } = setup(() => envelope(401, null, "请先登录"));
    await expect(client.request(getUnreadCount, { quiet: true })).resolves.toMatchObject({ code: 401 });
    expect(Object.values(hooks).every((hook) => hook.mock.calls.length === 0)).toBe(true);
  });

  it("the caller's own abort is passed through, not turned into a server exception", async () => {
    const controller = new AbortController();
    const { client } = setup((_url, init) => {
      controller.abort();
      throw init.signal?.reason;
    });
    const error = await client.call(getUnreadCount, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiPageError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("works without hooks, as in SSR loaders", async () => {
    const client = createApiClient({
      baseUrls: { main: "http://127.0.0.1:3000/api", mall: "", life: "", data: "", lawyer: "", event: "" },
      getToken: () => null,
      fetch: (async () => envelope(401, null, "请先登录")) as typeof fetch,
    });
    await expect(client.request(getUnreadCount)).resolves.toMatchObject({ ok: false, code: 401 });
  });
});

describe("raw responses", () => {
  const qrcode = defineContract({
    method: "GET",
    path: "/wechat/getwxacodeunlimit",
    service: "main",
    summary: "test",
    tags: [],
    auth: "none",
    mediaTypes: ["image/png"],
    data: z.string(),
  });
  it("returns a blob response raw", async () => {
    const { client } = setup(
      () => new Response(new Blob(["png"]), { headers: { "content-type": "image/png" } }),
    );
    const blob = await client.blob(qrcode);
    expect(await blob.text()).toBe("png");
  });

  it("a JSON error instead of the blob runs the error catalogue's behaviour", async () => {
    const { client, hooks } = setup(() => envelope(400, null, "参数错误"));
    await expect(client.blob(qrcode)).rejects.toBeInstanceOf(ApiResultError);
    expect(hooks.toast).toHaveBeenCalledWith("error", "参数错误", 2000);
  });

  it.each([
    [200, null, true],
    [400, { field: "code" }, false],
    [404, null, false],
    [500, null, false],
  ])("returns a data-service answer with code %i as it is, without any hook", async (code, data, ok) => {
    const { client, hooks, requests } = setup(() => envelope(code, data, "msg"));
    await expect(client.request(logTrack, { body: { code: "x" } })).resolves.toEqual({
      ok,
      code,
      msg: "msg",
      data,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.pathname).toBe("/data/api/v1/log/track");
    expect(Object.values(hooks).every((hook) => hook.mock.calls.length === 0)).toBe(true);
  });
});
