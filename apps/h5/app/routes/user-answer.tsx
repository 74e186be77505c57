import { getMyAnswers, getMyQuestions } from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { Link } from "react-router";
import { listPage } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { loadUserPage } from "../lib/session.server";
import { InfiniteList } from "../ui/infinite-list";
import { TabLinks } from "../ui/tab-links";
import type { Route } from "./+types/user-answer";

export const handle = { title: "我的问答" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "我的问答",
    description: "我的回答与提问。",
    canonical: `${loaderData?.siteOrigin ?? ""}/user/answer`,
  });

const TABS = [
  { key: "answers", label: "我的回答" },
  { key: "questions", label: "我的提问" },
] as const;
type Tab = (typeof TABS)[number]["key"];
const PAGE_SIZE = 10;

/** One line of either list: the question it concerns, what was written, and its state. */
interface QaItem {
  id: number;
  questionId: number;
  title: string;
  text: string;
  note: string;
  createdAt: string;
}

export function loader(args: Route.LoaderArgs) {
  const tabParam = new URL(args.request.url).searchParams.get("tab");
  const tab: Tab = TABS.find(({ key }) => key === tabParam)?.key ?? "answers";
  const page = readPageNumber(args.request);
  // The tab not shown is asked for its count only.
  return loadUserPage(args, async (api) => {
    const [answers, questions] = await Promise.all([
      api.call(getMyAnswers, {
        query: { page: tab === "answers" ? page : 1, page_size: tab === "answers" ? PAGE_SIZE : 1 },
      }),
      api.call(getMyQuestions, {
        query: { page: tab === "questions" ? page : 1, page_size: tab === "questions" ? PAGE_SIZE : 1 },
      }),
    ]);
    const items =
      tab === "answers"
        ? listPage(
            args.request,
            answers,
            (answer): QaItem => ({
              id: answer.id,
              questionId: answer.question.id,
              title: answer.question.title,
              text: answer.content,
              note: answer.is_accepted ? "已采纳" : `${answer.like_count}人觉得有用`,
              createdAt: formatDate(answer.created_at),
            }),
          )
        : listPage(
            args.request,
            questions,
            (question): QaItem => ({
              id: question.id,
              questionId: question.id,
              title: question.title,
              text: question.excerpt,
              note: `${question.answer_count}个回答`,
              createdAt: formatDate(question.created_at),
            }),
          );
    return {
      siteOrigin: args.context.publicConfig.siteOrigin,
      tab,
      totals: { answers: answers.total, questions: questions.total },
      items,
    };
  });
}

/** The list in this route's loader data, as a fetcher of the next page answers it too. */
const itemsOf = (data: unknown) => (data as Route.ComponentProps["loaderData"]).items;

export default function MyAnswers({ loaderData }: Route.ComponentProps) {
  const { tab, totals } = loaderData;
  return (
    <div className="pb-4">
      <TabLinks
        label="问答分组"
        current={tab}
        tabs={TABS.map(({ key, label }) => ({
          key,
          label,
          href: key === "answers" ? "/user/answer" : `/user/answer?tab=${key}`,
          count: totals[key],
        }))}
      />
      <InfiniteList
        first={loaderData.items}
        pageOf={itemsOf}
        itemKey={(item) => item.id}
        className="mt-3 space-y-2"
        // The Q&A pages are the PC site's until the H5 site draws them: a full load.
        renderItem={(item) => (
          <Link
            to={`/qa/${item.questionId}`}
            reloadDocument
            className="block bg-white px-4 py-3 active:bg-gray-50"
          >
            <p className="line-clamp-2 break-words font-medium text-gray-900">{item.title}</p>
            <p className="mt-1 line-clamp-3 break-words text-sm text-gray-700">{item.text}</p>
            <p className="mt-2 flex gap-3 text-xs text-gray-600">
              <span>{item.note}</span>
              <time className="ml-auto">{item.createdAt}</time>
            </p>
          </Link>
        )}
        empty={
          <p className="mt-3 bg-white px-4 py-16 text-center text-sm text-gray-600">
            {tab === "answers" ? "你还没有回答过问题" : "你还没有提过问题"}
          </p>
        }
      />
    </div>
  );
}
