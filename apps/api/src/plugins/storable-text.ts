import { hasUnstorableCharacter, UNSTORABLE_TEXT_MESSAGE } from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import { badRequest } from "../lib/app-error";

/**
 * Every string a request to a service brings — body (keys and values, at any depth), query, path
 * parameters and headers (the user agent is stored) — is checked here, once per service scope, before
 * any contract validates it:
 * U+0000 or a lone surrogate is refused with a 400, since PostgreSQL would refuse it with a 5xx.
 * Refused rather than stripped, so what is stored is what the user sent (docs/decisions/026).
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if ([request.body, request.query, request.params, request.headers].some(holdsUnstorableText)) {
      throw badRequest(UNSTORABLE_TEXT_MESSAGE);
    }
  });
}

/** Walks with its own stack: a deeply nested JSON body must not overflow the call stack. */
function holdsUnstorableText(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (hasUnstorableCharacter(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (isRecord(value)) {
      for (const [key, entry] of Object.entries(value)) {
        if (hasUnstorableCharacter(key)) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

/** Parsed JSON, query strings (objects of a null-prototype class), headers; never a buffer. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !ArrayBuffer.isView(value);
}
