// The public surface of the data service: its routes and jobs, registered by the composition root,
// the page token every server-rendered page carries (decision 109), and the roll-ups' buckets, which
// the company portal's visits read (decision 113).
import type { AppDeps } from "../../app-deps";
import type { JobDefinition } from "../../jobs/job-queue";
import { DATA_SERVICE_JOBS } from "./track-jobs";

export { registerDataService } from "./routes";
export { createTrackPageTokens } from "./track-keys";
// What the analytics dashboard reads beside the roll-ups (decision 112): the buckets and the
// dimensions' one definition, for the events not rolled up yet.
export { bucketStart, eventFigures, previousBucket, type RollupGrain } from "./track-rollups";

/** The jobs of the data service: the roll-ups and the events table's months. */
export function dataServiceJobs(deps: AppDeps): JobDefinition[] {
  return DATA_SERVICE_JOBS.map((job) => job(deps));
}
