import type {
  ContractData,
  ContractOutput,
  listQaQueue,
  moderateQaPosts,
  QaModerationAction,
  QaPostKind,
  QaPostStatus,
} from "@tousu/contracts";
import { type Database, schema, type Transaction } from "@tousu/db";
import { anonymousNickname, QA_REPORTS_TO_HIDE } from "@tousu/domain";
import { and, count, countDistinct, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { AppDeps } from "../../app-deps";
import { toPlainExcerpt } from "../../complaint-core/complaint-summaries";
import { closeOpenReports } from "../../lib/content-reports";
import { pageResult, pageWindow } from "../../lib/paging";
import { recordStaffAction } from "../../lib/staff-actions";
import { noticeAnswerAuthor, noticeNewAnswer, noticeQuestionApproved } from "./qa-notices";
import { changePost, type LockedPost, lockPost } from "./qa-state";

const { qaQuestions, qaAnswers, contentReports, users } = schema;

const QUEUE_STATUSES: Record<ContractOutput<typeof listQaQueue, "query">["status"], QaPostStatus[]> = {
  review: ["pending", "reported"],
  pending: ["pending"],
  reported: ["reported"],
  hidden: ["hidden"],
  published: ["published"],
};

/**
 * Distinct readers with an open report on each row of `table`. Spelled out with qualified names:
 * drizzle leaves columns unqualified in a one-table select, where `id` would mean the report's.
 */
function openReportsOf(kind: QaPostKind) {
  const table = sql.identifier(kind === "question" ? "qa_questions" : "qa_answers");
  return sql<number>`(select count(distinct report.reporter_id) from ${contentReports} as report
    where report.target_type = ${kind} and report.target_id = ${table}.id and report.status = 'pending')`.mapWith(
    Number,
  );
}

const containsText = (column: AnyPgColumn, keyword: string) =>
  sql`strpos(lower(${column}), lower(${keyword})) > 0`;

/**
 * The console's Q&A queue: questions and answers of the chosen status, newest first so a wave
 * that is arriving now is on top, with their open reports counted.
 */
export async function listQaQueueItems(
  db: Database,
  query: ContractOutput<typeof listQaQueue, "query">,
): Promise<ContractData<typeof listQaQueue>> {
  const statuses = QUEUE_STATUSES[query.status];
  const { keyword, author_id: authorId } = query;
  const questionWhere = and(
    inArray(qaQuestions.status, statuses),
    isNull(qaQuestions.deletedAt),
    authorId === undefined ? undefined : eq(qaQuestions.userId, authorId),
    keyword
      ? sql`(${containsText(qaQuestions.title, keyword)} or ${containsText(qaQuestions.content, keyword)})`
      : undefined,
  );
  const answerWhere = and(
    inArray(qaAnswers.status, statuses),
    isNull(qaAnswers.deletedAt),
    authorId === undefined ? undefined : eq(qaAnswers.userId, authorId),
    keyword ? containsText(qaAnswers.content, keyword) : undefined,
  );
  const wantQuestions = query.kind !== "answer";
  const wantAnswers = query.kind !== "question";

  const questionRows = db
    .select({
      kind: sql<QaPostKind>`'question'`.as("kind"),
      id: qaQuestions.id,
      questionId: sql<number>`${qaQuestions.id}`.mapWith(Number).as("question_id"),
      questionTitle: sql<string>`${qaQuestions.title}`.as("question_title"),
      content: qaQuestions.content,
      status: qaQuestions.status,
      userId: qaQuestions.userId,
      createdAt: qaQuestions.createdAt,
      openReports: openReportsOf("question").as("open_reports"),
    })
    .from(qaQuestions)
    .where(questionWhere);
  const answerRows = db
    .select({
      kind: sql<QaPostKind>`'answer'`.as("kind"),
      id: qaAnswers.id,
      questionId: sql<number>`${qaAnswers.questionId}`.mapWith(Number).as("question_id"),
      questionTitle: sql<string>`${qaQuestions.title}`.as("question_title"),
      content: qaAnswers.content,
      status: qaAnswers.status,
      userId: qaAnswers.userId,
      createdAt: qaAnswers.createdAt,
      openReports: openReportsOf("answer").as("open_reports"),
    })
    .from(qaAnswers)
    .innerJoin(qaQuestions, eq(qaQuestions.id, qaAnswers.questionId))
    .where(answerWhere);
  const union =
    wantQuestions && wantAnswers
      ? questionRows.unionAll(answerRows)
      : wantQuestions
        ? questionRows
        : answerRows;
  const paging = pageWindow(query);
  const [rows, questionTotal, answerTotal] = await Promise.all([
    union.orderBy(sql`created_at desc`, sql`id desc`).limit(paging.limit).offset(paging.offset),
    wantQuestions ? db.$count(qaQuestions, questionWhere) : 0,
    wantAnswers
      ? db
          .select({ value: count() })
          .from(qaAnswers)
          .where(answerWhere)
          .then(([row]) => row?.value ?? 0)
      : 0,
  ]);
  const nicknames = await nicknamesOf(
    db,
    rows.map((row) => row.userId),
  );
  const list = rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    question: { id: row.questionId, title: row.questionTitle },
    excerpt: toPlainExcerpt(row.content),
    status: row.status,
    author: { id: row.userId, nickname: nicknames.get(row.userId) ?? anonymousNickname(row.userId) },
    open_report_count: row.openReports,
    created_at: row.createdAt.toISOString(),
  }));
  return pageResult(list, questionTotal + answerTotal, query);
}

