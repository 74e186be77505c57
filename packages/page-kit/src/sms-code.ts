/** What a send-code button says: the wait before another code, that one is going out, or the offer. */
export function sendCodeLabel(secondsLeft: number, isSending: boolean): string {
  if (secondsLeft > 0) return `${secondsLeft}秒后重新获取`;
  return isSending ? "发送中…" : "获取验证码";
}

/** send_sms answers a limit with `data: { resend_in?, captcha_required? }` (docs/decisions/004). */
export function readSmsLimit(data: unknown): { resendIn?: number; captchaRequired: boolean } {
  const limit = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  return {
    resendIn: typeof limit.resend_in === "number" ? limit.resend_in : undefined,
    captchaRequired: limit.captcha_required === true,
  };
}
