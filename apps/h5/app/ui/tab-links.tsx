import { Link } from "react-router";

/**
 * A list's groups as links (`?key=value`), the current one marked: each a page of its own, so they
 * work without scripts and keep their place in the history. Scrolls sideways when they outgrow the
 * screen (a shadow at an edge says there are more), the page itself does not.
 */
export function TabLinks({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly { key: string; label: string; href: string; count?: number | undefined }[];
  current: string;
}) {
  return (
    <nav
      aria-label={label}
      className="sticky top-[calc(3rem+env(safe-area-inset-top))] z-10 border-b border-gray-200 bg-white"
    >
      <ul className="scroll-hint-x flex overflow-x-auto px-2 [scrollbar-width:none]">
        {tabs.map((tab) => {
          const isCurrent = tab.key === current;
          return (
            <li key={tab.key} className="shrink-0">
              <Link
                to={tab.href}
                replace
                aria-current={isCurrent ? "page" : undefined}
                className={`flex min-h-11 items-center gap-1 border-b-2 px-3 text-sm ${
                  isCurrent
                    ? "border-brand-600 font-semibold text-brand-700"
                    : "border-transparent text-gray-700"
                }`}
              >
                {tab.label}
                {tab.count ? (
                  <span
                    className={`rounded-full px-1.5 text-xs ${isCurrent ? "bg-brand-600 text-white" : "bg-gray-100 text-gray-700"}`}
                  >
                    {tab.count}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
