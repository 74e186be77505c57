import { ResultCode } from "@tousu/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import createRouter from "find-my-way";
import { pathOf } from "../lib/log-redaction";

type Method = createRouter.HTTPMethod;

/**
 * Makes a service own every path under its prefix: an unknown path is a 404 and a known path asked
 * with another method a 405 (with `Allow`), both in the `{code, msg, data}` envelope. Without the
 * catch-all, the server's page route (`/*`, every method) would render `GET /api/nope/deeper` or
 * `DELETE /api/brand/1` as an HTML page. Call before the service's routes, which it records; a
 * service this process does not run calls it alone, so its paths answer 404 here too.
 */
export function registerUnknownRoutes(scope: FastifyInstance): void {
  // A second router of the same library as Fastify's, holding the service's routes, to ask which
  // methods a concrete path has.
  const known = createRouter();
  scope.addHook("onRoute", (route) => {
    if ((route.config as { catchAll?: boolean } | undefined)?.catchAll) return;
    for (const method of [route.method].flat() as Method[]) {
      if (!known.hasRoute(method, route.url)) known.on(method, route.url, () => {});
    }
  });
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(404)
      .send({ code: ResultCode.NotFound, msg: `接口不存在：${request.method} ${request.url}`, data: null });
  scope.setNotFoundHandler(notFound);
  // `/*` misses the bare prefix (`/api`, which Fastify also registers as `/api/` for `/`).
  for (const url of ["/", "/*"]) {
    scope.route({
      method: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      url,
      config: { catchAll: true },
      schema: { hide: true },
      handler: async (request, reply) => {
        const allowed = METHODS.filter((method) => known.find(method, pathOf(request.url)) !== null);
        if (allowed.length === 0) return notFound(request, reply);
        return reply
          .status(405)
          .header("allow", allowed.join(", "))
          .send({ code: ResultCode.BadRequest, msg: `接口不支持${request.method}请求`, data: null });
      },
    });
  }
}

const METHODS: Method[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
