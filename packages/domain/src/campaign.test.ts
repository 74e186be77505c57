import { describe, expect, it } from "vitest";
import { campaignState } from "./campaign";

describe("campaignState", () => {
  const schedule = {
    votingStartsAt: new Date("2027-03-01T00:00:00+08:00"),
    votingEndsAt: new Date("2027-03-15T20:00:00+08:00"),
    resultsPublishedAt: null,
  };

  it("follows the voting period: start inclusive, end exclusive", () => {
    expect(campaignState(schedule, new Date("2027-02-28T23:59:59+08:00"))).toBe("upcoming");
    expect(campaignState(schedule, schedule.votingStartsAt)).toBe("running");
    expect(campaignState(schedule, new Date("2027-03-15T19:59:59+08:00"))).toBe("running");
    expect(campaignState(schedule, schedule.votingEndsAt)).toBe("voting_closed");
  });

  it("is published once the results' time has come, not before", () => {
    const published = { ...schedule, resultsPublishedAt: new Date("2027-03-16T10:00:00+08:00") };
    expect(campaignState(published, new Date("2027-03-16T09:00:00+08:00"))).toBe("voting_closed");
    expect(campaignState(published, new Date("2027-03-16T10:00:00+08:00"))).toBe("results_published");
  });
});
