import type { PosterSubjectKind } from "@tousu/contracts";
import type { MiniProgramTarget } from "@tousu/domain";

/** One line of facts on a poster: what it is and its value, both already public words. */
export interface PosterFact {
  label: string;
  value: string;
}

/**
 * Everything a poster draws besides the platform's mark. It is the template's whole input and what
 * the poster's content hash covers, so it holds only what the subject's public page shows.
 */
export interface PosterContent {
  kind: PosterSubjectKind;
  /** 0 for a poster of a page without a subject (the find-a-lawyer page). */
  subjectId: number;
  /** The line above the title: what kind of thing this is, and its state. */
  eyebrow: string;
  title: string;
  facts: PosterFact[];
  /** The sentence beside the code: where to follow the subject. Never a promise for sharing. */
  callToAction: string;
  /** The page the code opens: the mini-program's page with WeChat configured, else ours (decision 044). */
  code: MiniProgramTarget;
  /** The same page on this site. */
  pageUrl: string;
}
