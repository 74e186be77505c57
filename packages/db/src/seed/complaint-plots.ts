import { MAX_APPEALS, REJECT_REASONS, type ReplyOutcome, replyOutcomeNeedsAmount } from "@tousu/domain";
import type { ComplaintStory, StoryRating } from "./complaint-story";
import {
  ACCEPT_MESSAGES,
  APPLICATION_APPROVALS,
  APPLICATION_REFUSALS,
  COMPANY_APPLICATIONS,
  COMPANY_QUESTIONS,
  COMPLETION_NOTES,
  CONSUMER_ANSWERS,
  CUSTOM_BRAND_REJECT_NOTE,
  DECLINED_REPLIES,
  HOLDING_REPLIES,
  INFO_REQUESTS,
  INFO_SUPPLIES,
  RATING_CONTENTS,
  REJECT_NOTES,
  RESUBMIT_NOTES,
  USER_APPEALS,
  WITHDRAW_NOTES,
} from "./content/complaint-flow";
import type { Rng } from "./random";

/** What the company would answer if it resolved the complaint, derived from the consumer's main demand. */
export interface Plot {
  resolvingReply: string;
  resolvingOutcome: ReplyOutcome;
  /** The amount of a refund or compensation. */
  amount: number;
  positiveTags: readonly string[];
  negativeTags: readonly string[];
}

export function resolvingOutcomeOf(mainAppeal: string, money: number): ReplyOutcome {
  if (money > 0 && mainAppeal === "退款") return "refund";
  if (money > 0 && mainAppeal === "赔偿") return "compensation";
  return "remedy";
}

export function compensationAmount(outcome: ReplyOutcome, money: number): number {
  return outcome === "compensation" ? Math.max(20, Math.round(money * 0.3)) : money;
}

const reviewHours = (rng: Rng) => 0.3 + rng.next() * 18;

/** Writes the company's answer: mostly what the consumer asked for, sometimes an explanation or a refusal. */
export function companyReplies(story: ComplaintStory, rng: Rng, plot: Plot, outcome?: ReplyOutcome): void {
  const chosen =
    outcome ??
    rng.weighted<ReplyOutcome>([
      [plot.resolvingOutcome, 60],
      ["explanation", 28],
      ["declined", 12],
    ]);
  const text =
    chosen === "explanation"
      ? rng.pick(HOLDING_REPLIES)
      : chosen === "declined"
        ? rng.pick(DECLINED_REPLIES)
        : plot.resolvingReply;
  story.reply(text, chosen, replyOutcomeNeedsAmount(chosen) ? plot.amount : null);
}

export function consumerRating(rng: Rng, plot: Plot): StoryRating {
  const satisfaction = rng.weighted([
    [5, 45],
    [4, 30],
    [3, 13],
    [2, 7],
    [1, 5],
  ] as const);
  const near = (score: number) => Math.min(5, Math.max(1, score + rng.int(-1, 1)));
  const tagPool = satisfaction >= 4 ? plot.positiveTags : satisfaction <= 2 ? plot.negativeTags : [];
  return {
    attitude: near(satisfaction),
    speed: near(satisfaction),
    satisfaction,
    tags: rng.sample(tagPool, rng.int(1, 2)),
    content: satisfaction >= 3 ? rng.pick(RATING_CONTENTS) : "处理结果不满意，只是不想再拖下去了。",
  };
}

export function completeAndRate(story: ComplaintStory, rng: Rng, plot: Plot, rates: boolean): void {
  story.take("complete", "completed", "user", story.cast.userId, rng.pick(COMPLETION_NOTES));
  if (rates && story.wait(0.05 + rng.next() * 3)) story.rate(consumerRating(rng, plot));
}

