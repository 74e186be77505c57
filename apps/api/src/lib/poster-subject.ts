import type { PosterKind } from "@tousu/contracts";
import type { MiniProgramTarget } from "@tousu/domain";
import type { AppDeps } from "../app-deps";

/** One line of facts on a poster: what it is and its value, both already public words. */
export interface PosterFact {
  label: string;
  value: string;
}

/**
 * What a poster of one subject says (decision 043): only what the subject's public page shows. The
 * feature that owns the page draws it; the poster feature adds the kind, the id and the page's address.
 */
export interface PosterSubjectContent {
  /** The line above the title: what kind of thing this is, and its state. */
  eyebrow: string;
  title: string;
  facts: PosterFact[];
  /** The sentence beside the code: where to follow the subject. Never a promise for sharing. */
  callToAction: string;
  /** The page the code opens: the mini-program's page with WeChat configured, else ours (decision 044). */
  code: MiniProgramTarget;
}

export type PosterSubjectDeps = Pick<AppDeps, "config" | "db" | "providers" | "piiKeys" | "log">;

/** Reads a subject's poster content; a subject its public page would not show is not found. */
export type PosterSubjectLoader = (deps: PosterSubjectDeps, id: number) => Promise<PosterSubjectContent>;

/** Every poster kind's loader, as the features contribute them (decision 071). */
export type PosterSubjects = Record<PosterKind, PosterSubjectLoader>;
