import { schema, type Transaction } from "@tousu/db";
import { and, eq, isNull } from "drizzle-orm";
import { createPushMessage } from "../../lib/push-messages";
import { publicNickname } from "../comments";

const { pushMessages, qaQuestions, users } = schema;

/**
 * What a member hears of their questions and answers: in-site platform messages linking the
 * question's page, written in the transaction of the step they report.
 */
const QA_NOTICES = {
  questionApproved: {
    title: "您的问题已通过审核",
    content: (question: string) => `您的问题「${question}」已公开，其他人现在可以看到并回答了。`,
  },
  newAnswer: {
    title: "您的问题有新回答",
    content: (question: string, answerer: string) => `「${question}」有了新回答，最新一条来自${answerer}。`,
  },
  answerApproved: {
    title: "您的回答已通过审核",
    content: (question: string) => `您对「${question}」的回答已公开。`,
  },
  answerAccepted: {
    title: "您的回答被采纳了",
    content: (question: string) => `提问者采纳了您对「${question}」的回答。`,
  },
} as const;

const questionPage = (questionId: number) => `/qa/${questionId}`;

async function questionOf(tx: Transaction, questionId: number) {
  const [question] = await tx
    .select({ userId: qaQuestions.userId, title: qaQuestions.title })
    .from(qaQuestions)
    .where(eq(qaQuestions.id, questionId));
  if (!question) throw new Error(`question ${questionId} vanished`);
  return question;
}

/** A held question a moderator released: its asker may now expect answers. */
export async function noticeQuestionApproved(tx: Transaction, questionId: number, now: Date): Promise<void> {
  const question = await questionOf(tx, questionId);
  await createPushMessage(tx, {
    userId: question.userId,
    kind: "platform",
    title: QA_NOTICES.questionApproved.title,
    content: QA_NOTICES.questionApproved.content(question.title),
    link: questionPage(questionId),
    now,
  });
}

/**
 * An answer became public (posted unheld, or released by a moderator): the asker hears of it unless
 * they wrote it. Coalesced like a conversation's notices (decision 053): while the asker has an unread
 * notice of new answers to this question, it moves up and names the latest answerer instead of
 * another one being added.
 */
export async function noticeNewAnswer(
  tx: Transaction,
  answer: { questionId: number; userId: number },
  now: Date,
): Promise<void> {
  const question = await questionOf(tx, answer.questionId);
  if (question.userId === answer.userId) return;
  const [author] = await tx
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.id, answer.userId));
  const { title } = QA_NOTICES.newAnswer;
  const content = QA_NOTICES.newAnswer.content(
    question.title,
    publicNickname(author?.nickname ?? null, answer.userId),
  );
  const link = questionPage(answer.questionId);
  const bumped = await tx
    .update(pushMessages)
    .set({ content, createdAt: now })
    .where(
      and(
        eq(pushMessages.userId, question.userId),
        eq(pushMessages.link, link),
        eq(pushMessages.title, title),
        isNull(pushMessages.readAt),
      ),
    )
    .returning({ id: pushMessages.id });
  if (bumped.length > 0) return;
  await createPushMessage(tx, { userId: question.userId, kind: "platform", title, content, link, now });
}

/**
 * An answer's author hears of what happened to it: a moderator released it (`approved`; the asker
 * hears through `noticeNewAnswer`), or the asker accepted it (`accepted`).
 */
export async function noticeAnswerAuthor(
  tx: Transaction,
  answer: { questionId: number; userId: number },
  event: "approved" | "accepted",
  now: Date,
): Promise<void> {
  const question = await questionOf(tx, answer.questionId);
  const notice = event === "approved" ? QA_NOTICES.answerApproved : QA_NOTICES.answerAccepted;
  await createPushMessage(tx, {
    userId: answer.userId,
    kind: "platform",
    title: notice.title,
    content: notice.content(question.title),
    link: questionPage(answer.questionId),
    now,
  });
}
