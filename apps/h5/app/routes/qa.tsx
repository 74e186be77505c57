import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { loadQuestionList } from "../features/qa/load-question-list.server";
import { QuestionListView } from "../features/qa/question-list-view";
import { askQuestionPath } from "../lib/h5-paths";
import { h5PageMeta } from "../lib/page-meta";
import type { Route } from "./+types/qa";

export const handle = { title: "维权问答" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "消费维权问答",
    description: "消费纠纷怎么办？在这里提问，听听有经验的消费者和律师怎么说。",
    canonical: `${loaderData?.siteOrigin ?? ""}/qa`,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const list = await loadOrThrow(() => loadQuestionList(request, api));
  return { siteOrigin: context.publicConfig.siteOrigin, ...list };
}

export default function QaHome({ loaderData }: Route.ComponentProps) {
  return <QuestionListView data={loaderData} askPath={askQuestionPath()} />;
}
