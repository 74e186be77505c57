import { cx } from "../../ui/cx";
import { ShieldCheckIcon } from "../../ui/icons";

export type CaptchaStatus = "idle" | "solving" | "verified" | "failed";

const labels: Record<CaptchaStatus, string> = {
  idle: "点击完成人机验证",
  solving: "正在验证，请稍候…",
  verified: "已完成人机验证",
  failed: "验证失败，点击重试",
};

interface CaptchaCheckProps {
  status: CaptchaStatus;
  onVerify(): void;
  describedBy: string | undefined;
}

/** The inline captcha step: one click, then the browser does the proof of work on its own. */
export function CaptchaCheck({ status, onVerify, describedBy }: CaptchaCheckProps) {
  const isVerified = status === "verified";
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3">
      <p className="text-sm text-amber-900">为保障账号安全，获取验证码前请先完成人机验证。</p>
      <button
        type="button"
        onClick={onVerify}
        disabled={status === "solving" || isVerified}
        aria-describedby={describedBy}
        aria-live="polite"
        className={cx(
          "mt-2 inline-flex h-10 w-full items-center justify-center gap-2 rounded-md border text-sm font-medium transition-colors",
          isVerified
            ? "border-emerald-300 bg-emerald-50 text-emerald-800"
            : "border-gray-300 bg-white text-gray-800 hover:border-brand-600 hover:text-brand-700 disabled:cursor-wait",
        )}
      >
        {status === "solving" ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-gray-300 border-t-brand-600"
          />
        ) : (
          <ShieldCheckIcon className={cx("text-lg", isVerified ? "text-emerald-700" : "text-gray-500")} />
        )}
        {labels[status]}
      </button>
    </div>
  );
}
