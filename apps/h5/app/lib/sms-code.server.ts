import type { ApiClient } from "@tousu/api-client";
import { captchaVerify, getCaptchaChallenge, sendSms } from "@tousu/contracts";
import { readSmsLimit } from "@tousu/domain";
import type { CaptchaChallenge } from "@tousu/page-kit/captcha-solver";

/** What a send-code step answers the form: a code is on its way, or why not (beside which field). */
export type SmsCodeStep =
  | { intent: "send"; ok: true; resendIn: number }
  | {
      intent: "send";
      ok: false;
      field: "phone" | "captcha";
      message: string;
      resendIn: number | undefined;
      /** The proof of work to solve in the browser before the next try, when the server asks for one. */
      challenge: CaptchaChallenge | undefined;
    };

/** The phone a form carries, as typed in groups or not (138 0013 8000). */
export function phoneOf(form: FormData): string {
  return String(form.get("phone") ?? "").replace(/\s+/g, "");
}

/**
 * Asks for an SMS code from a route action, with the same calls and rules as the PC dialog
 * (docs/decisions/004): once an address has asked for many codes the server wants a captcha, so the
 * answer carries a challenge, which the page solves in the browser and sends back as `captcha_payload`;
 * it is traded for the one-time captcha token here, on the server.
 */
export async function sendSmsCode(
  api: ApiClient,
  form: FormData,
  purpose: "login" | "bind",
): Promise<SmsCodeStep> {
  const payload = String(form.get("captcha_payload") ?? "");
  let captchaToken: string | undefined;
  if (payload) {
    const verified = await api.request(captchaVerify, { body: { payload } });
    if (!verified.ok) return captchaWanted(api, verified.msg, undefined);
    captchaToken = verified.data.captcha_token;
  }
  const result = await api.request(sendSms, {
    body: { phone: phoneOf(form), purpose, captcha_token: captchaToken },
  });
  if (result.ok) return { intent: "send", ok: true, resendIn: result.data.resend_in };
  const limit = readSmsLimit(result.data);
  if (limit.captchaRequired) return captchaWanted(api, result.msg, limit.resendIn);
  return {
    intent: "send",
    ok: false,
    field: "phone",
    message: result.msg,
    resendIn: limit.resendIn,
    challenge: undefined,
  };
}

async function captchaWanted(
  api: ApiClient,
  message: string,
  resendIn: number | undefined,
): Promise<SmsCodeStep> {
  const challenge = await api.call(getCaptchaChallenge);
  return { intent: "send", ok: false, field: "captcha", message, resendIn, challenge };
}
