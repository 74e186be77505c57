import type {
  ContractData,
  ContractOutput,
  getMyAnswers,
  getMyQuestions,
  getQaCategories,
  getQaList,
} from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { filterCategoryList, maskPersonalData } from "@tousu/domain";
import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { pageResult, pageWindow } from "../../lib/paging";
import { publicQuestion, selectAnswers, selectQuestions, toAnswer, toQuestionSummary } from "./qa-posts";

const { qaQuestions, qaAnswers, qaCategories } = schema;

/** The categories with their published questions, in their order, without unnamed or 其他 ones. */
export async function listQaCategories(db: Database): Promise<ContractData<typeof getQaCategories>> {
  const rows = await db
    .select({ id: qaCategories.id, name: qaCategories.name, question_count: count(qaQuestions.id) })
    .from(qaCategories)
    .leftJoin(qaQuestions, and(eq(qaQuestions.categoryId, qaCategories.id), publicQuestion))
    .groupBy(qaCategories.id)
    .orderBy(asc(qaCategories.sort), asc(qaCategories.id));
  return filterCategoryList(rows);
}

const SORT_ORDER = {
  newest: [desc(qaQuestions.createdAt), desc(qaQuestions.id)],
  unanswered: [desc(qaQuestions.createdAt), desc(qaQuestions.id)],
  // Most answered first; among equals, the one with the freshest activity.
  hot: [desc(qaQuestions.answerCount), desc(qaQuestions.updatedAt), desc(qaQuestions.id)],
} as const;

/** A numbered page of public questions, optionally of one category: newest, unanswered or hot. */
export async function loadQaListPage(
  db: Database,
  query: ContractOutput<typeof getQaList, "query">,
): Promise<ContractData<typeof getQaList>> {
  const where = and(
    publicQuestion,
    query.category_id === undefined ? undefined : eq(qaQuestions.categoryId, query.category_id),
    query.sort === "unanswered" ? eq(qaQuestions.answerCount, 0) : undefined,
  );
  const paging = pageWindow(query);
  const [rows, total, category, defaults] = await Promise.all([
    selectQuestions(db)
      .where(where)
      .orderBy(...SORT_ORDER[query.sort])
      .limit(paging.limit)
      .offset(paging.offset),
    db.$count(qaQuestions, where),
    query.category_id === undefined
      ? null
      : db
          .select({ id: qaCategories.id, name: qaCategories.name })
          .from(qaCategories)
          .where(eq(qaCategories.id, query.category_id))
          .then(([row]) => row ?? null),
    readImageDefaults(db),
  ]);
  return {
    ...pageResult(
      rows.map((row) => toQuestionSummary(row, defaults.userAvatar)),
      total,
      query,
    ),
    category,
  };
}

/** The caller's own questions, newest first, held ones included (marked under review). */
export async function listMyQuestions(
  db: Database,
  userId: number,
  query: ContractOutput<typeof getMyQuestions, "query">,
): Promise<ContractData<typeof getMyQuestions>> {
  const where = and(eq(qaQuestions.userId, userId), isNull(qaQuestions.deletedAt));
  const paging = pageWindow(query);
  const [rows, total, defaults] = await Promise.all([
    selectQuestions(db)
      .where(where)
      .orderBy(desc(qaQuestions.createdAt), desc(qaQuestions.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.$count(qaQuestions, where),
    readImageDefaults(db),
  ]);
  return {
    ...pageResult(
      rows.map((row) => toQuestionSummary(row, defaults.userAvatar, userId)),
      total,
      query,
    ),
  };
}

/** The caller's own answers, newest first, with the question each answers (if it still exists). */
export async function listMyAnswers(
  deps: Pick<AppDeps, "db" | "providers">,
  userId: number,
  query: ContractOutput<typeof getMyAnswers, "query">,
): Promise<ContractData<typeof getMyAnswers>> {
  const { db } = deps;
  const where = and(eq(qaAnswers.userId, userId), isNull(qaAnswers.deletedAt), isNull(qaQuestions.deletedAt));
  const now = deps.providers.now();
  const paging = pageWindow(query);
  const [rows, [totalRow], defaults] = await Promise.all([
    selectAnswers(db, userId)
      .where(where)
      .orderBy(desc(qaAnswers.createdAt), desc(qaAnswers.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ value: count() })
      .from(qaAnswers)
      .innerJoin(qaQuestions, eq(qaQuestions.id, qaAnswers.questionId))
      .where(where),
    readImageDefaults(db),
  ]);
  const list = rows.map((row) => ({
    ...toAnswer(row, userId, now, defaults.userAvatar),
    question: { id: row.questionId, title: maskPersonalData(row.questionTitle) },
  }));
  return pageResult(list, totalRow?.value ?? 0, query);
}
