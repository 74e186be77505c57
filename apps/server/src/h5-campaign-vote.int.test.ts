import { type Database, schema } from "@tousu/db";
import { playerVotesUsedMessage } from "@tousu/domain";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CampaignFixture,
  createVotingCampaign,
} from "../../api/src/modules/campaign-vote/campaign-fixture.testing";
import { IPHONE, logInNewMember, MOBILE_HOST, postH5Form, startH5TestServer } from "./testing/h5-site";
import type { TestServer } from "./testing/test-server";

// Voting on the H5 campaign page through its action, without scripts (decision 097): a member's vote
// is answered beside the player, a second one for the same player is refused in the API's words, and a
// visitor goes to the login page, which returns to the campaign.
const DAY_MS = 24 * 60 * 60_000;

let server: TestServer;
let app: FastifyInstance;
let db: Database;
let campaign: CampaignFixture;

beforeAll(async () => {
  server = await startH5TestServer();
  ({ app, db } = server);
  // The server runs on the real clock: the campaign runs around it.
  const now = Date.now();
  campaign = await createVotingCampaign(db, {
    players: 2,
    votesPerDay: 3,
    votesPerPlayerPerDay: 1,
    startsAt: new Date(now - DAY_MS),
    endsAt: new Date(now + DAY_MS),
  });
});
afterAll(() => server.close());

const page = () => `/activity/${campaign.slug}`;
const votesFor = async (playerId: number) =>
  (
    await db
      .select({ n: count() })
      .from(schema.campaignVotes)
      .where(eq(schema.campaignVotes.playerId, playerId))
  )[0]?.n;

function readPage(cookie?: string) {
  return app.inject({
    url: page(),
    headers: { host: MOBILE_HOST, "user-agent": IPHONE, ...(cookie ? { cookie } : {}) },
  });
}

describe("voting on the H5 campaign page", () => {
  it("a member's vote is answered beside the player; a second for the same player is refused", async () => {
    const member = await logInNewMember(server);
    const cookie = `web-token=${encodeURIComponent(member.token)}`;
    const [first, second] = campaign.players as [number, number];

    const before = await readPage(cookie);
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain("今日还可投 3 票");
    expect(before.body).not.toContain("今日已投");

    const voted = await postH5Form(app, page(), { intent: "vote", player_id: String(first) }, cookie);
    expect(voted.statusCode).toBe(200);
    expect(voted.body).toContain("投票成功，今日还可投 2 票");
    // The page read again after the vote: the player's button says it is done for today.
    expect(voted.body).toContain("今日已投");
    expect(await votesFor(first)).toBe(1);

    const again = await postH5Form(app, page(), { intent: "vote", player_id: String(first) }, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(playerVotesUsedMessage(1));
    expect(await votesFor(first)).toBe(1);
    expect(await votesFor(second)).toBe(0);
  });

  it("a visitor's vote goes to the login page, which returns to the campaign, and counts nothing", async () => {
    const [first, second] = campaign.players as [number, number];
    const before = await votesFor(second);
    const answer = await postH5Form(app, page(), { intent: "vote", player_id: String(second) });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`/pages/login?redirect=${encodeURIComponent(page())}`);
    expect(await votesFor(second)).toBe(before);
    expect(await votesFor(first)).toBe(1);

    const visitorPage = await readPage();
    // Each approved player of the voting section has its form, saying 投票 while nothing is known.
    expect(visitorPage.body.match(/name="player_id"/g)).toHaveLength(2);
    expect(visitorPage.body).not.toContain("今日已投");
    expect(visitorPage.body).not.toContain("今日还可投");
  });
});
