import type { ContractData, ContractOutput, getQaQuestion } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { notFound } from "../../lib/app-error";
import { pageResult, pageWindow } from "../../lib/paging";
import {
  qaViewerOf,
  selectAnswers,
  selectQuestions,
  toAnswer,
  toQuestionDetail,
  visibleTo,
} from "./qa-posts";

const { qaQuestions, qaAnswers } = schema;

/**
 * A question with a page of its answers: the accepted one first, then the most liked, then the
 * earliest. Held posts are shown to their author and moderators only; anyone else gets 404.
 */
export async function loadQaQuestion(
  deps: Pick<AppDeps, "db" | "providers">,
  questionId: number,
  query: ContractOutput<typeof getQaQuestion, "query">,
  userId: number | null,
): Promise<ContractData<typeof getQaQuestion>> {
  const { db } = deps;
  const viewer = await qaViewerOf(db, userId);
  const now = deps.providers.now();
  const [[question], defaults] = await Promise.all([
    selectQuestions(db).where(and(eq(qaQuestions.id, questionId), visibleTo(qaQuestions, viewer))),
    readImageDefaults(db),
  ]);
  if (!question) throw notFound("问题不存在或已删除");

  const where = and(eq(qaAnswers.questionId, questionId), visibleTo(qaAnswers, viewer));
  const paging = pageWindow(query);
  const [rows, [totalRow]] = await Promise.all([
    selectAnswers(db, viewer.id)
      .where(where)
      .orderBy(
        desc(sql`${qaAnswers.id} is not distinct from ${qaQuestions.acceptedAnswerId}`),
        desc(qaAnswers.likeCount),
        asc(qaAnswers.createdAt),
        asc(qaAnswers.id),
      )
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(qaAnswers).where(where),
  ]);
  return {
    question: toQuestionDetail(question, viewer.id, now, defaults.userAvatar),
    answers: {
      ...pageResult(
        rows.map((row) => toAnswer(row, viewer.id, now, defaults.userAvatar)),
        totalRow?.value ?? 0,
        query,
      ),
    },
  };
}
