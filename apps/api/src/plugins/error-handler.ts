import { ResultCode, SERVER_EXCEPTION_MESSAGE } from "@tousu/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, TOO_FREQUENT_MESSAGE } from "../lib/app-error";

/** What Fastify names a JSON answer it serializes itself. */
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * One place turns every failure into the `{code, msg, data}` envelope. Bad input
 * answers 400 with the first problem in Chinese; 5xx details are logged (redacted, lib/log-redaction.ts),
 * never returned.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryLater) reply.header("retry-after", String(error.retryLater.retryAfterSeconds));
      // Serialized as it is: 402 travels as HTTP 200, whose schema is the route's success envelope.
      // A reply with its own serializer gets no content type from Fastify, so it is named here.
      return reply
        .status(error.httpStatus)
        .type(JSON_CONTENT_TYPE)
        .serializer(JSON.stringify)
        .send({ code: error.code, msg: error.message, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply
        .status(400)
        .send({ code: ResultCode.BadRequest, msg: first?.message ?? "请求参数有误", data: null });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response does not match its contract");
      return sendServerError(reply);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: ResultCode.BadRequest, msg: TOO_FREQUENT_MESSAGE, data: null });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large).
      return reply
        .status(400)
        .send({ code: ResultCode.BadRequest, msg: clientErrorMessage(error as FastifyError), data: null });
    }
    request.log.error({ err: error }, "unhandled error");
    return sendServerError(reply);
  });
}

function sendServerError(reply: { status: (code: number) => { send: (body: unknown) => unknown } }) {
  return reply.status(500).send({ code: ResultCode.ServerError, msg: SERVER_EXCEPTION_MESSAGE, data: null });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "不支持的请求格式";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "请求内容过大";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "请求内容不能为空";
    default:
      return "请求格式有误";
  }
}
