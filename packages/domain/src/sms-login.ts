/** What a login form says when its agreement box is left unticked (both sites' SMS logins). */
export const LOGIN_AGREEMENT_MESSAGE = "请先阅读并同意《用户协议》和《隐私政策》";

/** The limit a refused send_sms reports: the wait before another code, and whether a captcha is now needed. */
export interface SmsLimit {
  resendIn: number | undefined;
  captchaRequired: boolean;
}

/** send_sms answers a limit with `data: { resend_in?, captcha_required? }` (docs/decisions/004). */
export function readSmsLimit(data: unknown): SmsLimit {
  const limit = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  return {
    resendIn: typeof limit.resend_in === "number" ? limit.resend_in : undefined,
    captchaRequired: limit.captcha_required === true,
  };
}

/** What a send-code button says: the wait before another code, that one is going out, or the offer. */
export function sendCodeLabel(secondsLeft: number, isSending: boolean): string {
  if (secondsLeft > 0) return `${secondsLeft}秒后重新获取`;
  return isSending ? "发送中…" : "获取验证码";
}
