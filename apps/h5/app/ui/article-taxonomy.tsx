import { Link } from "react-router";

export interface TaxonomyLink {
  id: number;
  name: string;
}

/** The article categories as a row of chips that scrolls sideways; the current one is marked. */
export function CategoryChips({ categories, currentId }: { categories: TaxonomyLink[]; currentId?: number }) {
  return (
    <nav aria-label="文章分类" className="bg-white">
      <ul className="flex gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:none]">
        <li className="shrink-0">
          <Link to="/article" className={chipClass(currentId === undefined)}>
            全部
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            <Link
              to={`/article/classify/${category.id}`}
              aria-current={category.id === currentId ? "page" : undefined}
              className={chipClass(category.id === currentId)}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function chipClass(isCurrent: boolean): string {
  return `flex min-h-11 items-center whitespace-nowrap rounded-full px-4 text-sm ${
    isCurrent ? "bg-brand-600 text-white" : "bg-gray-100 text-gray-700"
  }`;
}

/** The most used tags, each a link to its articles. */
export function HotTags({ tags, currentId }: { tags: TaxonomyLink[]; currentId?: number }) {
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="hot-tags-heading" className="bg-white px-4 py-3">
      <h2 id="hot-tags-heading" className="text-base font-semibold text-gray-900">
        热门标签
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.id}>
            <Link
              to={`/article/tags/${tag.id}`}
              aria-current={tag.id === currentId ? "page" : undefined}
              className={`flex min-h-11 items-center rounded-full border px-3 text-sm ${
                tag.id === currentId ? "border-brand-600 text-brand-700" : "border-gray-200 text-gray-700"
              }`}
            >
              #{tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
