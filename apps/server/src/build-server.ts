import helmet from "@fastify/helmet";
import { type AppDependencies, buildApp } from "@tousu/api";
import type { FastifyInstance } from "fastify";
import { registerRedirects } from "./redirects";
import { registerWebApp } from "./ssr";

/** The whole platform in one Fastify process: API services, redirects, static assets and SSR pages. */
export async function buildServer(deps: AppDependencies): Promise<FastifyInstance> {
  const app = await buildApp(deps);
  // nosniff, referrer policy, no framing and friends on every response; the page CSP needs a
  // per-response nonce, so ssr.ts sets it (and Swagger UI's inline scripts stay unaffected).
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
  });
  registerRedirects(app, deps.config);
  await registerWebApp(app, deps.config);
  return app;
}