/** A typical complaint, from review to wherever it stands now; the shares are tuned to look like a busy platform. */
export function playTypicalStory(story: ComplaintStory, rng: Rng, plot: Plot, isCustomBrand: boolean): void {
  const { userId, moderatorId } = story.cast;
  if (!story.wait(reviewHours(rng))) return;
  if (isCustomBrand) {
    story.reject("other", CUSTOM_BRAND_REJECT_NOTE);
    return;
  }
  const review = rng.weighted([
    ["approve", 88],
    ["needs_info", 5],
    ["reject", 6],
    ["withdraw", 1],
  ] as const);
  if (review === "withdraw") {
    story.withdraw(rng.pick(WITHDRAW_NOTES));
    return;
  }
  if (review === "needs_info") {
    story.take("request_info", "info_requested", "platform", moderatorId, rng.pick(INFO_REQUESTS));
    if (!rng.chance(0.85) || !story.wait(2 + rng.next() * 70)) return;
    story.take("supply_info", "info_supplied", "user", userId, rng.pick(INFO_SUPPLIES), { images: [] });
    if (!story.wait(reviewHours(rng))) return;
  }
  if (review === "reject") {
    const reasonCode = rng.pick(REJECT_REASONS);
    story.reject(reasonCode, REJECT_NOTES[reasonCode]);
    if (!rng.chance(0.35) || !story.wait(4 + rng.next() * 92)) return;
    story.take("resubmit", "resubmitted", "user", userId, rng.pick(RESUBMIT_NOTES));
    if (!story.wait(reviewHours(rng))) return;
  }
  story.approve();
  playCompanyStory(story, rng, plot);
}

function playCompanyStory(story: ComplaintStory, rng: Rng, plot: Plot): void {
  const { userId, companyId } = story.cast;
  // Enterprises without portal accounts answer less often.
  const mood = rng.weighted(
    companyId === null
      ? ([
          ["prompt", 76],
          ["late", 12],
          ["silent", 12],
        ] as const)
      : ([
          ["prompt", 88],
          ["late", 8],
          ["silent", 4],
        ] as const),
  );
  if (mood === "silent") {
    if (rng.chance(0.1) && story.wait(24 + rng.next() * 600)) story.withdraw(rng.pick(WITHDRAW_NOTES));
    return;
  }
  // Late: past the 7-day first-response deadline, so the 超时 flag comes first.
  const firstResponseHours = mood === "late" ? 180 + rng.next() * 200 : 2 + rng.next() ** 2 * 150;
  if (!story.wait(firstResponseHours)) return;
  const first = rng.weighted([
    ["accept", 55],
    ["reply", 35],
    ["question", 10],
  ] as const);
  if (first === "question") {
    story.take(
      "company_request_info",
      "company_info_requested",
      "company",
      companyId,
      rng.pick(COMPANY_QUESTIONS),
    );
    if (!rng.chance(0.9) || !story.wait(3 + rng.next() * 69)) return;
    story.take("supply_info", "info_supplied", "user", userId, rng.pick(CONSUMER_ANSWERS), { images: [] });
  } else if (first === "accept") {
    story.take("company_accept", "accepted", "company", companyId, rng.pick(ACCEPT_MESSAGES));
  }
  if (first !== "reply") {
    if (rng.chance(0.07)) {
      const kind = rng.chance(0.7) ? "end" : "archive";
      if (!story.wait(24 + rng.next() * 200)) return;
      story.applyFor(kind, rng.pick(COMPANY_APPLICATIONS[kind]));
      if (!story.wait(12 + rng.next() * 84)) return;
      const approved = rng.chance(0.7);
      story.reviewApplication(approved, rng.pick(approved ? APPLICATION_APPROVALS : APPLICATION_REFUSALS));
      if (approved) return;
    }
    if (!story.wait(4 + rng.next() ** 2 * 300)) return;
  }
  companyReplies(story, rng, plot);
  playConsumerStory(story, rng, plot);
}

function playConsumerStory(story: ComplaintStory, rng: Rng, plot: Plot): void {
  const { userId } = story.cast;
  for (;;) {
    const choice = rng.weighted([
      ["complete", 60],
      ["appeal", story.appealCount < MAX_APPEALS ? 12 : 0],
      ["silent", 25],
      ["withdraw", 3],
    ] as const);
    // Silence runs into the confirmation deadline: the story's clock completes it automatically.
    if (choice === "silent") return;
    if (!story.wait(choice === "complete" ? 2 + rng.next() ** 1.5 * 160 : 6 + rng.next() * 100)) return;
    if (choice === "withdraw") {
      story.withdraw(rng.pick(WITHDRAW_NOTES));
      return;
    }
    if (choice === "complete") {
      completeAndRate(story, rng, plot, rng.chance(0.85));
      return;
    }
    story.take("appeal", "appealed", "user", userId, rng.pick(USER_APPEALS), { images: [] });
    if (!story.wait(4 + rng.next() ** 2 * 150)) return;
    companyReplies(story, rng, plot);
  }
}
