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
import type { Route } from "./+types/index";

export const handle: RouteHandle = { name: "qa" };

export const meta: Route.MetaFunction = () =>
  pageMeta("消费维权问答", "消费纠纷怎么办？在这里提问，听听有经验的消费者和律师怎么说。");

export function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const sort = readQaSort(request);
  return loadOrThrow(async () => ({
    sort,
    ...(await loadQaList(api, { sort, page: readPageNumber(request) })),
  }));
}

export default function QaHomePage({ loaderData }: Route.ComponentProps) {
  const { sort, list, categories } = loaderData;
  return (
    <QaListPage
      heading="消费维权问答"
      intro="遇到消费纠纷不知道怎么办？提个问题，听听有经验的消费者和律师怎么说。"
      tabs={<GroupTabs label="问题排序" param="sort" current={sort} tabs={QA_SORT_TABS} />}
      page={list}
      categories={categories}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
