import { PHONE_INPUT_MAX_LENGTH, PHONE_LENGTH, SMS_CODE_LENGTH } from "@tousu/domain";
import { useId, useState } from "react";
import { useAppStore } from "../../../lib/app-store";
import { useApi } from "../../../shared/session/api-context";
import { buttonClass } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { FieldError } from "../../../ui/field";
import { TextField } from "../../../ui/text-field";
import { CaptchaCheck, phoneError, type SmsCodeFailure, useSmsCode } from "../../auth";

interface VisitorContactProps {
  phone: string;
  code: string;
  errors: { phone?: string; code?: string };
  onPhoneChange(phone: string): void;
  onCodeChange(code: string): void;
  /** Why no code went out (or null when a new attempt starts); the captcha's own failures stay here. */
  onSmsFailure(failure: SmsCodeFailure | null): void;
  focusField(field: "phone" | "code"): void;
}

/**
 * A visitor files with a phone number and its SMS code (purpose 'complaint', docs/product/api.md#login-and-captcha) and is logged in
 * by the answer; one who has an account may log in instead.
 */
export function VisitorContact({
  phone,
  code,
  errors,
  onPhoneChange,
  onCodeChange,
  onSmsFailure,
  focusField,
}: VisitorContactProps) {
  const loadApi = useApi();
  const openLogin = useAppStore((state) => state.openLogin);
  const id = useId();
  const [captchaError, setCaptchaError] = useState<string>();
  const normalizedPhone = phone.replace(/\s+/g, "");

  const sms = useSmsCode(loadApi, "complaint", {
    onSent: () => focusField("code"),
    onFailure: (failure) => {
      setCaptchaError(failure?.field === "captcha" ? failure.message : undefined);
      onSmsFailure(failure);
    },
  });

  function sendCode() {
    const error = phoneError(phone);
    if (error) {
      onSmsFailure({ field: "phone", message: error });
      focusField("phone");
      return;
    }
    void sms.send(normalizedPhone);
  }

  return (
    <div className="space-y-5 rounded-lg bg-gray-50 p-4">
      <p className="text-sm text-gray-700">
        验证手机号后提交，提交成功即自动登录，可随时查看处理进度。已有账号？
        <button
          type="button"
          onClick={() => openLogin("login")}
          className="text-brand-700 underline underline-offset-2"
        >
          直接登录
        </button>
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="手机号"
          isRequired
          data-field="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder={`请输入${PHONE_LENGTH}位手机号`}
          error={errors.phone}
          value={phone}
          onValueChange={onPhoneChange}
        />
        <div>
          <div className="flex items-end gap-2">
            <TextField
              label="短信验证码"
              isRequired
              className="min-w-0 flex-1"
              data-field="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SMS_CODE_LENGTH}
              placeholder={`${SMS_CODE_LENGTH}位数字验证码`}
              error={errors.code}
              value={code}
              onValueChange={onCodeChange}
            />
            <button
              type="button"
              onClick={sendCode}
              disabled={!sms.canSend}
              className={cx(
                buttonClass({ variant: "secondary", size: "lg" }),
                "h-11 w-36 px-0",
                errors.code && "mb-7",
              )}
            >
              {sms.sendLabel}
            </button>
          </div>
        </div>
      </div>
      {sms.isCaptchaShown ? (
        <div className="max-w-md">
          <CaptchaCheck
            status={sms.captchaStatus}
            onVerify={() => void sms.verifyCaptcha(phoneError(phone) ? null : normalizedPhone)}
            describedBy={captchaError ? `${id}-captcha-error` : undefined}
          />
          <FieldError id={`${id}-captcha-error`} message={captchaError} />
        </div>
      ) : null}
    </div>
  );
}
