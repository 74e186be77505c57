import { schema } from "@tousu/db";
import { and, eq, inArray, notExists, or, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { type JobDefinition, type JobHandler, scheduleNextRun } from "../../jobs/job-queue";
import { deleteStoredPosters, POSTER_KINDS_OF, type PosterSubject } from "../../lib/stored-posters";
import { isVerifiedLawyerProfile } from "../../lib/verified-lawyer";
import { isPublished } from "../article";

const { articles, campaignPlayers, campaigns, complaints, lawyerProfiles, storedPosters } = schema;

export const POSTER_CLEANUP_JOB = "posters.cleanup";
const POSTER_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** Posters deleted per batch, so one run never holds many rows. */
const CLEANUP_BATCH = 200;

type CleanupDeps = Pick<AppDeps, "db" | "providers">;

/** Per subject, the condition that a stored poster's subject (its `subject_id`) is no longer public. */
function subjectNoLongerPublic(db: CleanupDeps["db"], now: Date): Record<PosterSubject, SQL> {
  return {
    complaint: notExists(
      db
        .select({ id: complaints.id })
        .from(complaints)
        .where(and(eq(complaints.id, storedPosters.subjectId), isPublicComplaint())),
    ),
    article: notExists(
      db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.id, storedPosters.subjectId), isPublished(now))),
    ),
    lawyer: notExists(
      db
        .select({ id: lawyerProfiles.userId })
        .from(lawyerProfiles)
        .where(isVerifiedLawyerProfile(storedPosters.subjectId)),
    ),
    campaign: notExists(
      db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.id, storedPosters.subjectId), eq(campaigns.visible, true))),
    ),
    player: notExists(
      db
        .select({ id: campaignPlayers.id })
        .from(campaignPlayers)
        .innerJoin(campaigns, eq(campaigns.id, campaignPlayers.campaignId))
        .where(
          and(
            eq(campaignPlayers.id, storedPosters.subjectId),
            eq(campaignPlayers.status, "approved"),
            eq(campaigns.visible, true),
          ),
        ),
    ),
  };
}

/**
 * Every hour: deletes the stored posters whose subject is no longer public (decision 060). The steps
 * that hide a complaint, withdraw an article or suspend a lawyer delete theirs at once; this catches
 * every other way a subject stops being public (a lawyer past their re-check or sent back to review)
 * and a poster drawn on a node whose cached read had not yet seen the change.
 */
export function createPosterCleanupJobHandler(deps: CleanupDeps): JobHandler {
  return async (_payload, now) => {
    const notPublic = subjectNoLongerPublic(deps.db, now);
    const gone = or(
      ...(Object.keys(POSTER_KINDS_OF) as PosterSubject[]).map((subject) =>
        and(inArray(storedPosters.kind, [...POSTER_KINDS_OF[subject]]), notPublic[subject]),
      ),
    );
    for (;;) {
      const posters = await deps.db
        .select({ key: storedPosters.key })
        .from(storedPosters)
        .where(gone)
        .limit(CLEANUP_BATCH);
      await deleteStoredPosters(deps, posters);
      if (posters.length < CLEANUP_BATCH) break;
    }
    await scheduleNextRun(deps.db, POSTER_CLEANUP_JOB, POSTER_CLEANUP_INTERVAL_MS, now);
  };
}

/** The hourly clean-up; at start, the next one is booked. */
export function posterCleanupJob(deps: CleanupDeps): JobDefinition {
  return {
    name: POSTER_CLEANUP_JOB,
    handle: createPosterCleanupJobHandler(deps),
    atStart: (now) => scheduleNextRun(deps.db, POSTER_CLEANUP_JOB, POSTER_CLEANUP_INTERVAL_MS, now),
  };
}
