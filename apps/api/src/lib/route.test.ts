import { defineContract, z } from "@tousu/contracts";
import type { StaffRole } from "@tousu/domain";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { registerAuthentication } from "../plugins/authentication";
import { registerErrorHandler } from "../plugins/error-handler";
import { route } from "./route";

// Each token stands for an account holding these staff roles; "consumer" holds none.
const ACCOUNTS: Record<string, { id: number; roles: StaffRole[] }> = {
  consumer: { id: 1, roles: [] },
  editor: { id: 2, roles: ["editor"] },
  moderator: { id: 3, roles: ["moderator"] },
  admin: { id: 4, roles: ["admin"] },
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

const app = Fastify();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerErrorHandler(app);
registerAuthentication(app, {
  isIssued: (token) => token in ACCOUNTS,
  findUser: async (token) => {
    const account = ACCOUNTS[token];
    return account ? { id: account.id, sessionId: account.id, hasPhone: true, sessionRole: null } : null;
  },
  bindAccessTokenFor: () => "bind",
  staffRolesOf: async (userId) => {
    roleLookups++;
    return Object.values(ACCOUNTS).find((account) => account.id === userId)?.roles ?? [];
  },
});
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
