import { getQaCategories, getQaQuestion } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { QaCategoryNav } from "../../../features/qa/qa-category-nav";
import { QaPageJsonLd } from "../../../features/qa/qa-page-json-ld";
import { QuestionThread } from "../../../features/qa/question-thread";

import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/detail";

export const handle: RouteHandle = { name: "qa-id" };

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded ? pageMeta(loaded.question.title, loaded.question.excerpt) : pageMeta("问答");

const NOT_FOUND = "问题不存在或已删除";
const ANSWERS_PER_PAGE = 20;

export function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    const id = parseEntityId(params.id);
    if (id === null) return api.pageNotFound(NOT_FOUND);
    const [{ question, answers }, categories] = await Promise.all([
      api.call(getQaQuestion, {
        params: { id },
        query: { page: readPageNumber(request), page_size: ANSWERS_PER_PAGE },
      }),
      api.call(getQaCategories, {}),
    ]);
    const url = new URL(request.url);
    return { question, answers, categories, pageUrl: `${url.origin}/qa/${question.id}` };
  });
}

export default function QuestionPage({ loaderData }: Route.ComponentProps) {
  const { question, answers, categories, pageUrl } = loaderData;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="min-w-0">
        <QuestionThread question={question} answers={answers} />
      </div>
      <aside className="space-y-6">
        <QaCategoryNav categories={categories} currentId={question.category?.id} />
      </aside>
      <QaPageJsonLd question={question} answers={answers.list} pageUrl={pageUrl} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
