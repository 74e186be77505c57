import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { createTitleGenerator } from "./create-title-generator";

describe("createTitleGenerator", () => {
  it("extracts titles offline unless an endpoint is configured", () => {
    expect(createTitleGenerator(loadConfig({})).name).toBe("extractive");
    const config = loadConfig({ LLM_BASE_URL: "http://127.0.0.1:11434/v1/", LLM_MODEL: "qwen2.5:7b" });
    expect(config.LLM_BASE_URL).toBe("http://127.0.0.1:11434/v1");
    expect(createTitleGenerator(config).name).toBe("openai-compatible");
  });

  it("refuses an endpoint without a model", () => {
    expect(() => loadConfig({ LLM_BASE_URL: "https://api.deepseek.com/v1" })).toThrow(ConfigError);
    expect(() => loadConfig({ LLM_BASE_URL: "not a url", LLM_MODEL: "m" })).toThrow(ConfigError);
  });
});
