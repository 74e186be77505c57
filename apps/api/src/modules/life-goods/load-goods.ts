import type { ContractData, getLifeGoods } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { EMPTY_TALLY } from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { toRateFigures } from "../brand";
import { readBrandTallies } from "./brand-bar-figures";
import { goodsCard, publicPlaceToBuy, selectGoods } from "./goods-views";
import { LIFE_GOODS_CACHE_FAMILY, LIFE_GOODS_CACHE_TTL_MS } from "./list-goods";

const { lifeGoods } = schema;

/**
 * A goods item's page: listed or withdrawn (the page says which and why, so a link someone shared
 * still explains itself), with its brand's figures as they are today.
 */
export function loadGoods(
  deps: Pick<AppDeps, "db" | "cache">,
  goodsId: number,
): Promise<ContractData<typeof getLifeGoods>> {
  return deps.cache.remember(
    `${LIFE_GOODS_CACHE_FAMILY}detail:${goodsId}`,
    LIFE_GOODS_CACHE_TTL_MS,
    async () => {
      const [row] = await selectGoods(deps.db).where(eq(lifeGoods.id, goodsId));
      if (!row) throw notFound("商品不存在");
      const tally =
        (await readBrandTallies(deps.db, [row.goods.brandId])).get(row.goods.brandId) ?? EMPTY_TALLY;
      const { goods } = row;
      const figures = toRateFigures(tally);
      return {
        ...goodsCard(row, tally),
        summary: goods.summary,
        images: goods.images,
        place_to_buy: publicPlaceToBuy(goods),
        state: goods.state,
        withdrawn_at: goods.withdrawnAt?.toISOString() ?? null,
        withdrawal_reasons: goods.withdrawal?.shortfalls ?? [],
        brand_figures: {
          complaint_count: figures.complaint_count,
          reply_rate: figures.reply_rate,
          completion_rate: figures.completion_rate,
          timely_reply_rate: figures.timely_reply_rate,
          auto_completion_rate: figures.auto_completion_rate,
          satisfaction: figures.satisfaction,
          rating_count: figures.rating_count,
        },
      };
    },
  );
}
