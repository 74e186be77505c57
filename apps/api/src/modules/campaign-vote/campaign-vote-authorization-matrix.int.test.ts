import { derivePiiKeys, schema } from "@tousu/db";
import { createUser, createWechatOnlyUser, TEST_PII_SECRET } from "@tousu/db/testing";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { openSession } from "../../testing/sign-in-member";
import { type CampaignFixture, createVotingCampaign } from "./campaign-fixture.testing";

// Every vote endpoint × (visitor, an account without a phone, a member, staff without the moderator
// role, a moderator, an admin): what each is answered. Votes need a login and a bound phone; the
// flags' console admits moderators (and admins) only, before reading the input (decision 072).

type Identity = "visitor" | "phoneless" | "member" | "finance" | "moderator" | "admin";
type Account = Exclude<Identity, "visitor">;
const IDENTITIES: Identity[] = ["visitor", "phoneless", "member", "finance", "moderator", "admin"];
const ROLES: Record<Exclude<Account, "phoneless">, "finance" | "moderator" | "admin" | null> = {
  member: null,
  finance: "finance",
  moderator: "moderator",
  admin: "admin",
};

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
let t: TestApp;
let campaign: CampaignFixture;
const tokens = {} as Record<Account, string>;

beforeAll(async () => {
  t = await buildTestApp();
  campaign = await createVotingCampaign(t.db, { players: 6, votesPerDay: 6 });
  for (const who of Object.keys(ROLES) as (keyof typeof ROLES)[]) {
    const user = await createUser(t.db, piiKeys);
    const role = ROLES[who];
    if (role) await t.db.insert(schema.userRoles).values({ userId: user.id, role });
    tokens[who] = await openSession(t, user.id);
  }
  tokens.phoneless = await openSession(t, (await createWechatOnlyUser(t.db)).id);
});
afterAll(() => t?.close());

const MEMBERS = (status: number): Record<Identity, number> => ({
  visitor: 401,
  phoneless: status,
  member: status,
  finance: status,
  moderator: status,
  admin: status,
});
const MODERATORS_ONLY = (status: number): Record<Identity, number> => ({
  visitor: 401,
  phoneless: 403,
  member: 403,
  finance: 403,
  moderator: status,
  admin: status,
});

interface Endpoint {
  route: string;
  url: () => string;
  /** A body per caller, so each admitted caller's vote is one it may cast. */
  body?: (who: Identity) => object;
  answers: Record<Identity, number>;
}

const ENDPOINTS: Endpoint[] = [
  {
    route: "POST /activity/:id/vote",
    url: () => `/activity/${campaign.id}/vote`,
    body: (who) => ({ player_id: campaign.players[IDENTITIES.indexOf(who)] }),
    // A write: an account without a phone is asked to bind one (402, answered as HTTP 200).
    answers: MEMBERS(200),
  },
  {
    route: "GET /activity/:id/my_votes",
    url: () => `/activity/${campaign.slug}/my_votes`,
    answers: MEMBERS(200),
  },
  {
    route: "GET /admin/campaign-vote-flags",
    url: () => "/admin/campaign-vote-flags",
    answers: MODERATORS_ONLY(200),
  },
  {
    route: "POST /admin/campaign-vote-flags/:id/void",
    url: () => "/admin/campaign-vote-flags/999999999/void",
    body: () => ({ reason: "权限测试作废" }),
    // Every write asks an account without a phone to bind one first (402, as HTTP 200).
    answers: { ...MODERATORS_ONLY(404), phoneless: 200 },
  },
  {
    route: "POST /admin/campaign-vote-flags/:id/dismiss",
    url: () => "/admin/campaign-vote-flags/999999999/dismiss",
    body: () => ({}),
    answers: { ...MODERATORS_ONLY(404), phoneless: 200 },
  },
];

async function votes() {
  const [row] = await t.db.select({ value: count() }).from(schema.campaignVotes);
  return row?.value ?? 0;
}

describe("who may call which campaign vote endpoint", () => {
  it.each(ENDPOINTS)("$route", async (endpoint) => {
    const answered: Partial<Record<Identity, number>> = {};
    for (const who of IDENTITIES) {
      const before = await votes();
      const response = await t.app.inject({
        method: endpoint.route.split(" ")[0] as "GET" | "POST",
        url: `/api${endpoint.url()}`,
        headers: who === "visitor" ? {} : { authorization: `Bearer ${tokens[who]}` },
        ...(endpoint.body ? { payload: endpoint.body(who) } : {}),
      });
      answered[who] = response.statusCode;
      if (who === "phoneless" && endpoint.route.startsWith("POST")) {
        expect(response.json().code).toBe(402);
      }
      if (response.statusCode === 403) expect(response.json().msg).toBe("需要平台审核权限");
      const voted = endpoint.route === "POST /activity/:id/vote" && response.json().code === 200;
      expect({ who, stored: (await votes()) - before }).toEqual({ who, stored: voted ? 1 : 0 });
    }
    expect(answered).toEqual(endpoint.answers);
  });

  it("covers every campaign vote endpoint the contracts define", async () => {
    const contracts = await import("@tousu/contracts");
    const defined = Object.values(contracts as Record<string, unknown>)
      .filter(
        (value): value is { method: string; path: string } =>
          typeof value === "object" && value !== null && "method" in value && "path" in value,
      )
      .filter((contract) =>
        /^\/(activity\/:id\/(vote|my_votes)|admin\/campaign-vote-flags)/.test(contract.path),
      )
      .map((contract) => `${contract.method} ${contract.path}`);
    expect(ENDPOINTS.map((endpoint) => endpoint.route).sort()).toEqual(defined.sort());
  });
});
