import { useState } from "react";
import { useHydrated } from "../../../lib/use-hydrated";
import { buttonClass } from "../../../ui/button";

/** The complaint's public address and a button that copies it. */
export function ShareComplaint({ id }: { id: number }) {
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  const path = `/tousu/${id}`;
  // The full address needs the browser's origin; the server draws the path alone.
  const address = useHydrated() ? new URL(path, window.location.origin).href : path;

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <input
          readOnly
          aria-label="投诉链接"
          value={address}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-gray-300 bg-gray-50 px-3 text-sm text-gray-700"
        />
        <button type="button" onClick={() => void copy()} className={buttonClass({ variant: "secondary" })}>
          复制链接
        </button>
      </div>
      <p role="status" className="text-xs text-gray-600">
        {status === "copied"
          ? "链接已复制，审核通过后他人即可打开"
          : status === "failed"
            ? "无法自动复制，请选中上方链接手动复制"
            : "审核通过后公开，分享给遇到同样问题的人，关注越多处理越快。"}
      </p>
    </div>
  );
}
