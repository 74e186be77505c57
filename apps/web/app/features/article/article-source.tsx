import type { ArticleSource as Source } from "@tousu/contracts";
import { checkOutboundLink, transferAddress } from "@tousu/domain";

/** Where a reposted article came from, with the original linked through /transfer. */
export function ArticleSource({ source }: { source: Source | null }) {
  if (source === null) return null;
  const original = checkOutboundLink(source.url);
  return (
    <aside
      aria-label="文章来源"
      className="mt-8 rounded bg-gray-50 px-4 py-3 text-sm leading-6 text-gray-700"
    >
      <p>
        本文转载自{source.name ? `“${source.name}”` : "其他媒体"}
        {source.original_title ? `，原标题《${source.original_title}》` : ""}
        {source.original_author ? `，原作者：${source.original_author}` : ""}。版权归原作者所有。
      </p>
      {original.ok ? (
        <a
          href={transferAddress(original.href)}
          rel="nofollow noopener noreferrer"
          className="text-brand-700 underline underline-offset-2"
        >
          阅读原文（{original.host}）
        </a>
      ) : null}
    </aside>
  );
}
