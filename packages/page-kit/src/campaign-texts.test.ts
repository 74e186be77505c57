import { describe, expect, it } from "vitest";
import { campaignVoteButtonLabel, playerTallyTexts, votesLeftText, votingNoteText } from "./campaign-texts";

describe("a player's tally in words", () => {
  it("says nothing when the tally is hidden", () => {
    expect(playerTallyTexts(null)).toBeNull();
  });

  it("shows the rank and share while voting runs, never a count it does not have", () => {
    expect(playerTallyTexts({ rank: 2, share: 0.25, valid_votes: null, voided_votes: null })).toEqual({
      rank: "第 2 名",
      details: ["占本单元 25%"],
    });
  });

  it("shows final counts in full, voided ones too, never rounded to 万", () => {
    expect(playerTallyTexts({ rank: 1, share: 0.207, valid_votes: 18342, voided_votes: 1204 })).toEqual({
      rank: "第 1 名",
      details: ["18,342 票", "占本单元 20.7%", "作废 1,204 票"],
    });
  });
});

describe("what stands where the vote button will be", () => {
  const period = {
    voting_starts_at: "2027-02-28T16:00:00.000Z",
    voting_ends_at: "2027-03-31T16:00:00.000Z",
    results_published_at: null,
  };

  it("states the voting period for each state", () => {
    expect(votingNoteText({ ...period, state: "upcoming" })).toBe("投票将于 2027年3月1日 00:00 开始");
    expect(votingNoteText({ ...period, state: "running" })).toBe("投票进行中，2027年4月1日 00:00 截止");
    expect(votingNoteText({ ...period, state: "voting_closed" })).toBe(
      "投票已于 2027年4月1日 00:00 截止，结果待公布",
    );
    expect(
      votingNoteText({
        ...period,
        state: "results_published",
        results_published_at: "2027-04-03T02:00:00.000Z",
      }),
    ).toBe("结果已于 2027年4月3日 10:00 公布");
  });
});

describe("the vote button and what a vote leaves", () => {
  it("says 投票 until the player's votes for today are used, and 投票中… while one is on its way", () => {
    expect(campaignVoteButtonLabel(null, false)).toBe("投票");
    expect(campaignVoteButtonLabel(1, false)).toBe("投票");
    expect(campaignVoteButtonLabel(0, false)).toBe("今日已投");
    expect(campaignVoteButtonLabel(1, true)).toBe("投票中…");
  });

  it("tells the votes left today, or when they come back", () => {
    expect(votesLeftText(2)).toBe("今日还可投 2 票");
    expect(votesLeftText(0)).toBe("今日票数已用完，次日0点（北京时间）恢复");
  });
});
