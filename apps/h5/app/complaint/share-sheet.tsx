import { useState } from "react";

/**
 * 分享: a sheet that rises from the bottom when the button is tapped (a disclosure, so it opens
 * without scripts; tapping 分享 again closes it, as 取消 does once scripts run) with the complaint's
 * address to copy and its posters. The posters are PC pages, opened on the PC site. While it is open
 * the page behind is dimmed by the summary's own backdrop, so a tap beside the sheet closes it too.
 */
export function ShareSheet({ url, posters }: { url: string; posters: { label: string; href: string }[] }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <details className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-center gap-1 rounded-full border border-gray-300 px-4 text-sm text-gray-800 group-open:before:fixed group-open:before:inset-0 group-open:before:z-30 group-open:before:bg-gray-950/40 [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path
            d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M12 3v12M7 8l5-5 5 5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        分享
      </summary>
      <div className="fixed inset-x-0 bottom-0 z-30 mx-auto max-w-screen-sm space-y-3 rounded-t-2xl bg-white px-4 pt-4 pb-[calc(1rem+env(safe-area-inset-bottom))] shadow-[0_-4px_24px_rgba(15,23,42,0.18)]">
        <p className="text-center font-semibold text-gray-900">分享投诉</p>
        <p className="break-all rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">{url}</p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="min-h-11 flex-1 rounded-full bg-brand-600 px-4 text-sm font-medium text-white"
            onClick={() => {
              navigator.clipboard?.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              ) ?? setCopied(false);
            }}
          >
            复制链接
          </button>
          {posters.map((poster) => (
            <a
              key={poster.href}
              href={poster.href}
              className="flex min-h-11 flex-1 items-center justify-center rounded-full border border-brand-600 px-4 text-sm text-brand-700"
            >
              {poster.label}
            </a>
          ))}
        </div>
        <p role="status" className="text-sm text-gray-700">
          {copied === true
            ? "链接已复制，去粘贴分享吧"
            : copied === false
              ? "复制失败，请长按上面的链接复制"
              : ""}
        </p>
        <button
          type="button"
          className="min-h-11 w-full rounded-full bg-gray-100 text-sm text-gray-800"
          onClick={(event) => {
            const sheet = event.currentTarget.closest("details");
            if (sheet) sheet.open = false;
          }}
        >
          取消
        </button>
      </div>
    </details>
  );
}
