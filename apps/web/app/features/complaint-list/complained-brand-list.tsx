import type { BrandListItem } from "@tousu/contracts";
import { formatCount } from "@tousu/domain";
import { AppLink } from "../../ui/app-link";
import { BrandLogo } from "../../ui/brand-logo";

/** The brands consumers complain about most, each leading to its page with figures and complaints. */
export function ComplainedBrandList({ brands }: { brands: BrandListItem[] }) {
  return (
    <ol className="px-2 py-2">
      {brands.map((brand, index) => (
        <li key={brand.id}>
          <AppLink
            to={`/brands/${brand.id}`}
            className="group flex items-center gap-3 rounded-md px-3 py-2 hover:bg-gray-50"
          >
            <span aria-hidden="true" className="w-4 shrink-0 text-center text-sm font-semibold text-gray-500">
              {index + 1}
            </span>
            <BrandLogo brand={brand} size={32} loading="lazy" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-gray-900 group-hover:text-brand-700">
                {brand.name}
              </span>
              <span className="block truncate text-xs text-gray-600">{brand.industry}</span>
            </span>
            <span className="shrink-0 text-right text-xs text-gray-600">
              <span className="block text-sm font-semibold text-gray-900 tabular-nums">
                {formatCount(brand.complaint_count)}
              </span>
              投诉
            </span>
          </AppLink>
        </li>
      ))}
    </ol>
  );
}
