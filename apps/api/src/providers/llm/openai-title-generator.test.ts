import { createServer, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAiTitleGenerator } from "./openai-title-generator";
import { finishTitle } from "./title-generator";

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    stream: boolean;
  };
}

const received: Received[] = [];
let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };
const server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    received.push({ url: request.url ?? "", headers: request.headers, body: JSON.parse(body) });
    setTimeout(() => {
      response.statusCode = answer.status;
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(answer.body));
    }, answer.delayMs ?? 0);
  });
});
let baseUrl = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const completion = (content: string) => ({
  id: "chatcmpl-1",
  object: "chat.completion",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
});

const input = {
  brandName: "云杉优选",
  problems: ["产品质量问题", "客服无人回应"],
  content: "购买的空气净化器使用两周后出现异响，要求退款。",
};

describe("OpenAI-compatible title generator", () => {
  it("posts a chat completion with the model, a Chinese prompt and the bearer key", async () => {
    answer = { status: 200, body: completion("“云杉优选空气净化器使用两周出现异响，要求退款。”") };
    const generator = createOpenAiTitleGenerator({ baseUrl, apiKey: "sk-test", model: "qwen-plus" });
    expect(await generator.generate(input)).toBe("云杉优选空气净化器使用两周出现异响，要求退款");
    const request = received.at(-1)!;
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-test");
    expect(request.headers["content-type"]).toContain("application/json");
    expect(request.body.model).toBe("qwen-plus");
    expect(request.body.stream).toBe(false);
    expect(request.body.messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(request.body.messages[0]!.content).toContain("不超过30个汉字");
    expect(request.body.messages[1]!.content).toContain("品牌：云杉优选");
    expect(request.body.messages[1]!.content).toContain("投诉问题：产品质量问题、客服无人回应");
    expect(request.body.messages[1]!.content).toContain(input.content);
  });

  it("sends no Authorization header to a keyless local server", async () => {
    answer = { status: 200, body: completion("标题：云杉优选净化器出现异响") };
    const generator = createOpenAiTitleGenerator({ baseUrl, model: "qwen2.5:7b" });
    expect(await generator.generate(input)).toBe("云杉优选净化器出现异响");
    expect(received.at(-1)!.headers.authorization).toBeUndefined();
  });

  it("fails on an HTTP error without quoting the provider's body", async () => {
    answer = { status: 429, body: { error: { message: `rate limited: ${input.content}` } } };
    const generator = createOpenAiTitleGenerator({ baseUrl, apiKey: "sk-test", model: "m" });
    const error = await generator.generate(input).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("chat completion failed: HTTP 429");
  });

  it("fails on an empty answer and on a timeout", async () => {
    answer = { status: 200, body: completion("  \n ") };
    const generator = createOpenAiTitleGenerator({ baseUrl, model: "m", timeoutMs: 200 });
    await expect(generator.generate(input)).rejects.toThrow("no title");
    answer = { status: 200, body: completion("太迟了"), delayMs: 1000 };
    await expect(generator.generate(input)).rejects.toThrow();
  });
});

describe("finishTitle", () => {
  it("keeps the first line, drops quotes, labels, spaces and trailing punctuation", () => {
    expect(finishTitle("\n  《云杉优选 净化器异响》。\n理由：……")).toBe("云杉优选净化器异响");
    expect(finishTitle("投诉标题：“咕噜外卖餐品变质”！！")).toBe("咕噜外卖餐品变质");
  });

  it("cuts to 30 characters without splitting a surrogate pair", () => {
    expect(finishTitle("云".repeat(40))).toHaveLength(30);
    const withEmoji = `${"云".repeat(29)}😀尾`;
    expect(finishTitle(withEmoji)).toBe("云".repeat(29));
  });
});
