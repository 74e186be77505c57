import { getHotSearchWords, searchArticles, searchComplaints } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { CACHE_TTL_MS, queryKey } from "../../lib/read-through-cache";
import { route } from "../../lib/route";
import { searchArticlePage } from "./search-articles";
import { createComplaintSearch } from "./search-complaints";
import { createSearchCounter, listHotKeywords } from "./search-keywords";

export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const countSearch = createSearchCounter(deps.counters.searches, deps.providers.shared);
  const searchComplaintPage = createComplaintSearch(deps);

  route(app, searchComplaints, async ({ query, request }) => {
    const page = await deps.cache.remember(`complaint-search:${queryKey(query)}`, CACHE_TTL_MS.list, () =>
      searchComplaintPage(query),
    );
    if (page.total > 0) await countSearch(request.ip, query.key);
    return page;
  });

  route(app, searchArticles, ({ query }) => searchArticlePage(deps, query), {
    cachedAnswer: {
      cache: deps.cache,
      key: ({ query }) => `article-search:${queryKey(query)}`,
      ttlMs: CACHE_TTL_MS.list,
    },
  });

  route(app, getHotSearchWords, ({ query }) => listHotKeywords(deps.db, query.limit), {
    cachedAnswer: {
      cache: deps.cache,
      key: ({ query }) => `hot-search-words:${query.limit}`,
      ttlMs: CACHE_TTL_MS.figures,
    },
  });
}
