import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

const payload = {
  brand_name: "云杉优选",
  problems: ["质量缺陷"],
  content:
    "我在3月1日通过云杉优选APP购买了一台空气净化器，使用两周后出现异响，联系客服多次无人处理，要求退款。",
};

const generate = (t: TestApp, body: unknown, ip = "198.51.100.1") =>
  t.app
    .inject({
      method: "POST",
      url: "/api/llm/complaint/generate/title",
      payload: body as Record<string, unknown>,
      remoteAddress: ip,
    })
    .then((response) => ({ status: response.statusCode, body: response.json() }));

describe("POST /llm/complaint/generate/title offline", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("builds a title from the brand, the product, what happened and the appeal", async () => {
    expect(await generate(t, payload)).toEqual({
      status: 200,
      body: { code: 200, msg: "ok", data: { title: "云杉优选空气净化器使用两周后出现异响，要求退款" } },
    });
    const withoutProblems = await generate(t, {
      brand_name: "顺达快递",
      content: "包裹显示已签收，但是我根本没有收到。",
    });
    expect(withoutProblems.body.data.title).toBe("顺达快递根本没有收到");
  });

  it("rejects bad input with a Chinese message", async () => {
    const cases: [unknown, string][] = [
      [{ ...payload, brand_name: "" }, "请先选择投诉品牌"],
      [{ ...payload, brand_name: undefined }, "请先选择投诉品牌"],
      [{ ...payload, brand_name: "云".repeat(31) }, "品牌名称不能超过30个字"],
      [{ ...payload, content: "太短了" }, "投诉内容至少10个字才能生成标题"],
      [{ ...payload, content: "   一二三四五六七八九   " }, "投诉内容至少10个字才能生成标题"],
      [{ ...payload, content: "长".repeat(2001) }, "投诉内容不能超过2000个字"],
      [{ ...payload, content: undefined }, "请先填写投诉内容"],
      [{ ...payload, problems: "质量缺陷" }, "投诉问题格式有误"],
      [{ ...payload, problems: Array.from({ length: 11 }, (_, i) => `问题${i}`) }, "投诉问题最多选择10个"],
      [{ ...payload, problems: [""] }, "投诉问题不能为空"],
    ];
    for (const [body, msg] of cases) {
      expect(await generate(t, body), msg).toMatchObject({ status: 400, body: { code: 400, msg } });
    }
  });

  it("limits each IP to 20 titles a minute", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < 20; i++) expect((await generate(t, payload, ip)).status).toBe(200);
    expect(await generate(t, payload, ip)).toMatchObject({
      status: 429,
      body: { code: 400, msg: "操作过于频繁，请稍后再试" },
    });
    expect((await generate(t, payload, "198.51.100.78")).status).toBe(200);
  });
});

describe("POST /llm/complaint/generate/title with an OpenAI-compatible endpoint", () => {
  let t: TestApp;
  let answer: { status: number; content: string } = { status: 200, content: "" };
  const prompts: string[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      prompts.push(JSON.parse(body).messages[1].content);
      response.statusCode = answer.status;
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({ choices: [{ message: { role: "assistant", content: answer.content } }] }),
      );
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    t = await buildTestApp({
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_API_KEY: "sk-test",
      LLM_MODEL: "deepseek-chat",
    });
  });
  afterAll(async () => {
    await t.close();
    server.close();
  });

  it("returns the model's title, cleaned and cut to 30 characters", async () => {
    answer = {
      status: 200,
      content: `“云杉优选空气净化器使用两周出现异响${"，".repeat(3)}消费者要求全额退款并赔偿损失以及精神损失费”`,
    };
    const { body } = await generate(t, payload);
    expect(body.code).toBe(200);
    expect(body.data.title.length).toBeLessThanOrEqual(30);
    expect(body.data.title.startsWith("云杉优选空气净化器使用两周出现异响")).toBe(true);
    expect(prompts.at(-1)).toContain(payload.content);
  });

  it("falls back to the offline title when the endpoint fails", async () => {
    answer = { status: 503, content: "" };
    expect((await generate(t, payload)).body).toEqual({
      code: 200,
      msg: "ok",
      data: { title: "云杉优选空气净化器使用两周后出现异响，要求退款" },
    });
  });
});
