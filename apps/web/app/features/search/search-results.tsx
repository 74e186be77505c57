import type { ArticleSearchHit, BrandListItem, ComplaintSearchHit } from "@tousu/contracts";
import { formatCount, formatDate } from "@tousu/domain";
import { useSearchParams } from "react-router";
import { AppLink } from "../../ui/app-link";
import { BrandLogo } from "../../ui/brand-logo";
import { ComplaintListItem } from "../complaint";
import { findBrandNameMatch } from "./brand-name-match";
import { MarkedText } from "./marked-text";

export function ComplaintResults({ hits, now }: { hits: ComplaintSearchHit[]; now: number }) {
  return (
    <div className="divide-y divide-gray-100">
      {hits.map((hit) => (
        <ComplaintListItem
          key={hit.id}
          complaint={hit}
          now={now}
          marked={{
            title: <MarkedText text={hit.title} ranges={hit.highlight.title} />,
            summary: <MarkedText text={hit.summary} ranges={hit.highlight.summary} />,
          }}
        />
      ))}
    </div>
  );
}

export function BrandResults({ brands }: { brands: BrandListItem[] }) {
  const key = useSearchParams()[0].get("key") ?? "";
  return (
    <ul className="grid gap-3 p-5 sm:grid-cols-2">
      {brands.map((brand) => (
        <li key={brand.id}>
          <AppLink
            to={`/brands/${brand.id}`}
            className="flex items-center gap-3 rounded-lg border border-gray-100 p-3 hover:border-brand-200 hover:bg-brand-50/40"
          >
            <BrandLogo brand={brand} size={48} loading="lazy" />
            <span className="min-w-0">
              <span className="block truncate font-medium text-gray-900">
                <MarkedText text={brand.name} ranges={findBrandNameMatch(brand.name, key)} />
              </span>
              <span className="block text-sm text-gray-600">
                {brand.industry} · {formatCount(brand.complaint_count)} 条投诉
              </span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export function ArticleResults({ hits }: { hits: ArticleSearchHit[] }) {
  return (
    <div className="divide-y divide-gray-100">
      {hits.map((hit) => (
        <article key={hit.id} className="px-5 py-4">
          <h3 className="text-base leading-7 font-medium text-gray-900">
            <AppLink to={`/article/${hit.id}`} className="line-clamp-1 hover:text-brand-700">
              <MarkedText text={hit.title} ranges={hit.highlight.title} />
            </AppLink>
          </h3>
          <p className="mt-1 line-clamp-2 text-sm leading-6 text-gray-600">
            <MarkedText text={hit.summary} ranges={hit.highlight.summary} />
          </p>
          <time dateTime={hit.published_at} className="mt-2 block text-xs text-gray-600">
            {formatDate(hit.published_at)}
          </time>
        </article>
      ))}
    </div>
  );
}
