import { parseEntityId } from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { data } from "react-router";
import { loadQuestionList } from "../features/qa/load-question-list.server";
import { QuestionListView } from "../features/qa/question-list-view";
import { askQuestionPath } from "../lib/h5-paths";
import { h5PageMeta } from "../lib/page-meta";
import type { Route } from "./+types/qa-list";

export const handle = { title: "问题分类" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.category
    ? h5PageMeta({
        title: `${loaderData.category.name} - 消费维权问答`,
        description: `“${loaderData.category.name}”分类下的消费维权问题与回答。`,
        canonical: `${loaderData.siteOrigin}/qa/list/${loaderData.category.id}`,
      })
    : [{ title: "页面不存在" }];

const NOT_FOUND = "问题分类不存在";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const categoryId = parseEntityId(params.id);
  if (categoryId === null) throw data({ message: NOT_FOUND }, { status: 404 });
  const api = createServerApi(request, context);
  const list = await loadOrThrow(() => loadQuestionList(request, api, categoryId));
  if (list.category === null) throw data({ message: NOT_FOUND }, { status: 404 });
  return { siteOrigin: context.publicConfig.siteOrigin, ...list };
}

export default function QaCategory({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  return (
    <>
      <h2 className="px-4 pt-3 text-base font-semibold text-gray-900">{category?.name}</h2>
      <QuestionListView data={loaderData} askPath={askQuestionPath(category?.id)} />
    </>
  );
}
