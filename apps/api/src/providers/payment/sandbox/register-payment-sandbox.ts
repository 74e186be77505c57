import type { FastifyInstance } from "fastify";
import type { ServedSandbox } from "./sandbox-http";

/**
 * Serves a payment sandbox in an encapsulated scope (the app mounts each at its own path): every
 * body read as the raw text it was sent, since signatures are made over the bytes.
 */
export async function registerPaymentSandbox(scope: FastifyInstance, sandbox: ServedSandbox) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
  scope.all("/*", async (request, reply) => {
    const answer = await sandbox.handle({
      method: request.method,
      // As sent, still percent-encoded: WeChat Pay's signature is over the path it would see.
      url: request.url.slice(scope.prefix.length),
      headers: request.headers,
      body: typeof request.body === "string" ? request.body : "",
    });
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
}
