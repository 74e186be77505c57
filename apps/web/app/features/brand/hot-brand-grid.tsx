import type { BrandSummary } from "@tousu/contracts";
import { formatCount } from "@tousu/domain";
import { AppLink } from "../../ui/app-link";
import { BrandLogo } from "../../ui/brand-logo";

export function HotBrandGrid({ brands }: { brands: BrandSummary[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 p-5 sm:grid-cols-3 lg:grid-cols-6">
      {brands.map((brand) => (
        <li key={brand.id}>
          <AppLink
            to={`/brands/${brand.id}`}
            className="group flex h-full flex-col items-center rounded-lg border border-gray-100 px-3 py-4 text-center transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
            <BrandLogo brand={brand} size={56} loading="lazy" />
            <span className="mt-2.5 w-full truncate font-medium text-gray-900 group-hover:text-brand-700">
              {brand.name}
            </span>
            <span className="w-full truncate text-xs text-gray-600">{brand.industry}</span>
            <dl className="mt-3 grid w-full grid-cols-2 gap-1 border-t border-gray-100 pt-2.5 text-xs">
              <div>
                <dt className="text-gray-600">投诉</dt>
                <dd className="font-semibold text-gray-900 tabular-nums">
                  {formatCount(brand.complaint_count)}
                </dd>
              </div>
              <div>
                <dt className="text-gray-600">回复率</dt>
                <dd className="font-semibold text-gray-900 tabular-nums">
                  {Math.round(brand.reply_rate * 100)}%
                </dd>
              </div>
            </dl>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
