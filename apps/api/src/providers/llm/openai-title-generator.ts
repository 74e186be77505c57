import { AI_TITLE_MAX_LENGTH } from "@tousu/contracts";
import { finishTitle, type TitleGenerator, type TitleInput } from "./title-generator";

export interface OpenAiTitleGeneratorOptions {
  /** e.g. https://api.deepseek.com/v1, https://dashscope.aliyuncs.com/compatible-mode/v1, http://127.0.0.1:11434/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const SYSTEM_PROMPT = [
  "你是消费投诉平台的编辑，负责为消费者的投诉拟写标题。",
  `只输出一个标题，不超过${AI_TITLE_MAX_LENGTH}个汉字，不加引号、书名号或“标题：”之类的前缀，不要解释。`,
  "标题要客观中立、陈述事实：包含品牌名称、涉及的商品或服务、遇到的主要问题，有明确诉求时写上诉求（如要求退款）。",
  "不夸大、不辱骂、不下定性结论，不写手机号、姓名、订单号等个人信息。",
].join("\n");

export function buildTitlePrompt({ brandName, problems, content }: TitleInput): string {
  return [
    `品牌：${brandName}`,
    `投诉问题：${problems.length > 0 ? problems.join("、") : "未选择"}`,
    "投诉内容：",
    content,
  ].join("\n");
}

interface ChatCompletion {
  choices?: { message?: { content?: string | null } }[];
}

/**
 * Any OpenAI-compatible chat-completions endpoint (DeepSeek, Qwen, vLLM, Ollama). Errors name the
 * HTTP status only: a provider's error body may quote the prompt, which is the complainant's text.
 */
export function createOpenAiTitleGenerator(options: OpenAiTitleGeneratorOptions): TitleGenerator {
  const doFetch = options.fetch ?? fetch;
  return {
    name: "openai-compatible",
    async generate(input) {
      const response = await doFetch(`${options.baseUrl}/chat/completions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          messages: [
            { role: "system", content: SYSTEM_PROMPT },
            { role: "user", content: buildTitlePrompt(input) },
          ],
          temperature: 0.3,
          max_tokens: 64,
          stream: false,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) throw new Error(`chat completion failed: HTTP ${response.status}`);
      const completion = (await response.json().catch(() => null)) as ChatCompletion | null;
      const title = finishTitle(completion?.choices?.[0]?.message?.content ?? "");
      if (title.length === 0) throw new Error("chat completion returned no title");
      return title;
    },
  };
}
