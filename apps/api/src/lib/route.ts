import { type Contract, type ContractOutput, envelopeOf, requiresBoundPhone } from "@tousu/contracts";
import { ResultCode } from "@tousu/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { bindMobile, unauthorized } from "./app-error";
import type { AuthenticatedUser } from "./request-user";

export interface HandlerContext<C extends Contract> {
  params: ContractOutput<C, "params">;
  query: ContractOutput<C, "query">;
  body: ContractOutput<C, "body">;
  /** Present when the contract requires login; possibly present when it is optional. */
  user: C["auth"] extends "required" ? AuthenticatedUser : AuthenticatedUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Binds a contract to a Fastify route: the contract's schemas validate the request
 * and the response, and the handler returns only `data` — the `{code, msg, data}`
 * envelope is added here, once, for every endpoint.
 */
export function route<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: (context: HandlerContext<C>) => Promise<z.input<C["data"]>>,
  options: {
    rateLimit?: {
      max: number;
      timeWindow: string | number;
      /** Defaults to the client IP; runs after validation, so it may read the body. */
      keyGenerator?: (request: FastifyRequest) => string | Promise<string>;
    };
  } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [...contract.tags],
      ...(contract.auth === "none" ? {} : { security: [{ bearerAuth: [] }] }),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { 200: envelopeOf(contract.data) },
    },
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    // Who is calling is settled first: an anonymous caller gets 401 whatever the body says, before
    // its body is parsed or validated and before it uses any of the route's rate-limit budget; so
    // does an account without a phone that tries to write, with 402 (decision 046).
    onRequest: [
      ...(contract.auth === "required" ? [requireUser] : []),
      ...(requiresBoundPhone(contract) ? [refuseWritesWithoutPhone] : []),
    ],
    handler: async (request, reply) => {
      // Public endpoints never look at the token: SSR forwards it on every call.
      const user = contract.auth === "none" ? null : await request.resolveUser();
      const data = await handler({
        params: request.params as ContractOutput<C, "params">,
        query: request.query as ContractOutput<C, "query">,
        body: request.body as ContractOutput<C, "body">,
        user: user as HandlerContext<C>["user"],
        request,
        reply,
      });
      return { code: ResultCode.Ok, msg: "ok", data };
    },
  });
}

/** An onRequest hook for routes that need a logged-in caller (see `route`). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await request.resolveUser())) throw unauthorized();
}

/**
 * The one gate of real-identity rules: every write of a logged-in account without a phone answers
 * 402 with a token to bind one (`requiresBoundPhone` says which endpoints write).
 */
async function refuseWritesWithoutPhone(request: FastifyRequest): Promise<void> {
  const user = await request.resolveUser();
  if (user && !user.hasPhone) throw bindMobile(request.server.bindAccessTokenFor(user.id));
}
