import { describe, expect, it } from "vitest";
import {
  campaignDataRuleText,
  parseCampaignDataRule,
  rankByVotes,
  rankDataList,
  shownTally,
  storedCampaignDataRule,
} from "./campaign-standings";

describe("rankByVotes", () => {
  it("ranks by valid votes, ties sharing a rank and the next rank skipping", () => {
    const ranked = rankByVotes([
      { id: "a", validVotes: 5 },
      { id: "b", validVotes: 9 },
      { id: "c", validVotes: 5 },
      { id: "d", validVotes: 1 },
    ]);
    expect(ranked.map((entry) => [entry.id, entry.rank])).toEqual([
      ["b", 1],
      ["a", 2],
      ["c", 2],
      ["d", 4],
    ]);
  });

  it("keeps tied entries in the order they came in", () => {
    const ranked = rankByVotes([
      { id: "late", validVotes: 0 },
      { id: "early", validVotes: 0 },
    ]);
    expect(ranked.map((entry) => [entry.id, entry.rank])).toEqual([
      ["late", 1],
      ["early", 1],
    ]);
  });

  it("ranks nothing when there is nothing", () => {
    expect(rankByVotes([])).toEqual([]);
  });
});

describe("shownTally", () => {
  const standing = { rank: 2, validVotes: 30, voidedVotes: 4 };

  it("shows nothing before voting starts, whatever the visibility", () => {
    expect(shownTally("exact", "upcoming", standing, 120)).toBeNull();
    expect(shownTally("rank_and_share", "upcoming", standing, 120)).toBeNull();
  });

  it("shows rank and share, never the count, while running under rank_and_share", () => {
    expect(shownTally("rank_and_share", "running", standing, 120)).toEqual({
      rank: 2,
      share: 0.25,
      validVotes: null,
      voidedVotes: null,
    });
  });

  it("shows the exact count but not the voided ones while running under exact", () => {
    expect(shownTally("exact", "running", standing, 120)).toEqual({
      rank: 2,
      share: null,
      validVotes: 30,
      voidedVotes: null,
    });
  });

  it("hides everything while running under hidden_until_close", () => {
    expect(shownTally("hidden_until_close", "running", standing, 120)).toBeNull();
  });

  it("shows exact and voided counts once voting closed, whatever the visibility", () => {
    for (const visibility of ["rank_and_share", "exact", "hidden_until_close"] as const) {
      for (const state of ["voting_closed", "results_published"] as const) {
        expect(shownTally(visibility, state, standing, 120)).toEqual({
          rank: 2,
          share: 0.25,
          validVotes: 30,
          voidedVotes: 4,
        });
      }
    }
  });

  it("gives a share of 0 in a section without votes", () => {
    expect(
      shownTally("rank_and_share", "running", { rank: 1, validVotes: 0, voidedVotes: 0 }, 0)?.share,
    ).toBe(0);
  });
});

describe("data lists", () => {
  const rule = {
    figure: "reply_rate" as const,
    order: "desc" as const,
    minComplaints: 30,
    limit: 3,
    periodDays: 365,
  };
  const rows = [
    { name: "甲", complaintCount: 29, value: 1 },
    { name: "乙", complaintCount: 30, value: 0.9 },
    { name: "丙", complaintCount: 200, value: 0.9 },
    { name: "丁", complaintCount: 80, value: null },
    { name: "戊", complaintCount: 45, value: 0.5 },
    { name: "己", complaintCount: 45, value: 0.95 },
    { name: "庚", complaintCount: 31, value: 0.1 },
  ];

  it("leaves out a company below the minimum sample, exactly at it listed", () => {
    const names = rankDataList(rows, { ...rule, limit: 10 }).map((row) => row.name);
    expect(names).not.toContain("甲");
    expect(names).toContain("乙");
  });

  it("leaves out a company without the figure", () => {
    expect(rankDataList(rows, { ...rule, limit: 10 }).map((row) => row.name)).not.toContain("丁");
  });

  it("orders by the figure, equal figures by the larger sample, and keeps the limit", () => {
    expect(rankDataList(rows, rule).map((row) => [row.rank, row.name])).toEqual([
      [1, "己"],
      [2, "丙"],
      [3, "乙"],
    ]);
  });

  it("orders the lowest first for an ascending list", () => {
    expect(rankDataList(rows, { ...rule, order: "asc", limit: 2 }).map((row) => row.name)).toEqual([
      "庚",
      "戊",
    ]);
  });

  it("reads back a stored rule and refuses one it does not know", () => {
    expect(parseCampaignDataRule(storedCampaignDataRule(rule))).toEqual(rule);
    expect(parseCampaignDataRule({ ...storedCampaignDataRule(rule), figure: "votes" })).toBeNull();
    expect(parseCampaignDataRule({ ...storedCampaignDataRule(rule), min_complaints: 0 })).toBeNull();
    expect(parseCampaignDataRule(null)).toBeNull();
  });

  it("states the minimum sample on the page", () => {
    expect(campaignDataRuleText(rule)).toContain("少于 30 件");
  });
});
