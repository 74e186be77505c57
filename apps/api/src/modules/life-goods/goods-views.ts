import type { ContractData, getLifeGoods, LifeGoodsCard, LifeGoodsInput } from "@tousu/contracts";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { type BrandTally, checkOutboundLink, EMPTY_TALLY, transferAddress } from "@tousu/domain";
import { eq } from "drizzle-orm";
import { toRateFigures } from "../brand";
import { readBrandTallies } from "./brand-bar-figures";

const { lifeGoods, brands } = schema;

/** The columns every view of a goods item reads: the row and its brand's name and logo. */
export const goodsColumns = {
  goods: lifeGoods,
  brandName: brands.name,
  brandLogo: brands.logoUrl,
};

export type GoodsRow = {
  goods: typeof lifeGoods.$inferSelect;
  brandName: string;
  brandLogo: string | null;
};

/** Goods with their brands, for a caller to filter, order and page. */
export function selectGoods(db: DatabaseOrTransaction) {
  return db.select(goodsColumns).from(lifeGoods).innerJoin(brands, eq(brands.id, lifeGoods.brandId));
}

/** The card the home block and the list show: the figures the bar reads, as the brand page rounds them. */
export function goodsCard({ goods, brandName, brandLogo }: GoodsRow, tally: BrandTally): LifeGoodsCard {
  const figures = toRateFigures(tally);
  return {
    id: goods.id,
    title: goods.title,
    image: goods.images[0] ?? null,
    price_fen: goods.priceFen,
    category: goods.category,
    brand: { id: goods.brandId, name: brandName, logo: brandLogo },
    figures: {
      complaint_count: figures.complaint_count,
      reply_rate: figures.reply_rate,
      completion_rate: figures.completion_rate,
    },
  };
}

/** Cards for rows, their brands' tallies read in one statement. */
export async function goodsCards(
  db: DatabaseOrTransaction,
  rows: readonly GoodsRow[],
): Promise<LifeGoodsCard[]> {
  const tallies = await readBrandTallies(
    db,
    rows.map((row) => row.goods.brandId),
  );
  return rows.map((row) => goodsCard(row, tallies.get(row.goods.brandId) ?? EMPTY_TALLY));
}

/** Where to buy as the console edits it. */
export function storedPlaceToBuy(goods: GoodsRow["goods"]): LifeGoodsInput["place_to_buy"] {
  if (goods.partnerUrl !== null) return { kind: "partner_link", url: goods.partnerUrl };
  return { kind: "mini_program", app_id: goods.miniProgramAppId ?? "", path: goods.miniProgramPath ?? "" };
}

/** Where to buy as a reader sees it: a partner's page only through /transfer. */
export function publicPlaceToBuy(
  goods: GoodsRow["goods"],
): ContractData<typeof getLifeGoods>["place_to_buy"] {
  const place = storedPlaceToBuy(goods);
  if (place.kind === "mini_program") return place;
  // Stored addresses passed this check when saved; /transfer checks again before offering one.
  const link = checkOutboundLink(place.url);
  return {
    kind: "partner_link",
    transfer_href: transferAddress(place.url),
    host: link.ok ? link.host : place.url,
  };
}
