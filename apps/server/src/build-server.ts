import compress from "@fastify/compress";
import { type AppDependencies, buildApp } from "@tousu/api";
import type { FastifyInstance } from "fastify";
import { registerRedirects } from "./redirects";
import { registerWebApp } from "./ssr";

/** The whole platform in one Fastify process: API services, redirects, static assets and SSR pages. */
export async function buildServer(deps: AppDependencies): Promise<FastifyInstance> {
  const app = await buildApp(deps);
  // Brotli first, gzip for older clients; SSR streams and JSON alike.
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });
  registerRedirects(app, deps.config);
  await registerWebApp(app, deps.config);
  return app;
}
