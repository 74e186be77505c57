// Campaign votes (decision 097): how many `POST /api/activity/{id}/vote` the real server takes a
// second with 32 voters at once, each vote taking its account's slots, reading its network's recent
// votes and moving its player's tally in one transaction; afterwards the totals are checked: stored
// votes = answered votes = the tallies, and no account over its limit.
//
//   npm run bench -- votes
//   BENCH_VOTERS=2000 …   more accounts (three votes each)
//   BENCH_DATA_DIR=/tmp/x …   its data directory, emptied first (data/bench-votes by default)
import { rmSync } from "node:fs";
import path from "node:path";
import { schema } from "@tousu/db";
import { sql } from "drizzle-orm";
import { signedInAccounts } from "./accounts";
import { sendInClosedLoop } from "./envelope-posts";
import { machineSpeed } from "./machine";
import { writeResults } from "./results-file";
import { startBenchServer, superuserPool } from "./server";

const PORT = Number(process.env.PORT || 3306);
const EMBEDDED_PG_PORT = Number(process.env.EMBEDDED_PG_PORT || 54366);
const CONCURRENCY = 32;
const VOTES_PER_ACCOUNT = 3;
const PLAYERS = 10;
const voters = Number(process.env.BENCH_VOTERS ?? 1000);
/** A campaign votes at a few hundred a second at its peak; the servers must keep well ahead of it alone. */
const TARGET_PER_SECOND = 200;

interface Ballot {
  token: string;
  address: string;
  playerId: number;
}

async function prepare(dataDir: string, now: Date) {
  const { db, close } = superuserPool(dataDir, EMBEDDED_PG_PORT);
  try {
    const [campaign] = await db
      .insert(schema.campaigns)
      .values({
        slug: `bench-votes-${now.getTime()}`,
        title: "投票压测活动",
        votingStartsAt: new Date(now.getTime() - 60 * 60_000),
        votingEndsAt: new Date(now.getTime() + 24 * 60 * 60_000),
        votesPerDay: VOTES_PER_ACCOUNT,
        votesPerPlayerPerDay: 1,
        visible: true,
      })
      .returning({ id: schema.campaigns.id });
    const [section] = await db
      .insert(schema.campaignSections)
      .values({ campaignId: campaign!.id, kind: "company_vote", title: "服务之星" })
      .returning({ id: schema.campaignSections.id });
    const enterprises = await db
      .select({ id: schema.enterprises.id })
      .from(schema.enterprises)
      .limit(PLAYERS);
    const players = await db
      .insert(schema.campaignPlayers)
      .values(
        enterprises.map((enterprise) => ({
          campaignId: campaign!.id,
          sectionId: section!.id,
          kind: "enterprise" as const,
          enterpriseId: enterprise.id,
          source: "staff" as const,
          status: "approved" as const,
        })),
      )
      .returning({ id: schema.campaignPlayers.id });
    const tokens = await signedInAccounts(db, voters, now);
    const ballots: Ballot[] = [];
    for (const [index, token] of tokens.entries()) {
      // Every account from its own network, as the voters of a national campaign are.
      const address = `10.${(index >> 8) & 255}.${index & 255}.${1 + (index % 200)}`;
      for (let vote = 0; vote < VOTES_PER_ACCOUNT; vote += 1) {
        ballots.push({ token, address, playerId: players[(index + vote) % players.length]!.id });
      }
    }
    return { campaignId: campaign!.id, ballots };
  } finally {
    await close();
  }
}

async function checkTotals(dataDir: string, campaignId: number, accepted: number) {
  const { db, close } = superuserPool(dataDir, EMBEDDED_PG_PORT);
  try {
    const [totals] = await db
      .execute<{ votes: number; tallied: number; worst: number }>(sql`
      select (select count(*)::int from campaign_votes where campaign_id = ${campaignId}) as votes,
             (select coalesce(sum(valid_votes), 0)::int from campaign_tallies where campaign_id = ${campaignId}) as tallied,
             (select coalesce(max(n), 0)::int from (select count(*) n from campaign_votes
                where campaign_id = ${campaignId} group by user_id, vote_day) d) as worst`)
      .then((result) => result.rows);
    if (totals!.votes !== accepted || totals!.tallied !== accepted || totals!.worst > VOTES_PER_ACCOUNT) {
      throw new Error(`totals wrong: ${JSON.stringify(totals)} for ${accepted} accepted votes`);
    }
    return totals!;
  } finally {
    await close();
  }
}

export async function runVotes(): Promise<Record<string, string>[]> {
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR || "data/bench-votes");
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startBenchServer({
    port: PORT,
    embeddedPgPort: EMBEDDED_PG_PORT,
    dataDir,
    seedSize: 200,
  });
  try {
    const { campaignId, ballots } = await prepare(dataDir, new Date());
    const speedBefore = machineSpeed();
    const run = await sendInClosedLoop(CONCURRENCY, ballots.length, (index) => {
      const ballot = ballots[index]!;
      return fetch(`${server.baseUrl}/api/activity/${campaignId}/vote`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${ballot.token}`,
          "content-type": "application/json",
          "x-forwarded-for": ballot.address,
        },
        body: JSON.stringify({ player_id: ballot.playerId }),
      });
    });
    if (run.refusals.size > 0) throw new Error(`votes refused: ${JSON.stringify([...run.refusals])}`);
    const { accepted } = run;
    const totals = await checkTotals(dataDir, campaignId, accepted);
    const perSecond = accepted / run.seconds;
    const rows = [
      {
        target: "POST /api/activity/{id}/vote",
        conc: String(CONCURRENCY),
        votes: String(accepted),
        accounts: String(voters),
        p50: run.latencyAt(0.5),
        p95: run.latencyAt(0.95),
        "votes/s": perSecond.toFixed(0),
        "totals checked": `stored ${totals.votes} = tallied ${totals.tallied}, ≤ ${totals.worst}/account`,
        "target/s": `≥ ${TARGET_PER_SECOND}`,
        met: perSecond >= TARGET_PER_SECOND ? "yes" : "no",
      },
    ];
    const speed = `machine ${speedBefore.toFixed(0)} → ${machineSpeed().toFixed(0)} ms`;
    writeResults("votes", `${PLAYERS} players, one network per account · ${speed}`, rows);
    return rows;
  } finally {
    await server.stop();
  }
}
