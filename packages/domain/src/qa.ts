// Questions and answers (问答): the limits the form and the server share, and the rules of editing,
// accepting and holding posts (docs/decisions/038).

export const QA_TITLE_MIN = 5;
export const QA_TITLE_MAX = 50;
export const QA_QUESTION_BODY_MIN = 10;
export const QA_QUESTION_BODY_MAX = 2000;
export const QA_ANSWER_MIN = 5;
export const QA_ANSWER_MAX = 2000;

export const QA_TITLE_MESSAGE = `问题标题需为${QA_TITLE_MIN}-${QA_TITLE_MAX}个字`;
export const QA_QUESTION_BODY_MESSAGE = `问题描述需为${QA_QUESTION_BODY_MIN}-${QA_QUESTION_BODY_MAX}个字`;
export const QA_ANSWER_MESSAGE = `回答内容需为${QA_ANSWER_MIN}-${QA_ANSWER_MAX}个字`;

/** An author may correct a question or answer for this long after posting it. */
export const QA_EDIT_WINDOW_MS = 15 * 60_000;
export const QA_EDIT_WINDOW_MESSAGE = "发布超过15分钟后不能再修改";

/** A member's posts are held for review until this many of them have been published. */
export const QA_TRUSTED_AFTER_PUBLISHED = 3;

/** Distinct readers' open reports that take a post down until a moderator reviews it. */
export const QA_REPORTS_TO_HIDE = 3;

/** How many posts one bulk moderation request may name. */
export const QA_BULK_MAX = 500;

/** Whether an author's edit at `now` falls inside the window after `createdAt`. */
export function isWithinQaEditWindow(createdAt: Date, now: Date): boolean {
  const elapsed = now.getTime() - createdAt.getTime();
  return elapsed >= 0 && elapsed <= QA_EDIT_WINDOW_MS;
}

/** When an author's edit window closes. */
export function qaEditDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + QA_EDIT_WINDOW_MS);
}

/** Whether a new post by an author with `publishedCount` published posts waits for a moderator. */
export function isHeldForNewAuthor(publishedCount: number): boolean {
  return publishedCount < QA_TRUSTED_AFTER_PUBLISHED;
}

/**
 * Why the caller may not accept this answer, or null when they may: only the asker, once per
 * question, never their own answer, and only an answer others can read.
 */
export function acceptAnswerRefusal(accept: {
  callerId: number;
  askerId: number;
  answerAuthorId: number;
  alreadyAccepted: boolean;
  answerPublished: boolean;
}): string | null {
  if (accept.callerId !== accept.askerId) return "只有提问者可以采纳回答";
  if (accept.alreadyAccepted) return "该问题已采纳过回答";
  if (accept.answerAuthorId === accept.callerId) return "不能采纳自己的回答";
  if (!accept.answerPublished) return "该回答正在审核中，暂不能采纳";
  return null;
}
