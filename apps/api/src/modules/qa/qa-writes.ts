import {
  type askQuestion,
  type ContractOutput,
  type editQuestion,
  type QaPostKind,
  type QaPostStatus,
  SENSITIVE_WORD_MESSAGE,
} from "@tousu/contracts";
import { schema, type Transaction } from "@tousu/db";
import {
  acceptAnswerRefusal,
  isHeldForNewAuthor,
  isWithinQaEditWindow,
  QA_ANSWER_MAX,
  QA_ANSWER_MESSAGE,
  QA_ANSWER_MIN,
  QA_EDIT_WINDOW_MESSAGE,
  QA_QUESTION_BODY_MAX,
  QA_QUESTION_BODY_MESSAGE,
  QA_QUESTION_BODY_MIN,
  QA_TITLE_MAX,
  QA_TITLE_MESSAGE,
  QA_TITLE_MIN,
} from "@tousu/domain";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { sanitizeComplaintText, textLength } from "../../complaint-core/sanitize-complaint-text";
import { badRequest, forbidden, notFound, overLimit } from "../../lib/app-error";
import { noticeAnswerAuthor, noticeNewAnswer } from "./qa-notices";
import { publicAnswer, publicQuestion } from "./qa-posts";
import { changePost, type LockedPost, lockPost } from "./qa-state";

const { qaQuestions, qaAnswers, qaAnswerLikes, qaCategories, brands } = schema;

type WriteDeps = Pick<AppDeps, "db" | "providers" | "sensitiveWords">;

/** Flood limits per member over questions and answers together; deleted posts still count. */
export const QA_POST_LIMITS = {
  perMinute: { max: 5, windowMs: 60_000, message: "发布过于频繁，请稍后再试" },
  perDay: { max: 30, windowMs: 24 * 60 * 60_000, message: "今日发布数量已达上限，请明天再来" },
} as const;
/** Advisory-lock namespace (see post-complaint-comment.ts for the others): one member's posts queue. */
const QA_USER_LOCK = 6;

/** Plain text within its limits, or 400 with the field's message. */
function cleanText(input: string, limits: { min: number; max: number; message: string }): string {
  const text = sanitizeComplaintText(input);
  if (text === null) throw badRequest("内容包含无法识别的格式，请以纯文字填写");
  const length = textLength(text);
  if (length < limits.min || length > limits.max) throw badRequest(limits.message);
  return text;
}

const cleanTitle = (input: string) =>
  cleanText(input, { min: QA_TITLE_MIN, max: QA_TITLE_MAX, message: QA_TITLE_MESSAGE }).replace(/\s+/g, " ");
const cleanQuestionBody = (input: string) =>
  cleanText(input, {
    min: QA_QUESTION_BODY_MIN,
    max: QA_QUESTION_BODY_MAX,
    message: QA_QUESTION_BODY_MESSAGE,
  });
const cleanAnswer = (input: string) =>
  cleanText(input, { min: QA_ANSWER_MIN, max: QA_ANSWER_MAX, message: QA_ANSWER_MESSAGE });

/** A block word refuses the post; a review word holds it for a moderator. */
async function wordVerdict(deps: Pick<AppDeps, "sensitiveWords">, text: string): Promise<"hold" | "pass"> {
  const hits = await deps.sensitiveWords.check(text);
  if (hits.block.length > 0) throw badRequest(SENSITIVE_WORD_MESSAGE, { words: hits.block });
  return hits.review.length > 0 ? "hold" : "pass";
}

/**
 * Inside the posting transaction: serialises one member's posts, applies the flood limits and
 * decides whether the new post is held (a review word, or the member has fewer published posts
 * than trust needs).
 */
async function admitPost(tx: Transaction, userId: number, verdict: "hold" | "pass", now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(${QA_USER_LOCK}, hashtext(${String(userId)}))`);
  for (const limit of Object.values(QA_POST_LIMITS)) {
    const since = new Date(now.getTime() - limit.windowMs);
    // One after the other: the transaction is one connection, which runs one query at a time.
    const [questions] = await tx
      .select({ value: count() })
      .from(qaQuestions)
      .where(and(eq(qaQuestions.userId, userId), gt(qaQuestions.createdAt, since)));
    const [answers] = await tx
      .select({ value: count() })
      .from(qaAnswers)
      .where(and(eq(qaAnswers.userId, userId), gt(qaAnswers.createdAt, since)));
    if ((questions?.value ?? 0) + (answers?.value ?? 0) >= limit.max)
      throw overLimit(limit.message, limit.windowMs / 1000);
  }
  if (verdict === "hold") return "pending" as const;
  const [published] = await tx
    .select({
      value:
        sql<number>`(select count(*) from ${qaQuestions} where ${qaQuestions.userId} = ${userId} and ${qaQuestions.status} = 'published')
        + (select count(*) from ${qaAnswers} where ${qaAnswers.userId} = ${userId} and ${qaAnswers.status} = 'published')`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`);
  return isHeldForNewAuthor(published?.value ?? 0) ? ("pending" as const) : ("published" as const);
}

