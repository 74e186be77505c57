import type { QaAnswer, QaQuestionDetail } from "@tousu/contracts";
import { formatCount } from "@tousu/domain";
import { useId } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useAppStore } from "../../lib/app-store";
import { useViewer } from "../../shared/session/viewer";
import { PagedList } from "../../ui/paged-list";
import { AnswerComposer } from "./answer-composer";
import { AnswerRow } from "./answer-row";
import type { QaCalls } from "./qa-calls";
import { QuestionView } from "./question-view";
import { useQaCalls } from "./use-qa-calls";

interface QuestionThreadProps {
  question: QaQuestionDetail;
  /** One page of answers, accepted first, then by likes, then by time (the API's order). */
  answers: { list: QaAnswer[]; total: number; page: number; page_size: number };
}

/**
 * A question with its answers and the answer box. After every change the page's data is loaded again,
 * so order, counts and what the viewer may still do come from the server, never guessed here.
 */
export function QuestionThread({ question, answers }: QuestionThreadProps) {
  const headingId = useId();
  const loadCalls = useQaCalls();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const viewer = useViewer();
  const openLogin = useAppStore((state) => state.openLogin);

  /** Runs a write and reloads the page's data when it went through; answers whether it did. */
  async function change(write: (calls: QaCalls) => Promise<unknown>): Promise<boolean> {
    const done = (await write(await loadCalls())) !== null;
    if (done) await revalidator.revalidate();
    return done;
  }

  return (
    <div className="space-y-6">
      <article
        aria-label="问题"
        className="min-w-0 rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
      >
        <QuestionView
          question={question}
          onEdit={(body) => change((calls) => calls.editQuestion(question.id, body))}
          onDelete={async () => {
            // Not reloaded: the page of a deleted question is a 404.
            if ((await (await loadCalls()).deleteQuestion(question.id)) !== null) await navigate("/qa");
          }}
        />
      </article>
      <section
        aria-labelledby={headingId}
        className="rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
      >
        <h2
          id={headingId}
          className="flex items-center gap-2 border-b border-gray-100 px-5 py-3.5 text-base font-semibold text-gray-900"
        >
          <span aria-hidden="true" className="h-4 w-1 rounded-full bg-brand-600" />
          {formatCount(question.answer_count)} 个回答
        </h2>
        <PagedList
          page={answers}
          emptyText="还没有回答，来帮帮提问者吧"
          renderItem={(answer) => (
            <AnswerRow
              key={answer.id}
              answer={answer}
              canAccept={question.can_accept}
              onLike={async (target) => {
                if (viewer) await change((calls) => calls.like(target.id));
                else openLogin("login");
              }}
              onAccept={async (target) => {
                await change((calls) => calls.accept(target.id));
              }}
              onEdit={(target, content) => change((calls) => calls.editAnswer(target.id, content))}
              onDelete={async (target) => {
                await change((calls) => calls.deleteAnswer(target.id));
              }}
            />
          )}
        />
        {question.status === "published" ? (
          <div className="border-t border-gray-100 px-5 py-4">
            <AnswerComposer
              questionId={question.id}
              onPosted={async () => {
                await revalidator.revalidate();
              }}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
