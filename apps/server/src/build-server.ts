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
    // Other sites get no referrer. Under "no-referrer" a browser also posts a form with `Origin: null`,
    // which React Router refuses as an action from another site, so a form sent before (or without)
    // the page's scripts would fail; "same-origin" keeps the origin on this site's own requests.
    referrerPolicy: { policy: "same-origin" },
  });
  registerRedirects(app, deps.config);
  await registerWebApp(app, deps.config);
  return app;
}
