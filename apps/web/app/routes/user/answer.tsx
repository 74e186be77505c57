import { getMyAnswers, getMyQuestions } from "@tousu/contracts";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { MyAnswerList } from "../../features/qa/my-answer-list";
import { QuestionCard } from "../../features/qa/question-card";
import { GroupTabs } from "../../features/user-centre/group-tabs";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { Card } from "../../ui/card";
import { Pager } from "../../ui/pager";
import type { Route } from "./+types/answer";

export const handle: RouteHandle = { name: "user-answer" };

export const meta: Route.MetaFunction = () => pageMeta("我的回答");

const TABS = [
  { key: "answers", label: "我的回答" },
  { key: "questions", label: "我的提问" },
] as const;
type Tab = (typeof TABS)[number]["key"];
const PAGE_SIZE = 10;

function tabOf(request: Request): Tab {
  const tab = new URL(request.url).searchParams.get("tab");
  return TABS.find(({ key }) => key === tab)?.key ?? "answers";
}

export function loader(args: Route.LoaderArgs) {
  const tab = tabOf(args.request);
  const page = readPageNumber(args.request);
  // The tab not shown is asked for its count only.
  return loadUserPage(handle, args, async (api) => {
    const [answers, questions] = await Promise.all([
      api.call(getMyAnswers, {
        query: { page: tab === "answers" ? page : 1, page_size: tab === "answers" ? PAGE_SIZE : 1 },
      }),
      api.call(getMyQuestions, {
        query: { page: tab === "questions" ? page : 1, page_size: tab === "questions" ? PAGE_SIZE : 1 },
      }),
    ]);
    return { tab, answers, questions };
  });
}

export default function MyAnswersPage({ loaderData }: Route.ComponentProps) {
  const { tab, answers, questions } = loaderData;
  const shown = tab === "answers" ? answers : questions;
  return (
    <Card title="我的问答" more={{ to: "/qa", label: "去问答" }}>
      <GroupTabs
        label="问答分组"
        param="tab"
        current={tab}
        tabs={TABS.map(({ key, label }) => ({
          key,
          label,
          count: key === "answers" ? answers.total : questions.total,
        }))}
      />
      {tab === "answers" ? (
        <MyAnswerList answers={answers.list} />
      ) : questions.list.length > 0 ? (
        <div className="divide-y divide-gray-100">
          {questions.list.map((question) => (
            <QuestionCard key={question.id} question={question} />
          ))}
        </div>
      ) : (
        <p className="px-5 py-12 text-center text-sm text-gray-600">你还没有提过问题</p>
      )}
      <Pager page={shown.page} pageSize={shown.page_size} total={shown.total} />
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
