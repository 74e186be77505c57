import type { PosterSubjectKind } from "@tousu/contracts";
import type { PosterSubjectContent } from "../../lib/poster-subject";

/**
 * Everything a poster draws besides the platform's mark. It is the template's whole input and what
 * the poster's content hash covers, so it holds only what the subject's public page shows.
 */
export interface PosterContent extends PosterSubjectContent {
  kind: PosterSubjectKind;
  /** 0 for a poster of a page without a subject (the find-a-lawyer page). */
  subjectId: number;
  /** The same page on this site. */
  pageUrl: string;
}
