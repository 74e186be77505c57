import type { ApiClient } from "@tousu/api-client";
import { captchaVerify, getCaptchaChallenge } from "@tousu/contracts";
import type { DeriveKeyFunction } from "altcha-lib";

// The browser builds of the key derivations (Web Crypto); the default ones need node:crypto.
async function loadDeriveKey(algorithm: string): Promise<DeriveKeyFunction> {
  if (algorithm.startsWith("PBKDF2/")) return (await import("altcha-lib/algorithms/web/pbkdf2")).deriveKey;
  if (algorithm.startsWith("SHA-")) return (await import("altcha-lib/algorithms/web/sha")).deriveKey;
  throw new Error(`Unsupported captcha algorithm ${algorithm}`);
}

/**
 * Fetches a proof-of-work challenge, solves it in this tab and trades the solution for a one-time
 * captcha token that the next send_sms accepts (docs/decisions/004). The solver is loaded only here,
 * so pages that never need a captcha never download it.
 */
export async function solveCaptcha(api: ApiClient, signal: AbortSignal): Promise<string> {
  const challenge = await api.call(getCaptchaChallenge, { signal });
  const [{ solveChallenge }, deriveKey] = await Promise.all([
    import("altcha-lib"),
    loadDeriveKey(challenge.parameters.algorithm),
  ]);
  const controller = new AbortController();
  signal.addEventListener("abort", () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) throw new Error("The captcha was not solved in time");
  const payload = btoa(JSON.stringify({ challenge, solution }));
  const { captcha_token } = await api.call(captchaVerify, { body: { payload }, signal });
  return captcha_token;
}
