import { useState } from "react";

/**
 * 分享: a sheet that opens from the button (a disclosure, so it works without scripts) with the
 * complaint's address to copy and its posters. The posters are PC pages, opened on the PC site.
 */
export function ShareSheet({ url, posters }: { url: string; posters: { label: string; href: string }[] }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <details className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-center gap-1 rounded-full border border-gray-300 px-4 text-sm text-gray-800 [&::-webkit-details-marker]:hidden">
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
      <div className="mt-3 space-y-3 rounded-lg bg-gray-50 p-3">
        <p className="break-all text-sm text-gray-700">{url}</p>
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
      </div>
    </details>
  );
}
