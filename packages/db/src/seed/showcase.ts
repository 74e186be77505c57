import { COMPLAINT_DEADLINES, isWorkingDay, shanghaiDay, shiftDay } from "@tousu/domain";
import { PUBLISHED_WORK_CALENDAR } from "../work-calendar";
import { companyReplies, completeAndRate, type Plot } from "./complaint-plots";
import type { ComplaintStory } from "./complaint-story";
import {
  ACCEPT_MESSAGES,
  APPLICATION_APPROVALS,
  COMPANY_APPLICATIONS,
  COMPANY_QUESTIONS,
  INFO_REQUESTS,
  REJECT_NOTES,
  RESUBMIT_NOTES,
  USER_APPEALS,
  WITHDRAW_NOTES,
} from "./content/complaint-flow";
import { DAY_MS, HOUR_MS } from "./population";
import type { Rng } from "./random";

/**
 * Scripted complaints of the two demo consumers against the demo enterprise's brands (README,
 * "Demo accounts"), so every status, a deadline about to run out, an overdue complaint and a pending
 * application exist at any seed size. They take the last complaint ids and are filed `ageMs`
 * before now; each script is a plain sequence of lifecycle steps.
 */
export interface ShowcaseComplaint {
  /** 0 or 1: which demo consumer files it. */
  consumer: number;
  /** How long before now it was filed; a function of now where its deadline must fall just after now. */
  ageMs: number | ((nowMs: number) => number);
  /** Someone reported it, so the moderation queue has a pending report. */
  reported?: boolean;
  play: (story: ComplaintStory, rng: Rng, plot: Plot) => void;
}

const hours = (count: number) => count * HOUR_MS;
const days = (count: number) => count * DAY_MS;

const isWorking = (day: string) => isWorkingDay(day, PUBLISHED_WORK_CALENDAR);

/**
 * The age of a complaint approved `approvedAfterHours` after filing whose company deadline of
 * `workingDays` ends with the first working day not yet over at `nowMs` (Beijing): a clock about to
 * run out on whatever day the demo is seeded (decision 116). It was approved at 10:00 on the day
 * before the first of those working days.
 */
const ageForDeadlineSoon = (workingDays: number, approvedAfterHours: number) => (nowMs: number) => {
  let first = shanghaiDay(new Date(nowMs));
  while (!isWorking(first)) first = shiftDay(first, 1);
  for (let counted = 1; counted < workingDays; ) {
    first = shiftDay(first, -1);
    if (isWorking(first)) counted += 1;
  }
  const approvedMs = Date.parse(`${shiftDay(first, -1)}T10:00:00+08:00`);
  return nowMs - approvedMs + hours(approvedAfterHours);
};

// Every script waits less than its complaint's age, so each step happens; the test asserts the statuses.
const step = (story: ComplaintStory, waitHours: number) => {
  if (!story.wait(waitHours)) throw new Error("Seed showcase step would happen after now");
};

const approveAfter = (story: ComplaintStory, waitHours: number) => {
  step(story, waitHours);
  story.approve();
};

const accept = (story: ComplaintStory, rng: Rng) =>
  story.take("company_accept", "accepted", "company", story.cast.companyId, rng.pick(ACCEPT_MESSAGES));