export async function postQuestion(
  deps: WriteDeps,
  userId: number,
  body: ContractOutput<typeof askQuestion, "body">,
): Promise<{ id: number; now: Date }> {
  const title = cleanTitle(body.title);
  const content = cleanQuestionBody(body.content);
  const [category] = await deps.db
    .select({ id: qaCategories.id })
    .from(qaCategories)
    .where(eq(qaCategories.id, body.category_id));
  if (!category) throw badRequest("请选择问题分类");
  if (body.brand_id !== undefined) {
    const [brand] = await deps.db.select({ id: brands.id }).from(brands).where(eq(brands.id, body.brand_id));
    if (!brand) throw badRequest("品牌不存在");
  }
  const verdict = await wordVerdict(deps, `${title}\n${content}`);
  const now = deps.providers.now();
  const id = await deps.db.transaction(async (tx) => {
    const status = await admitPost(tx, userId, verdict, now);
    const [created] = await tx
      .insert(qaQuestions)
      .values({
        categoryId: category.id,
        brandId: body.brand_id ?? null,
        userId,
        title,
        content,
        status,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: qaQuestions.id });
    if (!created) throw new Error("question insert returned no row");
    return created.id;
  });
  return { id, now };
}

export async function postAnswerTo(
  deps: WriteDeps,
  userId: number,
  questionId: number,
  body: { content: string },
): Promise<{ id: number; now: Date }> {
  const content = cleanAnswer(body.content);
  const [question] = await deps.db
    .select({ id: qaQuestions.id })
    .from(qaQuestions)
    .where(and(eq(qaQuestions.id, questionId), publicQuestion));
  if (!question) throw badRequest("问题不存在或暂未公开，无法回答");
  const verdict = await wordVerdict(deps, content);
  const now = deps.providers.now();
  const id = await deps.db.transaction(async (tx) => {
    const status = await admitPost(tx, userId, verdict, now);
    const [created] = await tx
      .insert(qaAnswers)
      .values({ questionId, userId, content, status, createdAt: now, updatedAt: now })
      .returning({ id: qaAnswers.id });
    if (!created) throw new Error("answer insert returned no row");
    // The question's count holds published answers; a held one is counted when it is released.
    if (status === "published") {
      await tx
        .update(qaQuestions)
        .set({ answerCount: sql`${qaQuestions.answerCount} + 1`, updatedAt: now })
        .where(eq(qaQuestions.id, questionId));
      await noticeNewAnswer(tx, { questionId, userId }, now);
    }
    return created.id;
  });
  return { id, now };
}

const NOUN: Record<QaPostKind, string> = { question: "问题", answer: "回答" };

/** Locks the caller's own live post, or refuses: 404 when gone, 403 when someone else's. */
async function lockOwnPost(tx: Transaction, kind: QaPostKind, id: number, userId: number) {
  const post = await lockPost(tx, kind, id);
  if (!post || post.deleted) throw notFound(`${NOUN[kind]}不存在或已删除`);
  if (post.userId !== userId) throw forbidden(`只能操作自己的${NOUN[kind]}`);
  return post;
}

/**
 * Rewrites an own post within the edit window. The new text passes the same checks as a new post;
 * a review word sends a published post back to the queue, and staff's hiding stays as it was.
 */
async function editPost(
  deps: WriteDeps,
  post: { kind: QaPostKind; id: number; userId: number },
  text: string,
  write: (tx: Transaction, now: Date) => Promise<void>,
): Promise<Date> {
  const verdict = await wordVerdict(deps, text);
  const now = deps.providers.now();
  await deps.db.transaction(async (tx) => {
    const locked = await lockOwnPost(tx, post.kind, post.id, post.userId);
    if (!isWithinQaEditWindow(locked.createdAt, now)) throw badRequest(QA_EDIT_WINDOW_MESSAGE);
    await write(tx, now);
    const held: QaPostStatus | undefined =
      verdict === "hold" && locked.status === "published" ? "pending" : undefined;
    await changePost(tx, locked, held ? { status: held } : {}, now);
  });
  return now;
}

export async function editOwnQuestion(
  deps: WriteDeps,
  userId: number,
  questionId: number,
  body: ContractOutput<typeof editQuestion, "body">,
): Promise<Date> {
  const title = cleanTitle(body.title);
  const content = cleanQuestionBody(body.content);
  return editPost(deps, { kind: "question", id: questionId, userId }, `${title}\n${content}`, async (tx) => {
    await tx.update(qaQuestions).set({ title, content }).where(eq(qaQuestions.id, questionId));
  });
}

