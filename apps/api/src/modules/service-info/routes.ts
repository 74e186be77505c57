import { API_HEADER_VERSION, ResultCode } from "@tousu/domain";
import type { FastifyInstance } from "fastify";

/**
 * Every service answers `GET {prefix}/health`, so a load balancer can check each one
 * when they run as separate processes (`SERVICES=main`, `SERVICES=mall`, …).
 */
export function registerServiceInfo(scope: FastifyInstance, service: string): void {
  scope.get("/health", { schema: { hide: true } }, async () => ({
    code: ResultCode.Ok,
    msg: "ok",
    data: { service, version: API_HEADER_VERSION, uptime_seconds: Math.round(process.uptime()) },
  }));
}
