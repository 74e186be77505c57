import swagger from "@fastify/swagger";
import { defineContract, z } from "@tousu/contracts";
import type { StaffRole } from "@tousu/domain";
import Fastify from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerAuthentication } from "../plugins/authentication";
import { registerErrorHandler } from "../plugins/error-handler";
import { createMemoryCacheStore } from "../providers/cache/memory-cache-store";
import { badRequest, notFound } from "./app-error";
import { createReadThroughCache } from "./read-through-cache";
import { route } from "./route";

// Each token stands for an account holding these staff roles; "consumer" holds none.
const ACCOUNTS: Record<string, { id: number; roles: StaffRole[] }> = {
  consumer: { id: 1, roles: [] },
  editor: { id: 2, roles: ["editor"] },
  moderator: { id: 3, roles: ["moderator"] },
  admin: { id: 4, roles: ["admin"] },
  /** Logged in through WeChat, no phone bound yet. */
  phoneless: { id: 5, roles: [] },
};
let roleLookups = 0;

const hideSomething = defineContract({
  method: "POST",
  path: "/admin/things/:id/hide",
  service: "main",
  summary: "a moderator's write",
  tags: ["test"],
  auth: "required",
  staffRoles: ["moderator"],
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ reason: z.string().min(2, "请填写原因") }),
  data: z.object({ id: z.number().int(), roles: z.array(z.string()) }),
});

const listMediations = defineContract({
  method: "GET",
  path: "/admin/things",
  service: "main",
  summary: "a mediator's read",
  tags: ["test"],
  auth: "required",
  staffRoles: ["mediator"],
  query: z.object({ page: z.coerce.number().int().positive() }),
  data: z.object({ ok: z.boolean() }),
});

function createApp() {
  const created = Fastify();
  created.setValidatorCompiler(validatorCompiler);
  created.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(created);
  registerAuthentication(created, {
    isIssued: (token) => token in ACCOUNTS,
    findUser: async (token) => {
      const account = ACCOUNTS[token];
      if (!account) return null;
      return { id: account.id, sessionId: account.id, hasPhone: token !== "phoneless", sessionRole: null };
    },
    bindAccessTokenFor: () => "bind",
    staffRolesOf: async (userId) => {
      roleLookups++;
      return Object.values(ACCOUNTS).find((account) => account.id === userId)?.roles ?? [];
    },
  });
  return created;
}

const app = createApp();
route(app, hideSomething, async ({ params, request }) => ({
  id: params.id,
  roles: await request.resolveStaffRoles(),
}));
route(app, listMediations, async () => ({ ok: true }));
afterAll(() => app.close());
beforeEach(() => {
  roleLookups = 0;
});

const hide = (who: string | null, payload: object, id = "7") =>
  app.inject({
    method: "POST",
    url: `/admin/things/${id}/hide`,
    headers: who ? { authorization: `Bearer ${who}` } : {},
    payload,
  });

describe("route() and the staff roles of a contract", () => {
  it("answers a visitor 401 before any role is looked up", async () => {
    const response = await hide(null, { reason: "违规内容" });
    expect(response.statusCode).toBe(401);
    expect(roleLookups).toBe(0);
  });

  it("refuses a caller without the role 403, and never tells them what is wrong with the input", async () => {
    for (const who of ["consumer", "editor"]) {
      for (const [payload, id] of [
        [{ reason: "违规内容" }, "7"],
        [{ reason: "" }, "7"],
        [{}, "not-a-number"],
      ] as const) {
        const response = await hide(who, payload, id);
        expect({ who, status: response.statusCode, body: response.json() }).toEqual({
          who,
          status: 403,
          body: { code: 403, msg: "需要平台审核权限", data: null },
        });
      }
    }
  });

  it("lets the role and admins through to validation and the handler, looking the roles up once", async () => {
    expect((await hide("moderator", { reason: "" })).json()).toMatchObject({ code: 400, msg: "请填写原因" });
    for (const who of ["moderator", "admin"]) {
      roleLookups = 0;
      const response = await hide(who, { reason: "违规内容" });
      expect(response.json()).toEqual({ code: 200, msg: "ok", data: { id: 7, roles: ACCOUNTS[who]?.roles } });
      expect(roleLookups).toBe(1);
    }
  });

  it("names the mediator's role to those without it", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/admin/things?page=zero",
      headers: { authorization: "Bearer moderator" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, msg: "需要调解员权限", data: null });
    const admin = await app.inject({
      method: "GET",
      url: "/admin/things?page=1",
      headers: { authorization: "Bearer admin" },
    });
    expect(admin.json()).toEqual({ code: 200, msg: "ok", data: { ok: true } });
  });
});

const exportThings = defineContract({
  method: "GET",
  path: "/admin/things/export",
  service: "main",
  summary: "a file for editors",
  tags: ["test"],
  auth: "required",
  staffRoles: ["editor"],
  query: z.object({ days: z.coerce.number({ message: "天数须为正整数" }).int().positive() }),
  mediaTypes: ["text/csv"],
  data: z.string().describe("the CSV file itself"),
});

const receiveThing = defineContract({
  method: "POST",
  path: "/things/push",
  service: "main",
  summary: "an XML write",
  tags: ["test"],
  auth: "required",
  query: z.object({ answer: z.enum(["xml", "html", "refuse"]) }),
  mediaTypes: ["application/xml", "text/plain"],
  data: z.string(),
});

