import { TEST_SEED_NOW } from "@tousu/db/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { openTestStream, type TestStream } from "../../testing/event-stream-client";
import { signInNewMember } from "../../testing/sign-in-member";
import { createVotingCampaign } from "./campaign-fixture.testing";

// A vote moves a running campaign's standings, which its page's open streams hear (decision 101).

let t: TestApp;
const streams: TestStream[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(new Date(TEST_SEED_NOW.getTime() + 60 * 60_000));
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

it("sends a running campaign's public standings to its page's streams after a vote", async () => {
  const campaign = await createVotingCampaign(t.db, { players: 2 });
  const page = await openTestStream(t.app, `/event/public-stream?campaign=${campaign.id}`);
  streams.push(page);
  expect(page.status).toBe(200);
  const voter = await signInNewMember(t);
  const voted = await t.app.inject({
    method: "POST",
    url: `/api/activity/${campaign.id}/vote`,
    payload: { player_id: campaign.players[1] },
    headers: { authorization: `Bearer ${voter.token}` },
  });
  expect(voted.json().code).toBe(200);
  const standings = await page.next((message) => message.event === "campaign-standings");
  expect(standings.id).toBeUndefined();
  expect(standings.data).toMatchObject({
    campaign_id: campaign.id,
    sections: [
      {
        players: [
          { id: campaign.players[1], tally: { rank: 1 } },
          { id: campaign.players[0], tally: { rank: 2 } },
        ],
      },
    ],
  });
});
