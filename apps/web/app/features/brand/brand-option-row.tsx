import { formatCount } from "@tousu/domain";
import { BrandLogo } from "../../ui/brand-logo";

interface BrandOptionRowProps {
  brand: { id: number; name: string; logo: string | null; industry?: string; complaint_count?: number };
}

/** One brand in a brand combobox's popup: logo, name, sector and how many complaints it has. */
export function BrandOptionRow({ brand }: BrandOptionRowProps) {
  return (
    <>
      <BrandLogo brand={brand} size={32} />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-gray-900">{brand.name}</span>
        {brand.industry ? (
          <span className="block truncate text-xs text-gray-600">{brand.industry}</span>
        ) : null}
      </span>
      {brand.complaint_count !== undefined ? (
        <span className="shrink-0 text-xs text-gray-600 tabular-nums">
          投诉 {formatCount(brand.complaint_count)}
        </span>
      ) : null}
    </>
  );
}
