import { useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { buttonClass } from "../../ui/button";

/** Copy the complaint's public address, or open its poster to share as an image. */
export function SharePanel({ complaintId }: { complaintId: number }) {
  const [notice, setNotice] = useState("");
  const path = `/tousu/${complaintId}`;
  const isHydrated = useHydrated();

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).href);
      setNotice("链接已复制");
    } catch {
      setNotice(`复制失败，请手动复制：${new URL(path, window.location.origin).href}`);
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <button
          type="button"
          disabled={!isHydrated}
          onClick={() => void copyLink()}
          className={`${buttonClass({ variant: "secondary", size: "sm" })} flex-1`}
        >
          复制链接
        </button>
        <Link
          to={`/poster/tousu/${complaintId}`}
          className={`${buttonClass({ variant: "secondary", size: "sm" })} flex-1`}
        >
          生成海报
        </Link>
      </div>
      <p role="status" className="min-h-4 text-xs break-all text-gray-600">
        {notice}
      </p>
    </div>
  );
}
