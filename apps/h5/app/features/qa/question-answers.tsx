import { Form, Link, useLocation, useNavigation } from "react-router";
import { loginPath } from "../../lib/login-paths";
import { FormRefusal } from "../../ui/form-refusal";
import { InfiniteList, type ListPage } from "../../ui/infinite-list";
import { SubmitButton } from "../../ui/submit-button";

/** An answer as the question page shows it; the loader picks these out of the API's answer. */
export interface AnswerItem {
  id: number;
  /** The element id the QAPage data's answer `url` points at. */
  anchor: string;
  content: string;
  author: string;
  /** The verified lawyer's profile; null for everyone else. */
  lawyerId: number | null;
  likeCount: number;
  isAccepted: boolean;
  isUnderReview: boolean;
  createdAt: string;
}

type Refusal = { error: string } | null;

function answersOf(data: { answers: ListPage<AnswerItem> }) {
  return data.answers;
}

/** The answers, the accepted one first (the API's order), each with 采纳 while the asker may still accept. */
export function AnswerList({
  answers,
  canAccept,
  refusal,
}: {
  answers: ListPage<AnswerItem>;
  canAccept: boolean;
  refusal: Refusal;
}) {
  if (answers.items.length === 0) {
    return <p className="px-4 py-6 text-center text-sm text-gray-700">还没有回答，来帮帮提问者吧</p>;
  }
  return (
    <>
      <div className="px-4">
        <FormRefusal refusal={refusal} />
      </div>
      <InfiniteList
        first={answers}
        pageOf={answersOf}
        itemKey={(answer) => answer.id}
        label="回答列表"
        renderItem={(answer) => <AnswerRow answer={answer} canAccept={canAccept} />}
      />
    </>
  );
}

function AnswerRow({ answer, canAccept }: { answer: AnswerItem; canAccept: boolean }) {
  return (
    <article
      id={answer.anchor}
      aria-label={`${answer.author}的回答`}
      className={`border-t border-gray-100 px-4 py-3 ${answer.isAccepted ? "bg-emerald-50" : ""}`}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium text-gray-900">{answer.author}</span>
        {answer.lawyerId !== null ? (
          <Link
            to={`/law/lawyer/${answer.lawyerId}`}
            aria-label={`认证律师${answer.author}的主页`}
            className="rounded bg-sky-50 px-1.5 text-xs leading-5 text-sky-800"
          >
            认证律师
          </Link>
        ) : null}
        {answer.isAccepted ? (
          <span className="rounded bg-emerald-100 px-1.5 text-xs leading-5 font-medium text-emerald-800">
            提问者采纳
          </span>
        ) : null}
        {answer.isUnderReview ? (
          <span className="rounded bg-gray-100 px-1.5 text-xs leading-5 text-gray-700">审核中</span>
        ) : null}
      </p>
      <p className="mt-1.5 whitespace-pre-line break-words text-[15px] text-gray-800">{answer.content}</p>
      <div className="mt-1 flex items-center gap-3 text-xs text-gray-600">
        <time>{answer.createdAt}</time>
        {answer.likeCount > 0 ? <span>{answer.likeCount} 个赞</span> : null}
        {canAccept && !answer.isUnderReview ? (
          <Form method="post" className="ml-auto">
            <input type="hidden" name="intent" value="accept" />
            <input type="hidden" name="answer_id" value={answer.id} />
            <button
              type="submit"
              aria-label={`采纳${answer.author}的回答`}
              className="inline-flex min-h-11 items-center rounded-full border border-emerald-600 px-4 text-sm text-emerald-800"
            >
              采纳
            </button>
          </Form>
        ) : null}
      </div>
    </article>
  );
}

/** The answer box; a visitor gets the way to log in, which returns here. */
export function AnswerBox({
  isLoggedIn,
  typed,
  refusal,
  posted,
}: {
  isLoggedIn: boolean;
  /** What was typed before a refusal, kept; empty once stored. */
  typed: string;
  refusal: Refusal;
  posted: string | null;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const isSending = navigation.state === "submitting" && navigation.formData?.get("intent") === "answer";
  if (!isLoggedIn) {
    return (
      <Link
        to={loginPath(location.pathname + location.search)}
        className="mt-3 flex min-h-11 items-center rounded-lg border border-gray-300 px-3 text-sm text-gray-700"
      >
        登录后回答这个问题
      </Link>
    );
  }
  return (
    // Keyed by the answer stored, so the box starts empty again after one is posted.
    <Form method="post" key={posted ?? "draft"} className="mt-3 space-y-3">
      <input type="hidden" name="intent" value="answer" />
      <label className="sr-only" htmlFor="answer-content">
        回答内容
      </label>
      <textarea
        id="answer-content"
        name="content"
        rows={5}
        defaultValue={typed}
        placeholder="分享你的经验或法律依据，理性发言，友善交流"
        aria-describedby="answer-refusal"
        className="block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-base text-gray-900 focus:border-brand-600 focus:outline-none"
      />
      <FormRefusal id="answer-refusal" refusal={refusal} />
      {posted ? (
        <p role="status" className="text-sm text-emerald-800">
          {posted}
        </p>
      ) : null}
      <SubmitButton pending={isSending} pendingLabel="正在提交…">
        提交回答
      </SubmitButton>
    </Form>
  );
}
