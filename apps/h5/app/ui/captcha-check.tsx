import { type CaptchaChallenge, solveCaptchaChallenge } from "@tousu/page-kit/captcha-solver";
import { useEffect, useRef, useState } from "react";

type Status = "idle" | "solving" | "failed";

const labels: Record<Status, string> = {
  idle: "点击完成人机验证",
  solving: "正在验证，请稍候…",
  failed: "验证失败，点击重试",
};

/**
 * The captcha step the server asks for after many codes (docs/decisions/004) or votes (097) from one
 * address: one tap, then this phone does the proof of work and hands the solution on, which is sent
 * with the next request. Loaded only when asked for, with the solver it brings.
 */
export default function CaptchaCheck({
  challenge,
  onSolved,
  prompt = "为保障账号安全，获取验证码前请先完成人机验证。",
}: {
  challenge: CaptchaChallenge;
  onSolved(payload: string): void;
  /** What the step is for, above its button. */
  prompt?: string;
}) {
  const [status, setStatus] = useState<Status>("idle");
  const solving = useRef<AbortController | null>(null);
  useEffect(() => () => solving.current?.abort(), []);

  async function solve() {
    solving.current?.abort();
    const controller = new AbortController();
    solving.current = controller;
    setStatus("solving");
    try {
      onSolved(await solveCaptchaChallenge(challenge, controller.signal));
      setStatus("idle");
    } catch {
      if (!controller.signal.aborted) setStatus("failed");
    }
  }

  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-3">
      <p className="text-sm text-amber-900">{prompt}</p>
      <button
        type="button"
        onClick={() => void solve()}
        disabled={status === "solving"}
        aria-live="polite"
        className="mt-2 flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white text-sm font-medium text-gray-800 disabled:cursor-wait"
      >
        {status === "solving" ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-gray-300 border-t-brand-600"
          />
        ) : null}
        {labels[status]}
      </button>
    </div>
  );
}
