import { type AppDependencies, buildApp } from "@tousu/api";
import type { FastifyInstance } from "fastify";
import { registerRedirects } from "./redirects";
import { registerSecurityHeaders } from "./security-headers";
import { registerWebApp } from "./ssr";

/** The whole platform in one Fastify process: API services, redirects, static assets and SSR pages. */
export async function buildServer(deps: AppDependencies): Promise<FastifyInstance> {
  const app = await buildApp(deps);
  registerSecurityHeaders(app);
  registerRedirects(app, deps.config);
  await registerWebApp(app, deps.config);
  return app;
}
