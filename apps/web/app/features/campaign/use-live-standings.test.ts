import type { CampaignDetail } from "@tousu/contracts";
import { describe, expect, it } from "vitest";
import { withStandings } from "./use-live-standings";

const tally = (rank: number, share: number) => ({ rank, share, valid_votes: null, voided_votes: null });
// Only what the standings touch: sections and their players.
const campaign = {
  id: 7,
  state: "running",
  sections: [
    {
      id: 1,
      kind: "company_vote",
      players: [
        { id: 11, name: "甲", tally: tally(1, 0.6) },
        { id: 12, name: "乙", tally: tally(2, 0.4) },
        { id: 13, name: "丙", tally: null },
      ],
    },
    { id: 2, kind: "data_list", players: [] },
  ],
} as unknown as CampaignDetail;

describe("a campaign page's live standings", () => {
  it("gives each player its new tally and the standings' order, leaving other sections as loaded", () => {
    const shown = withStandings(campaign, {
      campaign_id: 7,
      sections: [
        {
          id: 1,
          players: [
            { id: 12, tally: tally(1, 0.55) },
            { id: 11, tally: tally(2, 0.45) },
          ],
        },
      ],
    });
    expect(shown.sections[0]?.players.map((player) => [player.id, player.tally?.rank ?? null])).toEqual([
      [12, 1],
      [11, 2],
      [13, null],
    ]);
    expect(shown.sections[1]).toBe(campaign.sections[1]);
    expect(campaign.sections[0]?.players[0]?.tally?.rank).toBe(1);
  });
});
