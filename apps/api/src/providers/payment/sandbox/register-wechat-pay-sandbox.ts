import type { FastifyInstance } from "fastify";
import type { WechatPaySandbox } from "./wechat-pay-sandbox";

/**
 * Serves the sandbox in an encapsulated scope (the app mounts it at `WECHAT_PAY_SANDBOX_PATH`): every
 * body read as the raw text it was sent, since signatures are made over the bytes.
 */
export async function registerWechatPaySandbox(scope: FastifyInstance, sandbox: WechatPaySandbox) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
  scope.all("/*", async (request, reply) => {
    const answer = await sandbox.handle({
      method: request.method,
      // As sent, still percent-encoded: the signature is over the path WeChat Pay would see.
      url: request.url.slice(scope.prefix.length),
      headers: request.headers,
      body: typeof request.body === "string" ? request.body : "",
    });
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
}
