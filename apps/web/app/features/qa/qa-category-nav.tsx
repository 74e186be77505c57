import type { QaCategory } from "@tousu/contracts";
import { Link } from "react-router";
import { Card } from "../../ui/card";
import { cx } from "../../ui/cx";

/** The question categories as links, the current one marked; 全部问题 leads back to /qa. */
export function QaCategoryNav({ categories, currentId }: { categories: QaCategory[]; currentId?: number }) {
  const items: { id?: number; name: string; to: string }[] = [
    { name: "全部问题", to: "/qa" },
    ...categories.map((category) => ({
      id: category.id,
      name: category.name,
      to: `/qa/list/${category.id}`,
    })),
  ];
  return (
    <Card title="问题分类">
      <ul className="flex flex-wrap gap-2 px-5 py-4">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={item.id === currentId ? "page" : undefined}
              className={cx(
                "block rounded-full border px-3 py-1 text-sm",
                item.id === currentId
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-gray-200 text-gray-700 hover:border-brand-600 hover:text-brand-700",
              )}
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