describe("route() for a contract that answers a file, an image or XML", () => {
  const media = createApp();
  const JSON_TYPE = "application/json; charset=utf-8";

  beforeAll(async () => {
    await media.register(swagger, {
      openapi: { components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } } },
      transform: jsonSchemaTransform,
    });
    route(media, exportThings, async ({ query }) => ({
      body: `id,day\n7,${query.days}\n`,
      contentType: "text/csv; charset=utf-8",
      headers: { "content-disposition": 'attachment; filename="things.csv"', "cache-control": "no-store" },
    }));
    route(media, receiveThing, async ({ query }) => {
      if (query.answer === "refuse") throw badRequest("不是推送的消息");
      return query.answer === "xml"
        ? { body: "<xml>ok</xml>", contentType: "application/xml; charset=utf-8" }
        : { body: "<p>ok</p>", contentType: "text/html" };
    });
    await media.ready();
  });
  afterAll(() => media.close());

  const exportAs = (who: string | null, days: string) =>
    media.inject({
      method: "GET",
      url: `/admin/things/export?days=${days}`,
      headers: who ? { authorization: `Bearer ${who}` } : {},
    });
  const push = (who: string | null, answer: string) =>
    media.inject({
      method: "POST",
      url: `/things/push?answer=${answer}`,
      headers: who ? { authorization: `Bearer ${who}` } : {},
    });
  const refusal = (response: Awaited<ReturnType<typeof exportAs>>) => ({
    status: response.statusCode,
    type: response.headers["content-type"],
    body: response.json(),
  });

  it("sends the handler's bytes with their media type and headers, not an envelope", async () => {
    const response = await exportAs("editor", "3");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("id,day\n7,3\n");
    expect(response.headers).toMatchObject({
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="things.csv"',
      "cache-control": "no-store",
    });
    const xml = await push("consumer", "xml");
    expect([xml.statusCode, xml.headers["content-type"], xml.body]).toEqual([
      200,
      "application/xml; charset=utf-8",
      "<xml>ok</xml>",
    ]);
  });

  it("refuses as every endpoint does, in order, with the JSON envelope: 401, 403, then 400", async () => {
    expect(refusal(await exportAs(null, "zero"))).toEqual({
      status: 401,
      type: JSON_TYPE,
      body: { code: 401, msg: expect.any(String), data: null },
    });
    expect(refusal(await exportAs("moderator", "zero"))).toEqual({
      status: 403,
      type: JSON_TYPE,
      body: { code: 403, msg: "需要平台审核权限", data: null },
    });
    expect(refusal(await exportAs("editor", "zero"))).toEqual({
      status: 400,
      type: JSON_TYPE,
      body: { code: 400, msg: "天数须为正整数", data: null },
    });
  });

  it("answers a write without a bound phone 402 before validation, and the handler's refusals as the envelope", async () => {
    expect(refusal(await push("phoneless", "not-an-answer"))).toEqual({
      status: 200,
      type: JSON_TYPE,
      body: { code: 402, msg: expect.any(String), data: { access_token: "bind" } },
    });
    expect(refusal(await push("consumer", "refuse"))).toEqual({
      status: 400,
      type: JSON_TYPE,
      body: { code: 400, msg: "不是推送的消息", data: null },
    });
  });

  it("never sends a media type its contract does not name", async () => {
    const response = await push("consumer", "html");
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("<p>ok</p>");
  });

  it("documents the answer under the contract's media types", () => {
    const answerTypes = (path: string, method: "get" | "post") => {
      const answer = media.swagger().paths?.[path]?.[method]?.responses?.["200"];
      return answer && "content" in answer ? Object.keys(answer.content ?? {}) : [];
    };
    expect(answerTypes("/admin/things/export", "get")).toEqual(["text/csv"]);
    expect(answerTypes("/things/push", "post")).toEqual(["application/xml", "text/plain"]);
  });
});

const readThing = defineContract({
  method: "GET",
  path: "/things/:id",
  service: "main",
  summary: "a public read kept as it is sent",
  tags: ["test"],
  auth: "none",
  params: z.object({ id: z.coerce.number().int().positive() }),
  data: z.object({ id: z.number().int(), title: z.string() }),
});

describe("route() with a cached answer", () => {
  const store = createMemoryCacheStore({ maxEntries: 10 });
  const cache = createReadThroughCache(store, { namespace: "test", log: () => {} });
  const loads: number[] = [];
  const cached = createApp();
  route(
    cached,
    readThing,
    async ({ params }) => {
      loads.push(params.id);
      if (params.id === 404) throw notFound("没有这件事");
      // What the contract does not name (a phone here) is never stored nor sent.
      return { id: params.id, title: `第${loads.length}次读`, phone: "13800000000" };
    },
    { cachedAnswer: { cache, key: ({ params }) => `thing:${params.id}`, ttlMs: 60_000 } },
  );
  afterAll(() => cached.close());
  const read = (id: number) => cached.inject({ method: "GET", url: `/things/${id}` });

  it("stores the data as the contract shapes it and sends every hit as it was stored", async () => {
    const first = await read(7);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.json()).toEqual({ code: 200, msg: "ok", data: { id: 7, title: "第1次读" } });
    expect((await store.get("test:thing:7"))?.toString()).toBe('{"id":7,"title":"第1次读"}');
    expect((await read(7)).body).toBe(first.body);
    expect(loads).toEqual([7]);
  });

  it("reads again once the entry is dropped, and keeps a refusal out of the cache", async () => {
    await cache.forget("thing:7");
    expect((await read(7)).json().data.title).toBe("第2次读");
    for (const _ of [1, 2])
      expect((await read(404)).json()).toEqual({ code: 404, msg: "没有这件事", data: null });
    expect(loads).toEqual([7, 7, 404, 404]);
  });
});
