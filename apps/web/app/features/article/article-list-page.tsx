import type { ArticleCategory, ArticleSummary, ArticleTag } from "@tousu/contracts";
import { formatCount } from "@tousu/domain";
import { PagedList } from "../../ui/paged-list";
import { ArticleCard } from "./article-card";
import { ArticleCategoryNav, HotTagList } from "./article-taxonomy";

interface ArticleListPageProps {
  heading: string;
  intro: string;
  page: { list: ArticleSummary[]; total: number; page: number; page_size: number };
  categories: ArticleCategory[];
  hotTags: ArticleTag[];
  currentCategoryId?: number;
  currentTagId?: number;
}

/** A category's or a tag's articles, numbered pages, and the other categories and tags beside them. */
export function ArticleListPage({
  heading,
  intro,
  page,
  categories,
  hotTags,
  currentCategoryId,
  currentTagId,
}: ArticleListPageProps) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <section
        aria-labelledby="article-list-heading"
        className="min-w-0 rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
      >
        <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-gray-100 px-5 py-4">
          <h1 id="article-list-heading" className="text-xl font-semibold text-gray-900">
            {heading}
          </h1>
          <p className="text-sm text-gray-600">共 {formatCount(page.total)} 篇</p>
          <p className="w-full text-sm text-gray-600">{intro}</p>
        </header>
        <PagedList
          page={page}
          emptyText="这一页没有文章"
          renderItem={(article) => <ArticleCard key={article.id} article={article} />}
        />
      </section>
      <aside className="space-y-6">
        <ArticleCategoryNav categories={categories} currentId={currentCategoryId} />
        <HotTagList tags={hotTags} currentId={currentTagId} />
      </aside>
    </div>
  );
}
