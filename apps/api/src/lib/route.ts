import { type Contract, type ContractOutput, envelopeOf, requiresBoundPhone } from "@tousu/contracts";
import { admitsStaff, ResultCode, type StaffRole, staffRefusalMessage } from "@tousu/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { AppError, bindMobile, forbidden, overLimit, TOO_FREQUENT_MESSAGE, unauthorized } from "./app-error";
import { namedLimit, perUserRateLimitKey } from "./rate-limit-keys";
import type { ReadThroughCache } from "./read-through-cache";
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
 * What the handler of a contract with `mediaTypes` answers instead of `data`: the body as it goes
 * out, its media type (one the contract names, parameters allowed) and headers of its own, such as
 * Cache-Control or Content-Disposition.
 */
export interface MediaAnswer {
  /** A stream for an answer that goes on (the event service's server-sent events). */
  body: Buffer | string | NodeJS.ReadableStream;
  contentType: string;
  headers?: Readonly<Record<string, string>>;
}

/** `data` for an envelope endpoint, the bytes and their headers for a file, an image or XML. */
export type HandlerAnswer<C extends Contract> = C extends { mediaTypes: readonly string[] }
  ? MediaAnswer
  : z.input<C["data"]>;

/**
 * An answer the same for every caller of one key: its `data`, checked against the contract and
 * serialised once, is kept as bytes in the read-through cache, so a hit is sent as it was stored —
 * no parsing, checking, serialising and encoding again (docs/performance.md, "Cached answers"). Only for
 * handlers whose answer depends on nothing but what `key` names.
 */
export interface CachedAnswer<C extends Contract> {
  cache: ReadThroughCache;
  key: (context: HandlerContext<C>) => string;
  ttlMs: number;
}

type RouteLimitOptions = {
  max: number;
  timeWindow: string | number;
  /**
   * Defaults to the caller's account when logged in, else the client address; runs after
   * validation, so it may read the body.
   */
  keyGenerator?: (request: FastifyRequest) => string | Promise<string>;
};

/**
 * Binds a contract to a Fastify route: the contract's schemas validate the request
 * and the response, and the handler returns only `data` — the `{code, msg, data}`
 * envelope is added here, once, for every endpoint. A contract naming `mediaTypes` (a file, an
 * image, XML) has its handler answer a `MediaAnswer`, sent as it is; its refusals, from the same
 * checks in the same order, are still the envelope (decision 076).
 */
export function route<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: (context: HandlerContext<C>) => Promise<HandlerAnswer<C>>,
  options: {
    rateLimit?: RouteLimitOptions;
    cachedAnswer?: CachedAnswer<C>;
    /** Bytes of body the route reads, below the app's limit; a larger body is refused unread. */
    bodyLimit?: number;
  } = {},
): void {
  const { cachedAnswer } = options;
  if (cachedAnswer && contract.mediaTypes) throw new Error("a cached answer is an envelope's data");
  const limit = options.rateLimit
    ? createRouteLimit(app, `${contract.method} ${app.prefix}${contract.path}`, options.rateLimit)
    : null;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      summary: contract.summary,
      tags: [...contract.tags],
      ...(contract.auth === "none" ? {} : { security: [{ bearerAuth: [] }] }),
      ...(contract.staffRoles
        ? {
            description: `Staff roles admitted: ${contract.staffRoles.join(", ")} (admins hold every staff role).`,
          }
        : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: {
        200: contract.mediaTypes
          ? mediaResponse(contract.mediaTypes, contract.data)
          : envelopeOf(contract.data),
      },
    },
    // Who is calling is settled first: an anonymous caller gets 401 whatever the body says, before
    // its body is parsed or validated and before it uses any of the route's rate-limit budget; so
    // does an account without a phone that tries to write, with 402 (decision 046), and a caller
    // without a staff role the endpoint admits, with 403 (decision 072).
    onRequest: [
      ...(contract.auth === "required" ? [requireUser] : []),
      ...(requiresBoundPhone(contract) ? [refuseWritesWithoutPhone] : []),
      ...(contract.staffRoles ? [refuseOtherThanStaff(contract.staffRoles)] : []),
    ],
    // After validation: only valid requests meet the limit, and keys may read the parsed body.
    ...(limit ? { preHandler: limit.refuseOverLimit } : {}),
    handler: async (request, reply) => {
      // Public endpoints never look at the token: SSR forwards it on every call.
      const user = contract.auth === "none" ? null : await request.resolveUser();
      const context: HandlerContext<C> = {
        params: request.params as ContractOutput<C, "params">,
        query: request.query as ContractOutput<C, "query">,
        body: request.body as ContractOutput<C, "body">,
        user: user as HandlerContext<C>["user"],
        request,
        reply,
      };
      if (cachedAnswer) {
        const { cache, key, ttlMs } = cachedAnswer;
        const readData = () =>
          cache.rememberBytes(key(context), ttlMs, async () =>
            JSON.stringify(contract.data.parse(await handler(context))),
          );
        const data = await (limit ? limit.countAllowed(request, readData) : readData());
        return reply
          .type(JSON_MEDIA_TYPE)
          .send(Buffer.concat([OK_ENVELOPE_HEAD, data, OK_ENVELOPE_TAIL], OK_ENVELOPE_BYTES + data.length));
      }
      const run = () => handler(context);
      const answer = await (limit ? limit.countAllowed(request, run) : run());
      if (contract.mediaTypes) return sendMedia(reply, contract.mediaTypes, answer as MediaAnswer);
      return { code: ResultCode.Ok, msg: "ok", data: answer };
    },
  });
}

