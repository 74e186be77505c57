import { QA_TRUSTED_AFTER_PUBLISHED } from "@tousu/domain";
import { sql } from "drizzle-orm";
import * as schema from "../schema";
import type { BrandRef } from "./brand-ref";
import { MAJOR_CITIES } from "./content/major-cities";
import {
  QA_CATEGORIES,
  QA_OTHER_CATEGORY_QUESTIONS,
  QA_QUESTIONS_PER_CATEGORY,
  type QaThread,
} from "./content/qa";
import type { SeedDatabase } from "./insert-rows";
import {
  DAY_MS,
  HOUR_MS,
  type Population,
  pickConsumerBefore,
  pickConsumersBefore,
  userIdOf,
} from "./population";
import { createRng, fillTemplate, type Rng } from "./random";
import type { WriteTracker } from "./write-tracker";

const HISTORY_DAYS = 400;
/** A share of questions nobody has answered yet, for the 待回答 list. */
const UNANSWERED_SHARE = 0.1;
const ACCEPTED_SHARE = 0.45;
/** Held answers waiting in the console's Q&A queue: what a spam wave leaves behind. */
const HELD_SPAM = ["加微信领取返现红包，私聊返现。", "代写投诉包成功，有偿删帖请加vx。"] as const;
const HELD_SPAM_COUNT = 12;
/** The demo members' own posts: enough published ones that what they post next is not held. */
const DEMO_POSTS_EACH = QA_TRUSTED_AFTER_PUBLISHED;

type QuestionRow = typeof schema.qaQuestions.$inferInsert;
type AnswerRow = typeof schema.qaAnswers.$inferInsert;
type LikeRow = typeof schema.qaAnswerLikes.$inferInsert;

function slotsFor(rng: Rng, brand: BrandRef | null) {
  return {
    brand: brand?.name ?? "",
    amount: String(rng.pick([199, 299, 368, 499, 688, 899, 1280, 1999, 2680, 3600, 5800])),
    days: String(rng.int(3, 20)),
    city: rng.pick(MAJOR_CITIES).replace(/市$/, ""),
  };
}

/**
 * Categories, questions about the seed's invented brands, their answers (some accepted), likes, a
 * few unanswered questions and a few held spam answers. The demo consumers have published posts.
 */
export async function seedQa(
  db: SeedDatabase,
  tracker: WriteTracker,
  seed: number,
  nowMs: number,
  population: Population,
  brands: readonly BrandRef[],
  /** The demo consumers, and the lawyers whose answers carry the 认证律师 mark. */
  demoMembers: { consumerIds: readonly number[]; lawyerIds: readonly number[] },
): Promise<void> {
  await tracker.write(
    schema.qaCategories,
    QA_CATEGORIES.map((category, index) => ({ id: index + 1, name: category.name, sort: index })),
  );
  const questions: QuestionRow[] = [];
  const answers: AnswerRow[] = [];
  const likes: LikeRow[] = [];
  const accepted: { question: number; answer: number }[] = [];

  /** What each question was asked from, so a lawyer's answer can be written for it. */
  const asked = new Map<number, { thread: QaThread; slots: Record<string, string> }>();

  QA_CATEGORIES.forEach((category, c) => {
    const sectorBrands = brands.filter((brand) => category.sectors.includes(brand.sector));
    const perCategory = category.name === "其他" ? QA_OTHER_CATEGORY_QUESTIONS : QA_QUESTIONS_PER_CATEGORY;
    for (let i = 0; i < perCategory; i++) {
      const questionId = questions.length + 1;
      const rng = createRng(seed, "qa-question", questionId);
      const askedMs = nowMs - (0.02 + rng.next()) * HISTORY_DAYS * DAY_MS * (1 - i / (perCategory * 2));
      const thread = category.threads[i % category.threads.length];
      if (!thread) throw new Error(`Q&A category ${category.name} has no questions`);
      const mentionsBrand = thread.title.includes("{brand}") || thread.body.includes("{brand}");
      const brand = mentionsBrand ? rng.pick(sectorBrands) : null;
      const slots = slotsFor(rng, brand);
      asked.set(questionId, { thread, slots });
      const askerId = userIdOf(pickConsumerBefore(population, rng, askedMs));
      // Each answer is one of the thread's own, none twice, starting where this asking's turn falls.
      const answerTotal = rng.chance(UNANSWERED_SHARE) ? 0 : rng.int(1, thread.answers.length);
      const firstAnswer = rng.int(0, thread.answers.length - 1);
      const authors = pickConsumersBefore(population, rng, nowMs, answerTotal + 1)
        .map(userIdOf)
        .filter((id) => id !== askerId)
        .slice(0, answerTotal);
      let lastActivityMs = askedMs;
      const ownAnswers: number[] = [];
      authors.forEach((authorId, k) => {
        const answerId = answers.length + 1;
        const answeredMs = askedMs + (k + rng.next()) * ((nowMs - askedMs) / (authors.length + 1));
        lastActivityMs = Math.max(lastActivityMs, answeredMs);
        const likers = pickConsumersBefore(
          population,
          rng,
          nowMs,
          rng.weighted([
            [0, 30],
            [rng.int(1, 4), 45],
            [rng.int(5, 15), 25],
          ] as const),
        );
        answers.push({
          id: answerId,
          questionId,
          userId: authorId,
          content: fillTemplate(thread.answers[(firstAnswer + k) % thread.answers.length] ?? "", slots),
          likeCount: likers.length,
          createdAt: new Date(answeredMs),
          updatedAt: new Date(answeredMs),
        });
        for (const liker of likers)
          likes.push({
            answerId,
            userId: userIdOf(liker),
            createdAt: new Date(nowMs - rng.int(1, 72) * HOUR_MS),
          });
        ownAnswers.push(answerId);
      });
      if (ownAnswers.length > 0 && rng.chance(ACCEPTED_SHARE)) {
        accepted.push({ question: questionId, answer: rng.pick(ownAnswers) });
      }
      questions.push({
        id: questionId,
        categoryId: c + 1,
        brandId: brand?.id ?? null,
        userId: askerId,
        title: fillTemplate(thread.title, slots),
        content: fillTemplate(thread.body, slots),
        answerCount: ownAnswers.length,
        createdAt: new Date(askedMs),
        updatedAt: new Date(lastActivityMs),
      });
    }
  });

  giveDemoMembersPosts(questions, answers, demoMembers, (questionId) => {
    const question = asked.get(questionId);
    if (!question) throw new Error(`question ${questionId} was not asked`);
    return fillTemplate(question.thread.lawyerAnswer, question.slots);
  });
  addHeldSpam(seed, nowMs, population, questions, answers);

  await tracker.write(schema.qaQuestions, questions);
  await tracker.write(schema.qaAnswers, answers);
  await tracker.write(schema.qaAnswerLikes, likes);
  // A question names its accepted answer, which names the question: set once both exist.
  await db.execute(sql`
    update qa_questions q set accepted_answer_id = chosen.answer
    from jsonb_to_recordset(${JSON.stringify(accepted)}::jsonb) as chosen(question bigint, answer bigint)
    where q.id = chosen.question`);
}

