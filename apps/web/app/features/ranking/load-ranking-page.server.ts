import { getRandomBrands, getRanking } from "@tousu/contracts";
import { readRankingQuery } from "@tousu/page-kit/ranking-query";
import type { AppLoadContext } from "react-router";
import { createServerApi } from "../../lib/api.server";
import { loadOrThrow } from "../../lib/route-error.server";

/** One row of the discover-brands grid under the lists. */
const DISCOVER_BRANDS_SHOWN = 6;

/**
 * /ranking and /brands/rank: the board the URL asks for (readRankingQuery). The brands to discover
 * beside the lists may go missing without taking the page.
 */
export function loadRankingPage(request: Request, context: AppLoadContext) {
  const api = createServerApi(request, context);
  const search = new URL(request.url).searchParams;
  return loadOrThrow(async () => {
    const [ranking, discoverBrands] = await Promise.all([
      api.call(getRanking, {
        query: readRankingQuery(search),
      }),
      api.call(getRandomBrands, { query: { limit: DISCOVER_BRANDS_SHOWN } }).catch(() => []),
    ]);
    return { ranking, discoverBrands };
  });
}
