import { parseEntityId } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { QA_SORT_TABS, readQaSort } from "@tousu/page-kit/qa-sort-tabs";
import { loadQaList } from "../../../features/qa/load-qa-lists.server";
import { QaListPage } from "../../../features/qa/qa-list-page";
import { GroupTabs } from "../../../features/user-centre/group-tabs";

import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/list";

export const handle: RouteHandle = { name: "qa-list-id" };

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded?.list.category
    ? pageMeta(
        `${loaded.list.category.name} - 消费维权问答`,
        `“${loaded.list.category.name}”分类下的消费维权问题与回答。`,
      )
    : pageMeta("问题分类");

const NOT_FOUND = "问题分类不存在";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const sort = readQaSort(request);
  return loadOrThrow(async () => {
    const categoryId = parseEntityId(params.id);
    if (categoryId === null) return api.pageNotFound(NOT_FOUND);
    const loaded = await loadQaList(api, { sort, page: readPageNumber(request), categoryId });
    if (loaded.list.category === null) return api.pageNotFound(NOT_FOUND);
    return { sort, ...loaded };
  });
}

export default function QaCategoryPage({ loaderData }: Route.ComponentProps) {
  const { sort, list, categories } = loaderData;
  return (
    <QaListPage
      heading={list.category?.name ?? ""}
      intro="这个分类下的消费维权问题与回答。"
      tabs={<GroupTabs label="问题排序" param="sort" current={sort} tabs={QA_SORT_TABS} />}
      page={list}
      categories={categories}
      currentCategoryId={list.category?.id}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
