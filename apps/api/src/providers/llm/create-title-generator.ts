import type { Config } from "../../config";
import { createExtractiveTitleGenerator } from "./extractive-title-generator";
import { createOpenAiTitleGenerator } from "./openai-title-generator";
import type { TitleGenerator } from "./title-generator";

/** A configured chat endpoint switches the model on; without one titles are extracted offline. */
export function createTitleGenerator(config: Config): TitleGenerator {
  if (config.LLM_BASE_URL) {
    // Config validation guarantees a model whenever a base URL is set.
    return createOpenAiTitleGenerator({
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL!,
    });
  }
  return createExtractiveTitleGenerator();
}
