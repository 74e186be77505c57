import { getRandomBrands, getRanking, RANKING_LISTS, RANKING_PERIODS } from "@tousu/contracts";
import type { AppLoadContext } from "react-router";
import { createServerApi } from "../../lib/api.server";
import { loadOrThrow } from "../../lib/route-error.server";

/** One row of the discover-brands grid under the lists. */
const DISCOVER_BRANDS_SHOWN = 6;

function pick<T extends string>(allowed: readonly T[], value: string | null): T {
  return allowed.find((option) => option === value) ?? allowed[0]!;
}

/**
 * /ranking and /brands/rank: an unknown tab in a shared link falls back to the default tab instead of
 * an error page. The brands to discover beside the lists may go missing without taking the page.
 */
export function loadRankingPage(request: Request, context: AppLoadContext) {
  const api = createServerApi(request, context);
  const search = new URL(request.url).searchParams;
  return loadOrThrow(async () => {
    const [ranking, discoverBrands] = await Promise.all([
      api.call(getRanking, {
        query: {
          list: pick(RANKING_LISTS, search.get("list")),
          period: pick(RANKING_PERIODS, search.get("period")),
          industry: search.get("industry")?.slice(0, 50) || undefined,
        },
      }),
      api.call(getRandomBrands, { query: { limit: DISCOVER_BRANDS_SHOWN } }).catch(() => []),
    ]);
    return { ranking, discoverBrands };
  });
}