export async function editOwnAnswer(
  deps: WriteDeps,
  userId: number,
  answerId: number,
  body: { content: string },
): Promise<Date> {
  const content = cleanAnswer(body.content);
  return editPost(deps, { kind: "answer", id: answerId, userId }, content, async (tx) => {
    await tx.update(qaAnswers).set({ content }).where(eq(qaAnswers.id, answerId));
  });
}

/** Deletes an own post; an accepted answer stays, since the asker chose it as the solution. */
export async function deleteOwnPost(
  deps: Pick<AppDeps, "db" | "providers">,
  kind: QaPostKind,
  id: number,
  userId: number,
): Promise<{ id: number }> {
  const now = deps.providers.now();
  await deps.db.transaction(async (tx) => {
    const post = await lockOwnPost(tx, kind, id, userId);
    if (kind === "answer" && (await isAcceptedAnswer(tx, post))) throw badRequest("已被采纳的回答不能删除");
    await changePost(tx, post, { deleted: true }, now);
  });
  return { id };
}

async function isAcceptedAnswer(tx: Transaction, answer: LockedPost): Promise<boolean> {
  const [question] = await tx
    .select({ acceptedAnswerId: qaQuestions.acceptedAnswerId })
    .from(qaQuestions)
    .where(eq(qaQuestions.id, answer.questionId));
  return question?.acceptedAnswerId === answer.id;
}

/** The asker accepts one published answer of someone else, once; the question row lock serialises it. */
export async function acceptQaAnswer(
  deps: Pick<AppDeps, "db" | "providers">,
  answerId: number,
  userId: number,
): Promise<{ question_id: number; accepted_answer_id: number }> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [answer] = await tx
      .select({ questionId: qaAnswers.questionId, userId: qaAnswers.userId, status: qaAnswers.status })
      .from(qaAnswers)
      .where(and(eq(qaAnswers.id, answerId), isNull(qaAnswers.deletedAt)));
    if (!answer) throw notFound("回答不存在或已删除");
    const [question] = await tx
      .select({ userId: qaQuestions.userId, acceptedAnswerId: qaQuestions.acceptedAnswerId })
      .from(qaQuestions)
      .where(and(eq(qaQuestions.id, answer.questionId), publicQuestion))
      .for("update");
    if (!question) throw notFound("问题不存在或已删除");
    const refusal = acceptAnswerRefusal({
      callerId: userId,
      askerId: question.userId,
      answerAuthorId: answer.userId,
      alreadyAccepted: question.acceptedAnswerId !== null,
      answerPublished: answer.status === "published",
    });
    if (refusal) throw question.userId === userId ? badRequest(refusal) : forbidden(refusal);
    await tx
      .update(qaQuestions)
      .set({ acceptedAnswerId: answerId, updatedAt: now })
      .where(eq(qaQuestions.id, answer.questionId));
    await noticeAnswerAuthor(tx, answer, "accepted", now);
    return { question_id: answer.questionId, accepted_answer_id: answerId };
  });
}

/**
 * Likes a public answer, or takes the like back when the caller has liked it: the (answer, user)
 * key holds one like per person, and the answer's row lock keeps the count in step with it.
 */
export async function toggleAnswerLike(
  deps: Pick<AppDeps, "db" | "providers">,
  answerId: number,
  userId: number,
): Promise<{ like_count: number; liked: boolean }> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [answer] = await tx
      .select({ id: qaAnswers.id })
      .from(qaAnswers)
      .innerJoin(qaQuestions, eq(qaQuestions.id, qaAnswers.questionId))
      .where(and(eq(qaAnswers.id, answerId), publicAnswer, publicQuestion))
      .for("update", { of: qaAnswers });
    if (!answer) throw notFound("回答不存在或已删除");
    const inserted = await tx
      .insert(qaAnswerLikes)
      .values({ answerId, userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ answerId: qaAnswerLikes.answerId });
    const liked = inserted.length > 0;
    if (!liked) {
      await tx
        .delete(qaAnswerLikes)
        .where(and(eq(qaAnswerLikes.answerId, answerId), eq(qaAnswerLikes.userId, userId)));
    }
    const [updated] = await tx
      .update(qaAnswers)
      .set({ likeCount: sql`greatest(${qaAnswers.likeCount} + ${liked ? 1 : -1}, 0)` })
      .where(eq(qaAnswers.id, answerId))
      .returning({ likeCount: qaAnswers.likeCount });
    return { like_count: updated?.likeCount ?? 0, liked };
  });
}
