import type { StaffRole } from "@tousu/domain";
import { z } from "./zod";

/**
 * The back-end services (docs/product/overview.md#services-and-hosts); the browser and SSR pick a base URL
 * per service.
 */
export type ServiceName = "main" | "mall" | "life" | "data" | "lawyer" | "event";
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * One contract per endpoint (CODE_STYLE.md): the Fastify route validates
 * with it, the OpenAPI document is generated from it and the api-client types
 * its calls with it, so the three can never drift apart.
 */
export interface Contract {
  method: HttpMethod;
  /** Fastify-style path relative to the service base, e.g. `/user/push/read/:id`. */
  path: string;
  service: ServiceName;
  summary: string;
  tags: readonly string[];
  /** Whether the endpoint demands a logged-in user (bearer token). */
  auth: "required" | "optional" | "none";
  /**
   * A write by an account without a bound phone answers code 402 (real-identity rules; decision 046),
   * unless the write publishes nothing and is `allowed` here: logging out, confirming a scan login,
   * marking messages read.
   */
  withoutPhone?: "allowed";
  /**
   * The staff roles this endpoint admits (any one of them; admins hold every staff role, `holdsStaffRole`).
   * `route()` answers everyone else 403 once, right after authentication and before the input is read
   * (decision 072); every console endpoint (`/admin/…`) names its roles, a test sees to it. Needs
   * `auth: "required"`.
   */
  staffRoles?: readonly StaffRole[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * For an endpoint that answers a file, an image or XML instead of the `{code, msg, data}` envelope:
   * the media types its success may carry (decision 076). `data` then describes that body for the
   * OpenAPI document; refusals are still the envelope.
   */
  mediaTypes?: readonly [string, ...string[]];
  data: z.ZodType;
}

/** A contract whose answer is the `{code, msg, data}` envelope, and one whose answer is a file, an image or XML. */
export type EnvelopeContract = Contract & { mediaTypes?: undefined };
export type MediaContract = Contract & { mediaTypes: readonly [string, ...string[]] };

/** `const` keeps each contract's literal shape (its `auth`, its schemas) for the types below. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

/**
 * Whether a logged-in caller needs a bound phone for this endpoint: every write a token is read for,
 * so a new write cannot forget it (docs/decisions/046-binding-a-mobile.md).
 */
export function requiresBoundPhone(contract: Contract): boolean {
  return contract.method !== "GET" && contract.auth !== "none" && contract.withoutPhone !== "allowed";
}

type SchemaOf<C, K extends string> = C extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** What a caller sends (before defaults and coercion) and what a handler receives (after). */
export type ContractInput<C, K extends "params" | "query" | "body"> = [SchemaOf<C, K>] extends [never]
  ? undefined
  : z.input<SchemaOf<C, K>>;
export type ContractOutput<C, K extends "params" | "query" | "body"> = [SchemaOf<C, K>] extends [never]
  ? undefined
  : z.output<SchemaOf<C, K>>;
export type ContractData<C extends Contract> = z.output<C["data"]>;

/** Every response body is `{code, msg, data}` (docs/product/errors.md#the-response-envelope). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** Substitutes `:name` segments with URL-encoded parameter values. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = params?.[name];
    if (value === undefined) {
      if (optional) return "";
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
