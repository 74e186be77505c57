import { Link } from "react-router";

interface RandomItem {
  id: number;
  title: string;
}

/** How many of each list show before the rest is folded away (the lists are 100 long). */
const SHOWN_FIRST = 8;

function ItemLinks({ items, hrefOf }: { items: RandomItem[]; hrefOf: (id: number) => string }) {
  return (
    <ul className="divide-y divide-gray-100">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={hrefOf(item.id)} className="flex min-h-11 items-center text-[15px] text-gray-800">
            <span className="min-w-0 truncate">{item.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One of the 404 page's random lists: its first few titles, the rest behind 展开更多 (no script needed). */
export function SuggestionList({
  title,
  items,
  hrefOf,
}: {
  title: string;
  items: RandomItem[];
  hrefOf: (id: number) => string;
}) {
  if (items.length === 0) return null;
  const rest = items.slice(SHOWN_FIRST);
  return (
    <section aria-label={title} className="bg-white px-4 py-3">
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      <ItemLinks items={items.slice(0, SHOWN_FIRST)} hrefOf={hrefOf} />
      {rest.length > 0 ? (
        <details className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-center text-sm text-brand-700 group-open:hidden">
            展开更多（{rest.length}）
          </summary>
          <ItemLinks items={rest} hrefOf={hrefOf} />
        </details>
      ) : null}
    </section>
  );
}
