import { ApiPageError, ApiResultError } from "@tousu/api-client";
import { sendSms } from "@tousu/contracts";
import { TOAST_DURATION_MS } from "@tousu/domain";
import { useEffect, useRef, useState } from "react";
import { showToast } from "../../../ui/toast";
import type { CaptchaStatus } from "../../auth/captcha-check";
import { solveCaptcha } from "../../auth/solve-captcha";
import { useCountdown } from "../../auth/use-countdown";
import type { LoadApi } from "../../session/api-context";

export type SmsFailure = { field: "phone" | "captcha" | "form"; message: string };

const NETWORK_ERROR = "网络异常，请稍后重试";

/** send_sms answers a limit with `data: { resend_in?, captcha_required? }` (docs/decisions/004). */
function readLimit(data: unknown): { resendIn?: number; captchaRequired: boolean } {
  const limit = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  return {
    resendIn: typeof limit.resend_in === "number" ? limit.resend_in : undefined,
    captchaRequired: limit.captcha_required === true,
  };
}

/**
 * The SMS code of a visitor's submission (purpose 'complaint'): the login form's countdown and
 * proof-of-work captcha, driven the same way. `onSent` moves the focus to the code box; failures go
 * to `onFailure` to show beside the field they concern.
 */
export function useComplaintSmsCode(
  loadApi: LoadApi,
  { onSent, onFailure }: { onSent(): void; onFailure(failure: SmsFailure | null): void },
) {
  const countdown = useCountdown();
  const solving = useRef<AbortController | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isCaptchaRequired, setIsCaptchaRequired] = useState(false);
  const [captchaStatus, setCaptchaStatus] = useState<CaptchaStatus>("idle");
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);

  useEffect(() => () => solving.current?.abort(), []);

  async function send(phone: string, token = captchaToken) {
    if (isCaptchaRequired && !token) {
      onFailure({ field: "captcha", message: "请先完成人机验证" });
      return;
    }
    onFailure(null);
    setIsSending(true);
    try {
      const api = await loadApi();
      const result = await api.request(sendSms, {
        body: { phone, purpose: "complaint", captcha_token: token ?? undefined },
      });
      // A captcha token is good for one request, whatever the answer.
      setCaptchaToken(null);
      setCaptchaStatus("idle");
      if (result.ok) {
        countdown.start(result.data.resend_in);
        setIsCaptchaRequired(result.data.captcha_required);
        showToast("success", "验证码已发送，请注意查收短信", TOAST_DURATION_MS.badRequest);
        onSent();
        return;
      }
      const limit = readLimit(result.data);
      if (limit.resendIn) countdown.start(limit.resendIn);
      if (limit.captchaRequired) setIsCaptchaRequired(true);
      onFailure({ field: limit.captchaRequired ? "captcha" : "phone", message: result.msg });
    } catch (error) {
      // The API client's hooks have already shown an API answer; a network failure raises nothing, so say it
      // here.
      const isAnnounced =
        error instanceof ApiResultError || (error instanceof ApiPageError && error.cause === undefined);
      if (!isAnnounced) onFailure({ field: "form", message: NETWORK_ERROR });
    } finally {
      setIsSending(false);
    }
  }

  async function verifyCaptcha(phone: string | null) {
    solving.current?.abort();
    const controller = new AbortController();
    solving.current = controller;
    setCaptchaStatus("solving");
    onFailure(null);
    try {
      const token = await solveCaptcha(await loadApi(), controller.signal);
      setCaptchaToken(token);
      setCaptchaStatus("verified");
      // The visitor asked for a code; once verified it goes out without a second click.
      if (phone && countdown.secondsLeft === 0) await send(phone, token);
    } catch {
      if (controller.signal.aborted) return;
      setCaptchaStatus("failed");
      onFailure({ field: "captcha", message: "人机验证未通过，请重试" });
    }
  }

  return {
    secondsLeft: countdown.secondsLeft,
    isSending,
    /** The captcha shows once asked for and another code may be requested. */
    isCaptchaShown: isCaptchaRequired && countdown.secondsLeft === 0,
    captchaStatus,
    send: (phone: string) => send(phone),
    verifyCaptcha,
  };
}
