import { ResultCode } from "@tousu/domain";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { JSON_CONTENT_TYPE } from "./error-handler";

export const UNREADABLE_ADDRESS_MESSAGE = "请求地址有误";

/** What a browser gets for a page address the router cannot read: small and fixed, like the router's refusal. */
export const UNREADABLE_ADDRESS_PAGE = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>页面地址有误</title></head>
<body><h1>页面地址有误</h1><p>请检查地址是否完整，或<a href="/">返回首页</a>。</p></body>
</html>
`;

/**
 * Fastify's router refuses an address it cannot read (bad percent-encoding in its path, such as
 * `/%` or `/api/complaint/%E0%A4%A`) before any route or hook runs, with a body of its own. This
 * answers instead: the `{code, msg, data}` envelope with the catalogue's 400 on a service's paths
 * (`apiPrefixes`), a small page on every other path, where a browser asked for a page. Never a 5xx:
 * the address is the client's mistake.
 */
export function answerUnreadableAddresses(apiPrefixes: readonly string[]) {
  const isApiPath = (url: string) =>
    apiPrefixes.some(
      (prefix) =>
        url.startsWith(prefix) && (url.length === prefix.length || "/?#".includes(url[prefix.length] ?? "")),
    );
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    if (isApiPath(request.url)) {
      reply
        .status(400)
        .type(JSON_CONTENT_TYPE)
        .send({ code: ResultCode.BadRequest, msg: UNREADABLE_ADDRESS_MESSAGE, data: null });
      return;
    }
    reply.status(400).type("text/html; charset=utf-8").send(UNREADABLE_ADDRESS_PAGE);
  };
}
