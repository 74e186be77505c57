import { describe, expect, it } from "vitest";
import type { AppDeps } from "../app-deps";
import { servedJobs } from "./served-jobs";

// The factories only keep their dependencies for later; none is used to list the jobs.
const deps = { config: { JOB_POLL_INTERVAL_MS: 0 } } as unknown as AppDeps;
const namesFor = (services: Parameters<typeof servedJobs>[0]) =>
  servedJobs(services, deps).map((job) => job.name);

describe("servedJobs", () => {
  it("works the lawyer service's jobs where it runs, alone or beside the main service, once", () => {
    expect(namesFor(["lawyer"]).sort()).toEqual(["entrustment.lapse", "lawyers.recheck"]);
    const shared = namesFor(["main", "mall", "life", "data", "lawyer"]);
    expect(shared).toEqual(expect.arrayContaining(["entrustment.lapse", "lawyers.recheck"]));
    expect(new Set(shared).size).toBe(shared.length);
  });

  it("leaves the lawyer service's jobs to it and gives a process serving no jobs none", () => {
    expect(namesFor(["main"])).not.toContain("lawyers.recheck");
    expect(namesFor(["mall"])).toEqual([]);
    expect(namesFor(["life"])).toEqual(["life-goods.bar-check"]);
    expect(namesFor(["main"])).not.toContain("life-goods.bar-check");
  });

  it("works the tracking roll-ups and months where the data service runs", () => {
    expect(namesFor(["data"]).sort()).toEqual(["track.daily", "track.hourly"]);
    expect(namesFor(["main"])).not.toContain("track.hourly");
  });
});
