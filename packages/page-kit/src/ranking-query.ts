import { RANKING_LISTS, RANKING_PERIODS, type Ranking } from "@tousu/contracts";

type RankingTabs = Pick<Ranking, "list" | "period" | "industry">;

function pick<T extends string>(allowed: readonly T[], value: string | null): T {
  return allowed.find((option) => option === value) ?? allowed[0]!;
}

/**
 * The board a red-and-black-list address asks for (/ranking, /brands/rank): an unknown tab in a
 * shared link falls back to the default tab instead of an error page.
 */
export function readRankingQuery(search: URLSearchParams) {
  return {
    list: pick(RANKING_LISTS, search.get("list")),
    period: pick(RANKING_PERIODS, search.get("period")),
    industry: search.get("industry")?.slice(0, 50) || undefined,
  };
}

/** The query of one board: every tab is a link, so each view has its own URL. */
export function rankingTabSearch(tabs: RankingTabs): string {
  const search = new URLSearchParams({ list: tabs.list, period: tabs.period });
  if (tabs.industry) search.set("industry", tabs.industry);
  return `?${search}`;
}
