import type { IdentityVerifier } from "./identity-verifier";

export interface HttpIdentityVerifierOptions {
  url: string;
  appCode: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The answer shape of the 身份证二要素 APIs sold on Aliyun's API market: `code` "0" when the
 * check ran, then `result.res` "1" (一致), "2" (不一致) or "3" (库中无此号).
 */
interface VerificationAnswer {
  code?: string | number;
  message?: string;
  result?: { res?: string | number };
}

/** POSTs `{name, idCard}` as JSON with the market's `Authorization: APPCODE …` header. */
export function createHttpIdentityVerifier(options: HttpIdentityVerifierOptions): IdentityVerifier {
  const doFetch = options.fetch ?? fetch;
  return {
    name: "http",
    async verify({ realName, idCard }) {
      const response = await doFetch(options.url, {
        method: "POST",
        headers: {
          authorization: `APPCODE ${options.appCode}`,
          "content-type": "application/json; charset=utf-8",
        },
        body: JSON.stringify({ name: realName, idCard }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const answer = (await response.json().catch(() => null)) as VerificationAnswer | null;
      if (!response.ok || answer === null || String(answer.code) !== "0") {
        // The message names the failure, never the name or the number.
        throw new Error(
          `identity verification failed: HTTP ${response.status} code ${answer?.code ?? "none"} ${answer?.message ?? ""}`.trim(),
        );
      }
      const outcome = String(answer.result?.res ?? "");
      if (!["1", "2", "3"].includes(outcome)) {
        throw new Error(`identity verification answered an unknown result "${outcome}"`);
      }
      return { verified: outcome === "1" };
    },
  };
}
