import { SEARCH_KEY_MAX } from "@tousu/contracts";
import { Form } from "react-router";
import { buttonClass } from "../../ui/button";

/** Searches articles on the search page's article tab. */
export function ArticleSearchBox() {
  return (
    <Form method="get" action="/search" role="search" className="flex gap-2">
      <input type="hidden" name="tab" value="article" />
      <label htmlFor="article-search" className="sr-only">
        搜索文章
      </label>
      <input
        id="article-search"
        name="key"
        type="search"
        required
        maxLength={SEARCH_KEY_MAX}
        placeholder="搜索维权知识、消费提示"
        className="min-w-0 flex-1 rounded border border-gray-300 px-3 py-2 text-sm focus:border-brand-600"
      />
      <button type="submit" className={buttonClass({ variant: "primary", size: "md" })}>
        搜索
      </button>
    </Form>
  );
}