export const SHOWCASE: readonly ShowcaseComplaint[] = [
  // Consumer 1: one complaint in every state a consumer has to act on, and the messages about them.
  { consumer: 0, ageMs: hours(3), play: () => {} },
  {
    consumer: 0,
    ageMs: hours(50),
    play: (story, rng) => {
      step(story, 5);
      story.take(
        "request_info",
        "info_requested",
        "platform",
        story.cast.moderatorId,
        rng.pick(INFO_REQUESTS),
      );
    },
  },
  {
    consumer: 0,
    ageMs: hours(72),
    play: (story) => {
      step(story, 6);
      story.reject("incomplete_information", REJECT_NOTES.incomplete_information);
    },
  },
  {
    consumer: 0,
    ageMs: hours(96),
    play: (story, rng) => {
      step(story, 6);
      story.reject("no_evidence", REJECT_NOTES.no_evidence);
      step(story, 40);
      story.take("resubmit", "resubmitted", "user", story.cast.userId, rng.pick(RESUBMIT_NOTES));
    },
  },
  {
    consumer: 0,
    ageMs: days(6),
    play: (story, rng, plot) => {
      approveAfter(story, 4);
      step(story, 20);
      accept(story, rng);
      step(story, 70);
      companyReplies(story, rng, plot, plot.resolvingOutcome);
    },
  },
  {
    consumer: 0,
    ageMs: days(5),
    play: (story, rng) => {
      approveAfter(story, 3);
      step(story, 70);
      story.take(
        "company_request_info",
        "company_info_requested",
        "company",
        story.cast.companyId,
        rng.pick(COMPANY_QUESTIONS),
      );
    },
  },
  {
    consumer: 0,
    ageMs: days(5),
    play: (story, rng, plot) => {
      approveAfter(story, 4);
      step(story, 40);
      companyReplies(story, rng, plot, "explanation");
      step(story, 30);
      story.take("appeal", "appealed", "user", story.cast.userId, rng.pick(USER_APPEALS), { images: [] });
    },
  },
  {
    consumer: 0,
    ageMs: days(40),
    play: (story, rng, plot) => {
      approveAfter(story, 5);
      step(story, 43);
      companyReplies(story, rng, plot, plot.resolvingOutcome);
      step(story, 24);
      completeAndRate(story, rng, plot, true);
    },
  },
  {
    consumer: 0,
    ageMs: days(20),
    play: (story, rng) => {
      approveAfter(story, 5);
      step(story, 30);
      accept(story, rng);
      step(story, 48);
      story.withdraw(rng.pick(WITHDRAW_NOTES));
    },
  },
  // Consumer 2: what the demo enterprise's inbox needs — clocks about to run out, 超时, an application.
  {
    consumer: 1,
    ageMs: ageForDeadlineSoon(COMPLAINT_DEADLINES.firstResponseWorkingDays, 6),
    play: (story) => approveAfter(story, 6),
  },
  { consumer: 1, ageMs: hours(30), play: (story) => approveAfter(story, 8) },
  { consumer: 1, ageMs: days(10), reported: true, play: (story) => approveAfter(story, 5) },
  {
    consumer: 1,
    ageMs: days(14),
    play: (story, rng) => {
      approveAfter(story, 4);
      step(story, 24);
      accept(story, rng);
      step(story, 240);
      story.applyFor("end", rng.pick(COMPANY_APPLICATIONS.end));
    },
  },
  {
    consumer: 1,
    ageMs: ageForDeadlineSoon(COMPLAINT_DEADLINES.replyWorkingDays, 6),
    play: (story, rng) => {
      approveAfter(story, 6);
      step(story, 48);
      accept(story, rng);
    },
  },
  {
    consumer: 1,
    ageMs: days(20),
    play: (story, rng, plot) => {
      approveAfter(story, 5);
      step(story, 25);
      companyReplies(story, rng, plot, "remedy");
    },
  },
  { consumer: 1, ageMs: days(40), play: (story) => approveAfter(story, 5) },
  {
    consumer: 1,
    ageMs: days(30),
    play: (story, rng) => {
      approveAfter(story, 5);
      step(story, 24);
      accept(story, rng);
      step(story, 240);
      story.applyFor("archive", rng.pick(COMPANY_APPLICATIONS.archive));
      step(story, 48);
      story.reviewApplication(true, rng.pick(APPLICATION_APPROVALS));
    },
  },
];

/** The scripted complaint at `index`, when the index is one of the last ones. */
export function showcaseAt(complaintCount: number, index: number): ShowcaseComplaint | undefined {
  return SHOWCASE[index - (complaintCount - SHOWCASE.length)];
}
