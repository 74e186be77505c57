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
    // Nothing leaves for other sites, but the site's own form posts carry its origin: under
    // "no-referrer" a browser sends `Origin: null`, and React Router refuses such a post as forged.
    referrerPolicy: { policy: "same-origin" },
  });
  registerRedirects(app, deps.config);
  await registerWebApp(app, deps.config);
  return app;
}
