import { formatCount } from "@tousu/domain";
import { Link } from "react-router";
import { collectivePath } from "../lib/h5-paths";
import { BrandLogo } from "../ui/brand-logo";
import type { H5Collective } from "./collective-types";

/** One collective in the list: the shared issue, its brand, how many joined; a closed one greyed. */
export function CollectiveCard({ collective }: { collective: H5Collective }) {
  return (
    <Link
      to={collectivePath(collective.id)}
      className={`flex gap-3 px-4 py-3 active:bg-gray-50 ${collective.isClosed ? "bg-gray-50" : "bg-white"}`}
    >
      <BrandLogo
        brand={collective.brand}
        size={48}
        className={collective.isClosed ? "opacity-60 grayscale" : ""}
      />
      <div className="min-w-0 flex-1">
        <p className="flex items-start justify-between gap-2">
          <span className="line-clamp-2 min-w-0 font-medium break-words text-gray-900">
            {collective.title}
          </span>
          <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">
            {collective.statusLabel}
          </span>
        </p>
        <p className="mt-1 line-clamp-2 text-sm text-gray-600">{collective.description}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-gray-600">
          <span className="min-w-0 truncate">投诉对象：{collective.brand.name}</span>
          <span>
            已参与 <span className="font-medium text-brand-700">{formatCount(collective.memberCount)}</span>{" "}
            人
          </span>
          {collective.closedAt ? <span>结束于 {collective.closedAt}</span> : null}
        </p>
      </div>
    </Link>
  );
}