/**
 * The demo members (consumers and lawyers) answer the first questions of other askers, so they post
 * unheld from the start and the lawyer site's 我的问答 has answers to list. A lawyer's answer is
 * rewritten as the lawyer's own (`lawyerAnswerFor`), never a consumer's words.
 */
function giveDemoMembersPosts(
  questions: QuestionRow[],
  answers: AnswerRow[],
  demoMembers: { consumerIds: readonly number[]; lawyerIds: readonly number[] },
  lawyerAnswerFor: (questionId: number) => string,
) {
  const lawyers = new Set(demoMembers.lawyerIds);
  const lawyerAnswersGiven = new Set<string>();
  let next = 0;
  for (const demoId of [...demoMembers.consumerIds, ...demoMembers.lawyerIds]) {
    for (let given = 0; given < DEMO_POSTS_EACH; next++) {
      const answer = answers[next];
      if (!answer) return;
      const questionId = answer.questionId ?? 0;
      const asker = questions[questionId - 1]?.userId;
      const alreadyAnswering = answers.some(
        (other) => other.questionId === answer.questionId && other.userId === demoId,
      );
      if (asker === demoId || alreadyAnswering) continue;
      if (lawyers.has(demoId)) {
        // Two lawyers on one question, or on two askings of one thread, would say the same words.
        const content = lawyerAnswerFor(questionId);
        if (lawyerAnswersGiven.has(content)) continue;
        lawyerAnswersGiven.add(content);
        answer.content = content;
      }
      answer.userId = demoId;
      given++;
    }
  }
}

function addHeldSpam(
  seed: number,
  nowMs: number,
  population: Population,
  questions: QuestionRow[],
  answers: AnswerRow[],
) {
  const rng = createRng(seed, "qa-held-spam");
  const newest = [...questions].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
  for (let k = 0; k < HELD_SPAM_COUNT; k++) {
    const question = newest[k % 4];
    if (!question?.id) continue;
    const atMs = nowMs - rng.int(1, 120) * 60_000;
    answers.push({
      id: answers.length + 1,
      questionId: question.id,
      userId: userIdOf(pickConsumerBefore(population, rng, nowMs)),
      content: HELD_SPAM[k % HELD_SPAM.length] ?? "",
      status: "pending",
      createdAt: new Date(atMs),
      updatedAt: new Date(atMs),
    });
  }
}
