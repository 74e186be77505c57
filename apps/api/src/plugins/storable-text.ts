import type { FastifyInstance } from "fastify";
import { requireStorableText } from "../lib/storable-text";

/**
 * Every string a request to a service brings — body (keys and values, at any depth), query, path
 * parameters and headers (the user agent is stored) — is checked here, once per service scope, before
 * any contract validates it: U+0000 or a lone surrogate is refused with a 400, since PostgreSQL would
 * refuse it with a 5xx. Refused rather than stripped, so what is stored is what the user sent
 * (docs/decisions/026). Encrypted fields are checked where they are decrypted.
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    requireStorableText([request.body, request.query, request.params, request.headers]);
  });
}
