import type { ApiClient } from "@tousu/api-client";
import { captchaVerify, getCaptchaChallenge } from "@tousu/contracts";
import { solveCaptchaChallenge } from "@tousu/page-kit/captcha-solver";

/**
 * Fetches a proof-of-work challenge, solves it in this tab and trades the solution for a one-time
 * captcha token that the next send_sms accepts (docs/decisions/004).
 */
export async function solveCaptcha(api: ApiClient, signal: AbortSignal): Promise<string> {
  const challenge = await api.call(getCaptchaChallenge, { signal });
  const payload = await solveCaptchaChallenge(challenge, signal);
  const { captcha_token } = await api.call(captchaVerify, { body: { payload }, signal });
  return captcha_token;
}
