import type { ContractData, ContractOutput, goodsForHome, listLifeGoods } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, count, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { readPage } from "../../lib/paging";
import { goodsCards, selectGoods } from "./goods-views";

const { lifeGoods } = schema;

/** Every public read of the channel is cached under this family; a change drops it on every node. */
export const LIFE_GOODS_CACHE_FAMILY = "life-goods:";
export const LIFE_GOODS_CACHE_TTL_MS = 60_000;

const isListed = eq(lifeGoods.state, "listed");

/**
 * The home page's goods block: the newest listed goods. Only listed goods are shown; a goods item
 * whose brand fell below the bar was withdrawn by the daily check (decision 110), so the bar is
 * not computed on every read.
 */
export function listHomeGoods(
  deps: Pick<AppDeps, "db" | "cache">,
  body: ContractOutput<typeof goodsForHome, "body">,
): Promise<ContractData<typeof goodsForHome>> {
  const limit = body.limit;
  return deps.cache.remember(`${LIFE_GOODS_CACHE_FAMILY}home:${limit}`, LIFE_GOODS_CACHE_TTL_MS, async () => {
    const rows = await selectGoods(deps.db).where(isListed).orderBy(desc(lifeGoods.id)).limit(limit);
    return { list: await goodsCards(deps.db, rows) };
  });
}

/** The channel's list, newest first, of one shelf or all. */
export function listGoods(
  deps: Pick<AppDeps, "db" | "cache">,
  query: ContractOutput<typeof listLifeGoods, "query">,
): Promise<ContractData<typeof listLifeGoods>> {
  const key = `${LIFE_GOODS_CACHE_FAMILY}list:${query.category ?? ""}:${query.page}:${query.page_size}`;
  return deps.cache.remember(key, LIFE_GOODS_CACHE_TTL_MS, () => {
    const filter = and(isListed, query.category ? eq(lifeGoods.category, query.category) : undefined);
    return readPage(
      query,
      {
        rows: selectGoods(deps.db).where(filter).orderBy(desc(lifeGoods.id)).$dynamic(),
        total: deps.db
          .select({ total: count() })
          .from(lifeGoods)
          .where(filter)
          .then(([row]) => row?.total ?? 0),
      },
      (rows) => goodsCards(deps.db, rows),
    );
  });
}