async function nicknamesOf(db: Database, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.filter((row) => row.nickname.trim()).map((row) => [row.id, row.nickname]));
}

/** What each action does to a post: the status it moves to (or deletion), from which states. */
const MOVES: Record<
  QaModerationAction,
  { applies: (post: { status: QaPostStatus }) => boolean; next: { status?: QaPostStatus; deleted?: true } }
> = {
  hide: { applies: (post) => post.status !== "hidden", next: { status: "hidden" } },
  restore: { applies: (post) => post.status !== "published", next: { status: "published" } },
  delete: { applies: () => true, next: { deleted: true } },
};

/**
 * Hides, restores (releases) or deletes many posts in one transaction: each post that changes gets
 * its own staff log entry, and the open reports of those posts are closed with the outcome
 * (upheld by hiding or deleting, dismissed by restoring). Posts already in that state, deleted
 * or unknown are counted as unchanged.
 */
export async function moderatePosts(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  body: ContractOutput<typeof moderateQaPosts, "body">,
): Promise<ContractData<typeof moderateQaPosts>> {
  const now = deps.providers.now();
  const move = MOVES[body.action];
  // Answers before questions, each in id order: the order every other write takes its row locks in.
  const ordered = [...new Map(body.items.map((item) => [`${item.kind}:${item.id}`, item])).values()].sort(
    (a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === "answer" ? -1 : 1),
  );
  const changed = await deps.db.transaction(async (tx) => {
    // Every post is locked before anything changes: changing an answer writes its question's row
    // too, and a member editing one of these answers holds it while writing that same row.
    const posts: LockedPost[] = [];
    for (const item of ordered) {
      const post = await lockPost(tx, item.kind, item.id);
      if (post && !post.deleted && move.applies(post)) posts.push(post);
    }
    for (const post of posts) {
      await changePost(tx, post, move.next, now);
      if (body.action === "restore" && post.status === "pending") await noticeReleased(tx, post, now);
      const status = body.action === "restore" ? "refused" : "approved";
      await closeOpenReports(tx, { type: post.kind, id: post.id }, { status, staffId, now });
      await recordStaffAction(tx, {
        staffId,
        action: `${post.kind}.${body.action}`,
        targetType: post.kind,
        targetId: post.id,
        detail: { reason: body.reason, from: post.status, question_id: post.questionId },
        now,
      });
    }
    return posts.length;
  });
  return { changed, unchanged: body.items.length - changed };
}

/** A held post a moderator released is its author's news, and a released answer the asker's too. */
async function noticeReleased(tx: Transaction, post: LockedPost, now: Date): Promise<void> {
  if (post.kind === "question") return noticeQuestionApproved(tx, post.id, now);
  await noticeAnswerAuthor(tx, post, "approved", now);
  await noticeNewAnswer(tx, post, now);
}

/**
 * After a reader reports a post: once distinct readers hold enough open reports on a published
 * post, it is taken down (reported) until a moderator restores or hides it.
 */
export async function hideWhenReportedEnough(
  deps: Pick<AppDeps, "db" | "providers">,
  kind: QaPostKind,
  id: number,
): Promise<void> {
  const now = deps.providers.now();
  await deps.db.transaction(async (tx) => {
    const post = await lockPost(tx, kind, id);
    if (!post || post.deleted || post.status !== "published") return;
    const [reports] = await tx
      .select({ reporters: countDistinct(contentReports.reporterId) })
      .from(contentReports)
      .where(
        and(
          eq(contentReports.targetType, kind),
          eq(contentReports.targetId, id),
          eq(contentReports.status, "pending"),
        ),
      );
    if ((reports?.reporters ?? 0) >= QA_REPORTS_TO_HIDE)
      await changePost(tx, post, { status: "reported" }, now);
  });
}
