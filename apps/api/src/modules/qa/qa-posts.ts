import type { QaAnswer, QaQuestionDetail, QaQuestionSummary } from "@tousu/contracts";
import { type Database, type DatabaseOrTransaction, schema } from "@tousu/db";
import { holdsStaffRole, maskPersonalData, qaEditDeadline } from "@tousu/domain";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { toPlainExcerpt } from "../../complaint-core/complaint-summaries";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { staffRolesOf } from "../../lib/authorization";
import { publicNickname } from "../comments";

const { qaQuestions, qaAnswers, qaAnswerLikes, qaCategories, brands, lawyerProfiles, users } = schema;

/** What everyone may read: published and not deleted. */
export const publicQuestion = and(eq(qaQuestions.status, "published"), isNull(qaQuestions.deletedAt));
export const publicAnswer = and(eq(qaAnswers.status, "published"), isNull(qaAnswers.deletedAt));

/**
 * Who is reading: held, reported and hidden posts are shown to their author and to staff who
 * moderate, marked under review; to everyone else they do not exist.
 */
export interface QaViewer {
  id: number | null;
  isModerator: boolean;
}

export async function qaViewerOf(db: Database, userId: number | null): Promise<QaViewer> {
  if (userId === null) return { id: null, isModerator: false };
  return { id: userId, isModerator: holdsStaffRole(await staffRolesOf(db, userId), "moderator") };
}

/** The posts of one table `viewer` may read (deleted ones never). */
export function visibleTo(table: typeof qaQuestions | typeof qaAnswers, viewer: QaViewer): SQL | undefined {
  if (viewer.isModerator) return isNull(table.deletedAt);
  const published = and(eq(table.status, "published"), isNull(table.deletedAt));
  if (viewer.id === null) return published;
  return and(isNull(table.deletedAt), sql`(${table.status} = 'published' or ${table.userId} = ${viewer.id})`);
}

export const questionColumns = {
  id: qaQuestions.id,
  userId: qaQuestions.userId,
  title: qaQuestions.title,
  content: qaQuestions.content,
  status: qaQuestions.status,
  answerCount: qaQuestions.answerCount,
  acceptedAnswerId: qaQuestions.acceptedAnswerId,
  createdAt: qaQuestions.createdAt,
  updatedAt: qaQuestions.updatedAt,
  categoryId: qaCategories.id,
  categoryName: qaCategories.name,
  brandId: brands.id,
  brandName: brands.name,
  nickname: users.nickname,
  avatar: users.avatarUrl,
};

/** Questions joined with what their cards show; the caller adds where, order and paging. */
export function selectQuestions(db: DatabaseOrTransaction) {
  return db
    .select(questionColumns)
    .from(qaQuestions)
    .innerJoin(users, eq(users.id, qaQuestions.userId))
    .leftJoin(qaCategories, eq(qaCategories.id, qaQuestions.categoryId))
    .leftJoin(brands, eq(brands.id, qaQuestions.brandId));
}
type QuestionRow = Awaited<ReturnType<ReturnType<typeof selectQuestions>["where"]>>[number];

const visibleStatus = (status: string) => (status === "published" ? "published" : "under_review");

/**
 * A post's text as `viewerId` reads it: whole for its author, with personal data masked for everyone
 * else (docs/decisions/058), before any excerpt is cut.
 */
function shownText(text: string, authorId: number, viewerId: number | null): string {
  return authorId === viewerId ? text : maskPersonalData(text);
}

