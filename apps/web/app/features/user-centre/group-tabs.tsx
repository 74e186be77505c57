import type { ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "../../ui/cx";

interface Tab<K extends string> {
  key: K;
  label: string;
  count?: number;
}

/** Tabs drawn as links (`?{param}=key`), so each tab is a URL the server renders and the back button restores. */
export function GroupTabs<K extends string>({
  tabs,
  current,
  param,
  label,
  aside,
}: {
  tabs: readonly Tab<K>[];
  current: K;
  param: string;
  label: string;
  /** Controls at the right end of the tab bar (全部已读). */
  aside?: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-gray-100 pr-5">
      <nav aria-label={label} className="flex flex-wrap gap-1 px-3">
        {tabs.map((tab) => (
          <Link
            key={tab.key}
            to={`?${param}=${tab.key}`}
            aria-current={tab.key === current ? "page" : undefined}
            className={cx(
              "-mb-px border-b-2 px-3 py-3 text-[15px]",
              tab.key === current
                ? "border-brand-600 font-semibold text-brand-700"
                : "border-transparent text-gray-700 hover:text-brand-700",
            )}
          >
            {tab.label}
            {tab.count !== undefined ? <span className="ml-1 text-sm text-gray-500">{tab.count}</span> : null}
          </Link>
        ))}
      </nav>
      {aside}
    </div>
  );
}
