import type { CampaignSummary } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { count, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type PageQuery, readPage } from "../../lib/paging";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import { campaignSummaryColumns, toCampaignSummary } from "./campaign-rows";

const { campaigns } = schema;

/**
 * The public list: visible campaigns, those whose voting runs first, then those to come (soonest
 * first), then the rest by their close, newest first. The states are `campaignState`'s, in SQL.
 */
export function listCampaigns(deps: Pick<AppDeps, "db" | "cache" | "providers">, query: PageQuery) {
  const now = deps.providers.now();
  const load = () => {
    const at = sql`${now.toISOString()}::timestamptz`;
    const running = sql`(${campaigns.resultsPublishedAt} is null or ${campaigns.resultsPublishedAt} > ${at})
      and ${campaigns.votingStartsAt} <= ${at} and ${at} < ${campaigns.votingEndsAt}`;
    const upcoming = sql`(${campaigns.resultsPublishedAt} is null or ${campaigns.resultsPublishedAt} > ${at})
      and ${at} < ${campaigns.votingStartsAt}`;
    return readPage(
      query,
      {
        rows: deps.db
          .select(campaignSummaryColumns)
          .from(campaigns)
          .where(eq(campaigns.visible, true))
          .orderBy(
            sql`case when ${running} then 0 when ${upcoming} then 1 else 2 end`,
            sql`case when ${upcoming} then ${campaigns.votingStartsAt} end asc`,
            sql`${campaigns.votingEndsAt} desc`,
            sql`${campaigns.id} desc`,
          )
          .$dynamic(),
        total: deps.db
          .select({ value: count() })
          .from(campaigns)
          .where(eq(campaigns.visible, true))
          .then(([row]) => row?.value ?? 0),
      },
      (rows): CampaignSummary[] => rows.map((row) => toCampaignSummary(row, now)),
    );
  };
  return deps.cache.remember(`campaign-list:${query.page}:${query.page_size}`, CACHE_TTL_MS.list, load);
}