export function toQuestionSummary(
  row: QuestionRow,
  defaultAvatar: string,
  viewerId: number | null = null,
): QaQuestionSummary {
  return {
    id: row.id,
    title: shownText(row.title, row.userId, viewerId),
    excerpt: toPlainExcerpt(shownText(row.content, row.userId, viewerId)),
    category: row.categoryId === null ? null : { id: row.categoryId, name: row.categoryName ?? "" },
    brand: row.brandId === null ? null : { id: row.brandId, name: row.brandName ?? "" },
    asker: { nickname: publicNickname(row.nickname, row.userId), avatar: row.avatar || defaultAvatar },
    answer_count: row.answerCount,
    has_accepted_answer: row.acceptedAnswerId !== null,
    status: visibleStatus(row.status),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The author's edit deadline while it is still ahead, for the author only. */
function editableUntil(row: { userId: number; createdAt: Date }, viewerId: number | null, now: Date) {
  if (row.userId !== viewerId) return null;
  const deadline = qaEditDeadline(row.createdAt);
  return deadline > now ? deadline.toISOString() : null;
}

export function toQuestionDetail(
  row: QuestionRow,
  viewerId: number | null,
  now: Date,
  defaultAvatar: string,
): QaQuestionDetail {
  const isMine = row.userId === viewerId;
  return {
    ...toQuestionSummary(row, defaultAvatar, viewerId),
    content: shownText(row.content, row.userId, viewerId),
    accepted_answer_id: row.acceptedAnswerId,
    is_mine: isMine,
    editable_until: editableUntil(row, viewerId, now),
    can_accept: isMine && row.acceptedAnswerId === null && row.status === "published",
  };
}

function answerColumns(viewerId: number | null) {
  return {
    id: qaAnswers.id,
    questionId: qaAnswers.questionId,
    userId: qaAnswers.userId,
    content: qaAnswers.content,
    status: qaAnswers.status,
    likeCount: qaAnswers.likeCount,
    createdAt: qaAnswers.createdAt,
    updatedAt: qaAnswers.updatedAt,
    isAccepted: sql<boolean>`${qaQuestions.acceptedAnswerId} is not distinct from ${qaAnswers.id}`,
    nickname: users.nickname,
    avatar: users.avatarUrl,
    // A verified lawyer's answer links to their public profile; the profile's primary key is the user.
    isVerifiedLawyer: sql<boolean>`exists (select 1 from ${lawyerProfiles} where ${lawyerProfiles.userId} = ${qaAnswers.userId} and ${lawyerProfiles.status} = 'verified')`,
    liked:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${qaAnswerLikes} where ${qaAnswerLikes.answerId} = ${qaAnswers.id} and ${qaAnswerLikes.userId} = ${viewerId})`,
  };
}

/** Answers joined with their author and question; the caller adds where, order and paging. */
export function selectAnswers(db: DatabaseOrTransaction, viewerId: number | null) {
  return db
    .select({ ...answerColumns(viewerId), questionTitle: qaQuestions.title })
    .from(qaAnswers)
    .innerJoin(qaQuestions, eq(qaQuestions.id, qaAnswers.questionId))
    .innerJoin(users, eq(users.id, qaAnswers.userId));
}
type AnswerRow = Awaited<ReturnType<ReturnType<typeof selectAnswers>["where"]>>[number];

export function toAnswer(
  row: AnswerRow,
  viewerId: number | null,
  now: Date,
  defaultAvatar: string,
): QaAnswer {
  return {
    id: row.id,
    question_id: row.questionId,
    content: shownText(row.content, row.userId, viewerId),
    author: {
      nickname: publicNickname(row.nickname, row.userId),
      avatar: row.avatar || defaultAvatar,
      is_verified_lawyer: row.isVerifiedLawyer,
      lawyer_id: row.isVerifiedLawyer ? row.userId : null,
    },
    like_count: row.likeCount,
    liked: row.liked,
    is_accepted: row.isAccepted,
    is_mine: row.userId === viewerId,
    status: visibleStatus(row.status),
    editable_until: editableUntil(row, viewerId, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One answer as its author sees it right after writing it. */
export async function loadAnswerForAuthor(db: Database, answerId: number, viewerId: number, now: Date) {
  const [[row], defaults] = await Promise.all([
    selectAnswers(db, viewerId).where(eq(qaAnswers.id, answerId)),
    readImageDefaults(db),
  ]);
  if (!row) throw new Error(`answer ${answerId} vanished`);
  return toAnswer(row, viewerId, now, defaults.userAvatar);
}

/** One question as its author sees it right after writing it. */
export async function loadQuestionForAuthor(db: Database, questionId: number, viewerId: number, now: Date) {
  const [[row], defaults] = await Promise.all([
    selectQuestions(db).where(eq(qaQuestions.id, questionId)),
    readImageDefaults(db),
  ]);
  if (!row) throw new Error(`question ${questionId} vanished`);
  return toQuestionDetail(row, viewerId, now, defaults.userAvatar);
}

/** The author of a post everyone can read (an answer's question included), or null: what a reader may report. */
export async function findPublicPostAuthor(db: Database, kind: "question" | "answer", id: number) {
  if (kind === "question") {
    const [row] = await db
      .select({ userId: qaQuestions.userId })
      .from(qaQuestions)
      .where(and(eq(qaQuestions.id, id), publicQuestion));
    return row?.userId ?? null;
  }
  const [row] = await db
    .select({ userId: qaAnswers.userId })
    .from(qaAnswers)
    .innerJoin(qaQuestions, eq(qaQuestions.id, qaAnswers.questionId))
    .where(and(eq(qaAnswers.id, id), publicAnswer, publicQuestion));
  return row?.userId ?? null;
}
