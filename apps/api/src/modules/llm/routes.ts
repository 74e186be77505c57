import { generateComplaintTitle } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { createExtractiveTitleGenerator } from "../../providers/llm/extractive-title-generator";

export function registerLlmRoutes(app: FastifyInstance, deps: AppDeps): void {
  const generator = deps.providers.titleGenerator;
  const offline = createExtractiveTitleGenerator();

  route(
    app,
    generateComplaintTitle,
    async ({ body, request }) => {
      const input = { brandName: body.brand_name, problems: body.problems, content: body.content };
      try {
        return { title: await generator.generate(input) };
      } catch (error) {
        // The user still gets a title; the log names the provider and the failure, never the text.
        request.log.warn(
          { provider: generator.name, err: error instanceof Error ? error.message : String(error) },
          "title generator failed, using the offline title",
        );
        return { title: await offline.generate(input) };
      }
    },
    // Model calls cost money and take seconds: a person clicks the button a few times, a script many.
    { rateLimit: { max: 20, timeWindow: "1 minute" } },
  );
}
