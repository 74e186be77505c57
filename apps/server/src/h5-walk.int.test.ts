import { readFileSync } from "node:fs";
import type { Database } from "@tousu/db";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IPHONE, MOBILE_HOST, MOBILE_ORIGIN, startH5TestServer } from "./testing/h5-site";

// Every PC route of docs/product/routes.md opened by a phone on the mobile site's host: whether the
// H5 site draws it, maps it or sends it back to the PC site (decisions 078, 083), the walk ends on a
// page — never a 404 or 5xx for content that exists, never a loop between the two sites.
/** More hops than this is a loop: a PC address takes at most a 301, a trip to the other site and back. */
const MAX_HOPS = 4;

/** The route table's addresses that answer today (its "built" column says yes or names a redirect). */
function documentedRoutes(): string[] {
  const doc = readFileSync(new URL("../../../docs/product/routes.md", import.meta.url), "utf8");
  const table = doc.slice(doc.indexOf("## Routes"), doc.indexOf("## The mobile site (H5)"));
  return table
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .filter((line) => line.split("|")[4]?.trim() !== "no")
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([^`]+)`/g)].map(([, path]) => path ?? ""));
}

async function firstId(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await db.execute<{ id: number | string }>(query);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`the seed has none: ${JSON.stringify(query)}`);
  return Number(id);
}

/** A seeded id for each placeholder of the table, by the route it stands in. */
async function seededIds(db: Database, app: FastifyInstance): Promise<Record<string, number | string>> {
  const complaint = await firstId(
    db,
    sql`select id from complaints where status = 'dispatched' and is_hidden = false order by id desc limit 1`,
  );
  const lawyers = (await app.inject({ url: "/lawyer/lawyers" })).json().data.list as { id: number }[];
  return {
    complaint,
    article: await firstId(
      db,
      sql`select id from articles where published_at <= now() and withdrawn_at is null order by id limit 1`,
    ),
    category: await firstId(db, sql`select id from article_categories order by id limit 1`),
    tag: await firstId(db, sql`select id from tags order by id limit 1`),
    brand: await firstId(db, sql`select id from brands order by id limit 1`),
    enterprise: await firstId(db, sql`select id from enterprises order by id limit 1`),
    problem: await firstId(db, sql`select id from problems order by id limit 1`),
    report: await firstId(
      db,
      sql`select id from institute_reports where published_at is not null order by id limit 1`,
    ),
    lawyer: lawyers[0]?.id ?? Number.NaN,
    mediation: await firstId(db, sql`select id from mediations order by id limit 1`),
    question: await firstId(
      db,
      sql`select id from qa_questions where status = 'published' and deleted_at is null order by id limit 1`,
    ),
    qaCategory: await firstId(db, sql`select id from qa_categories order by id limit 1`),
    collective: await firstId(db, sql`select id from collective_complaints order by id limit 1`),
  };
}

/** The table's address with its placeholders filled from the seed (and the exit notice's destination). */
function concrete(route: string, ids: Record<string, number | string>): string {
  if (route === "/transfer") return `/transfer?url=${encodeURIComponent("https://www.example.com/")}`;
  const idFor: [RegExp, string][] = [
    [/^\/article\/classify\//, "category"],
    [/^\/article\/tags\//, "tag"],
    [/^\/article\//, "article"],
    [/^\/brands\//, "brand"],
    [/^\/enterprise\//, "enterprise"],
    [/^\/complaint\/tags\//, "problem"],
    [/^\/institute\//, "report"],
    [/^\/law\/lawyer\//, "lawyer"],
    [/^\/mediation\//, "mediation"],
    [/^\/qa\/list\//, "qaCategory"],
    [/^\/qa\//, "question"],
    [/^\/tousu\/collective\//, "collective"],
  ];
  const kind = idFor.find(([pattern]) => pattern.test(route))?.[1] ?? "complaint";
  return route
    .replace("{ticket}", "AAAAAAAAAAAAAAAAAAAAAAAA")
    .replace("{index}", "1")
    .replace(/\{id\??\}/, String(ids[kind]));
}

let app: FastifyInstance;
let db: Database;
let siteOrigin = "";
let closeAll = async () => {};

beforeAll(async () => {
  const server = await startH5TestServer();
  ({ app, db } = server);
  siteOrigin = server.config.siteOrigin;
  closeAll = server.close;
});
afterAll(() => closeAll());

/** Follows a phone from `path` on the mobile host across both sites, as its browser would. */
async function walk(path: string): Promise<{ status: number; hops: string[] }> {
  let host = MOBILE_HOST;
  let address = path;
  const hops: string[] = [];
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const response = await app.inject({ url: address, headers: { host, "user-agent": IPHONE } });
    hops.push(`${response.statusCode} ${host === MOBILE_HOST ? "H5" : "PC"} ${address}`);
    const location = response.headers.location;
    if (typeof location !== "string") return { status: response.statusCode, hops };
    const target = new URL(location, host === MOBILE_HOST ? MOBILE_ORIGIN : siteOrigin);
    host = target.origin === MOBILE_ORIGIN ? MOBILE_HOST : new URL(siteOrigin).host;
    address = target.pathname + target.search;
  }
  return { status: 508, hops };
}

describe("a phone on the mobile site", () => {
  it("reaches a page for every PC route of the route table, never a 404, 5xx or loop", async () => {
    const ids = await seededIds(db, app);
    const routes = documentedRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const route of routes) {
      const { status, hops } = await walk(concrete(route, ids));
      if (status !== 200) problems.push(`${route}: ${hops.join(" → ")}`);
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