/** What Fastify would say of the envelope it serialises itself. */
const JSON_MEDIA_TYPE = "application/json; charset=utf-8";
/** The success envelope around a cached answer's `data`, as bytes. */
const OK_ENVELOPE_HEAD = Buffer.from(`{"code":${ResultCode.Ok},"msg":"ok","data":`);
const OK_ENVELOPE_TAIL = Buffer.from("}");
const OK_ENVELOPE_BYTES = OK_ENVELOPE_HEAD.length + OK_ENVELOPE_TAIL.length;

/** The OpenAPI answer of a media endpoint: the contract's `data` under each media type it names. */
function mediaResponse(mediaTypes: readonly string[], data: z.ZodType) {
  return { content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: data }])) };
}

function sendMedia(reply: FastifyReply, mediaTypes: readonly string[], answer: MediaAnswer): FastifyReply {
  const mediaType = answer.contentType.split(";", 1)[0]!.trim().toLowerCase();
  // A programming error, not the caller's: the contract (and the OpenAPI document) would be wrong.
  if (!mediaTypes.includes(mediaType)) throw new Error(`${mediaType} is not a media type of this contract`);
  return reply
    .headers({ ...answer.headers })
    .type(answer.contentType)
    .send(answer.body);
}

/**
 * A route's request limit (decision 060): keyed by the account once the caller is authenticated,
 * so people sharing an address (a NAT, an office) do not use up each other's budget, and by address
 * for visitors. A call the caller may not make (403) is not counted, so refusals cannot lock anyone
 * out; every other call is, its 400s included (a wrong code is an attempt). Reads of page renders
 * are exempt (decision 027).
 */
function createRouteLimit(app: FastifyInstance, limitName: string, limit: RouteLimitOptions) {
  const check = app.createRateLimit(
    namedLimit(limitName, {
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: limit.keyGenerator ?? perUserRateLimitKey,
    }),
  );
  return {
    async refuseOverLimit(request: FastifyRequest): Promise<void> {
      const state = await check(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) {
        throw overLimit(TOO_FREQUENT_MESSAGE, state.ttlInSeconds);
      }
    },
    async countAllowed<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
      let result: T;
      try {
        result = await run();
      } catch (error) {
        if (!(error instanceof AppError && error.code === ResultCode.Forbidden)) await check(request);
        throw error;
      }
      await check(request);
      return result;
    },
  };
}

/** An onRequest hook for routes that need a logged-in caller (see `route`). */
async function requireUser(request: FastifyRequest): Promise<void> {
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

/**
 * The one check of staff roles: an endpoint's contract names the roles it admits, and everyone
 * holding none of them (admins hold all) is refused here, before the input is read (decision 072).
 */
function refuseOtherThanStaff(admitted: readonly StaffRole[]) {
  const message = staffRefusalMessage(admitted);
  return async (request: FastifyRequest): Promise<void> => {
    if (!admitsStaff(admitted, await request.resolveStaffRoles())) throw forbidden(message);
  };
}
