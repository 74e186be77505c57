import { getMyAnswers } from "@tousu/contracts";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { Link } from "react-router";
import { MyAnswerList } from "../../features/qa/my-answer-list";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { Container } from "../../ui/container";
import { Pager } from "../../ui/pager";
import type { Route } from "./+types/answers";

export const handle: RouteHandle = { name: "lawyer-site-user-answers" };

export const meta: Route.MetaFunction = () => pageMeta("我的问答");

const PAGE_SIZE = 10;

/** The lawyer's answers in the Q&A, newest first, a page at a time (the author's own index). */
export function loader(args: Route.LoaderArgs) {
  return loadUserPage(handle, args, (api) =>
    api.call(getMyAnswers, { query: { page: readPageNumber(args.request), page_size: PAGE_SIZE } }),
  );
}

export default function AnswersPage({ loaderData }: Route.ComponentProps) {
  const answers = loaderData;
  return (
    <Container className="max-w-3xl py-8">
      <div className="rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <div className="flex flex-wrap items-baseline justify-between gap-2 px-5 pt-6 pb-2">
          <h1 className="text-2xl font-semibold text-gray-900">我的问答</h1>
          <Link to="/qa" className="text-sm text-brand-700 hover:underline">
            去问答回答问题
          </Link>
        </div>
        <p className="px-5 pb-4 text-sm text-gray-600">
          共{answers.total}条回答。核验通过后，您的回答带有“认证律师”标记，并链接到您的律师主页。
        </p>
        <div className="border-t border-gray-100">
          <MyAnswerList answers={answers.list} />
        </div>
        <Pager page={answers.page} pageSize={answers.page_size} total={answers.total} />
      </div>
    </Container>
  );
}
