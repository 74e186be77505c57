import type { ContractData, ContractOutput, listConsoleLifeGoods } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { EMPTY_TALLY, lifeGoodsBarShortfalls } from "@tousu/domain";
import { and, count, desc, eq, ilike } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { escapeLike } from "../../lib/like-pattern";
import { readPage } from "../../lib/paging";
import { readBrandTallies } from "./brand-bar-figures";
import { type GoodsRow, goodsCard, selectGoods, storedPlaceToBuy } from "./goods-views";

const { lifeGoods } = schema;

type ConsoleGoods = ContractData<typeof listConsoleLifeGoods>["list"][number];

/** The console's rows: each with where its brand falls short of the bar today. */
async function consoleViews(deps: Pick<AppDeps, "db">, rows: readonly GoodsRow[]): Promise<ConsoleGoods[]> {
  const tallies = await readBrandTallies(
    deps.db,
    rows.map((row) => row.goods.brandId),
  );
  return rows.map((row) => {
    const tally = tallies.get(row.goods.brandId) ?? EMPTY_TALLY;
    const { goods } = row;
    return {
      ...goodsCard(row, tally),
      summary: goods.summary,
      images: goods.images,
      place_to_buy: storedPlaceToBuy(goods),
      state: goods.state,
      withdrawn_at: goods.withdrawnAt?.toISOString() ?? null,
      withdrawal_reasons: goods.withdrawal?.shortfalls ?? [],
      shortfalls: lifeGoodsBarShortfalls(tally),
      updated_at: goods.updatedAt.toISOString(),
    };
  });
}

/** Every goods item, newest first, by state and a keyword in its title. */
export function listConsoleGoods(
  deps: Pick<AppDeps, "db">,
  query: ContractOutput<typeof listConsoleLifeGoods, "query">,
) {
  const filter = and(
    query.state ? eq(lifeGoods.state, query.state) : undefined,
    query.keyword ? ilike(lifeGoods.title, `%${escapeLike(query.keyword)}%`) : undefined,
  );
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
    (rows) => consoleViews(deps, rows),
  );
}

/** One goods item as the console shows it, after a write. */
export async function readConsoleGoods(deps: Pick<AppDeps, "db">, goodsId: number): Promise<ConsoleGoods> {
  const rows = await selectGoods(deps.db).where(eq(lifeGoods.id, goodsId));
  const [view] = await consoleViews(deps, rows);
  if (!view) throw notFound("商品不存在");
  return view;
}
