import { acceptAnswer, getQaQuestion, postAnswer, type QaAnswer } from "@tousu/contracts";
import { formatDate, formatDateTime, parseEntityId, readTokenCookie } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { answerAnchor, qaPageData, scriptJson } from "@tousu/page-kit/qa-json-ld";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { data } from "react-router";
import { AnswerBox, type AnswerItem, AnswerList } from "../features/qa/question-answers";
import { attemptWrite } from "../lib/api-write.server";
import { nextPageHref } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { requireLogin } from "../lib/session.server";
import type { Route } from "./+types/qa-question";

export const handle = { title: "问答详情" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? h5PageMeta({
        title: loaderData.question.title,
        description: loaderData.question.excerpt,
        canonical: loaderData.canonical,
      })
    : [{ title: "页面不存在" }];

const NOT_FOUND = "问题不存在或已删除";
/** As many answers a page as the PC question page shows. */
const ANSWERS_PER_PAGE = 20;

function answerItem(answer: QaAnswer) {
  return {
    id: answer.id,
    anchor: answerAnchor(answer.id),
    content: answer.content,
    author: answer.author.nickname,
    lawyerId: answer.author.lawyer_id,
    likeCount: answer.like_count,
    isAccepted: answer.is_accepted,
    isUnderReview: answer.status === "under_review",
    createdAt: formatDate(answer.created_at),
  } satisfies AnswerItem;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseEntityId(params.id);
  if (id === null) throw data({ message: NOT_FOUND }, { status: 404 });
  const api = createServerApi(request, context);
  // The same read as the PC question page: the accepted answer first, then by likes, then by time.
  const { question, answers } = await loadOrThrow(() =>
    api.call(getQaQuestion, {
      params: { id },
      query: { page: readPageNumber(request), page_size: ANSWERS_PER_PAGE },
    }),
  );
  const canonical = `${context.publicConfig.siteOrigin}/qa/${question.id}`;
  return {
    canonical,
    // Search engines read the same QAPage data as on the PC page; none for a post under review.
    structuredData:
      question.status === "published"
        ? scriptJson(qaPageData({ question, answers: answers.list, pageUrl: canonical }))
        : null,
    isLoggedIn: readTokenCookie(request.headers.get("cookie")) !== null,
    question: {
      id: question.id,
      title: question.title,
      excerpt: question.excerpt,
      content: question.content,
      categoryName: question.category?.name ?? null,
      brandName: question.brand?.name ?? null,
      asker: question.asker.nickname,
      answerCount: question.answer_count,
      isPublished: question.status === "published",
      canAccept: question.can_accept,
      createdAt: formatDateTime(question.created_at),
    },
    answers: { items: answers.list.map(answerItem), nextHref: nextPageHref(request, answers) },
  };
}

/** The answer box and the asker's 采纳, through the API; a refusal comes back with what was typed. */
export async function action({ request, context, params }: Route.ActionArgs) {
  requireLogin(request);
  const id = parseEntityId(params.id);
  if (id === null) throw data({ message: NOT_FOUND }, { status: 404 });
  const form = await request.formData();
  const api = createServerApi(request, context);
  if (form.get("intent") === "accept") {
    const answerId = parseEntityId(String(form.get("answer_id") ?? "")) ?? 0;
    const { refusal } = await attemptWrite(request, () =>
      api.call(acceptAnswer, { params: { id: answerId }, body: {} }),
    );
    return { intent: "accept" as const, refusal, content: "", posted: null };
  }
  const content = String(form.get("content") ?? "");
  const { done, refusal } = await attemptWrite(request, () =>
    api.call(postAnswer, { params: { id }, body: { content } }),
  );
  return {
    intent: "answer" as const,
    refusal,
    // Kept for another try when refused; the box empties once the answer is stored.
    content: done ? "" : content,
    posted: done ? (done.status === "published" ? "回答已发布" : "回答已提交，审核通过后公开") : null,
  };
}

export default function QaQuestion({ loaderData, actionData }: Route.ComponentProps) {
  const { question, answers, structuredData, isLoggedIn } = loaderData;
  return (
    <article className="space-y-2 pb-3">
      <section className="bg-white px-4 py-4">
        <h2 className="text-lg font-semibold leading-snug break-words text-gray-900">{question.title}</h2>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
          {question.isPublished ? null : (
            <span className="rounded bg-gray-100 px-1.5 py-0.5 text-gray-700">审核中</span>
          )}
          <span>{question.asker}</span>
          <time>{question.createdAt}</time>
          {question.categoryName ? <span>{question.categoryName}</span> : null}
          {question.brandName ? <span>品牌：{question.brandName}</span> : null}
        </p>
        <p className="mt-3 whitespace-pre-line break-words text-[15px] text-gray-800">{question.content}</p>
      </section>

      <section aria-labelledby="answers-heading" className="bg-white py-3">
        <h3 id="answers-heading" className="px-4 font-semibold text-gray-900">
          {question.answerCount} 个回答
        </h3>
        <AnswerList
          answers={answers}
          canAccept={question.canAccept}
          refusal={actionData?.intent === "accept" ? actionData.refusal : null}
        />
      </section>

      {question.isPublished ? (
        <section aria-labelledby="answer-box-heading" className="bg-white px-4 py-4">
          <h3 id="answer-box-heading" className="font-semibold text-gray-900">
            我来回答
          </h3>
          <AnswerBox
            isLoggedIn={isLoggedIn}
            typed={actionData?.intent === "answer" ? actionData.content : ""}
            refusal={actionData?.intent === "answer" ? actionData.refusal : null}
            posted={actionData?.intent === "answer" ? actionData.posted : null}
          />
        </section>
      ) : null}
      {structuredData ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped (scriptJson), a data block the browser never runs.
          dangerouslySetInnerHTML={{ __html: structuredData }}
        />
      ) : null}
    </article>
  );
}
