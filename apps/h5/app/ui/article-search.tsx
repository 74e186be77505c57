import { Form } from "react-router";

/**
 * Searches articles on the search page's article tab, as the PC page does. A full load: the search
 * page is the server's to answer (resolveH5Address) until the H5 site draws it.
 */
export function ArticleSearch({ maxLength }: { maxLength: number }) {
  return (
    <Form
      method="get"
      action="/search"
      reloadDocument
      role="search"
      className="flex gap-2 bg-white px-4 py-3"
    >
      <input type="hidden" name="tab" value="article" />
      <label htmlFor="article-search" className="sr-only">
        搜索文章
      </label>
      <input
        id="article-search"
        name="key"
        type="search"
        required
        maxLength={maxLength}
        placeholder="搜索维权知识、消费提示"
        className="min-h-11 min-w-0 flex-1 rounded-full bg-gray-100 px-4 text-base outline-none focus:ring-2 focus:ring-brand-600"
      />
      <button type="submit" className="min-h-11 shrink-0 rounded-full bg-brand-600 px-5 text-white">
        搜索
      </button>
    </Form>
  );
}
