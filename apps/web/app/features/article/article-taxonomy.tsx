import type { ArticleCategory, ArticleTag } from "@tousu/contracts";
import { Link } from "react-router";
import { Card } from "../../ui/card";
import { cx } from "../../ui/cx";

const chipClass = "rounded-full border px-3 py-1 text-sm";

/** The categories as links, the current one marked. */
export function ArticleCategoryNav({
  categories,
  currentId,
}: {
  categories: ArticleCategory[];
  currentId?: number;
}) {
  return (
    <Card title="文章分类" level={2}>
      <ul className="flex flex-wrap gap-2 px-5 py-4">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/article/classify/${category.id}`}
              aria-current={category.id === currentId ? "page" : undefined}
              className={cx(
                chipClass,
                "block",
                category.id === currentId
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-gray-200 text-gray-700 hover:border-brand-600 hover:text-brand-700",
              )}
            >
              {category.name}
              <span className="sr-only">（{category.article_count} 篇）</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function HotTagList({ tags, currentId }: { tags: ArticleTag[]; currentId?: number }) {
  return (
    <Card title="热门标签" level={2}>
      <ul className="flex flex-wrap gap-2 px-5 py-4">
        {tags.map((tag) => (
          <li key={tag.id}>
            <Link
              to={`/article/tags/${tag.id}`}
              aria-current={tag.id === currentId ? "page" : undefined}
              className={cx(
                chipClass,
                "block",
                tag.id === currentId
                  ? "border-brand-600 text-brand-700"
                  : "border-gray-200 text-gray-600 hover:border-brand-600 hover:text-brand-700",
              )}
            >
              #{tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
