import type { LifeGoodsCard } from "@tousu/contracts";
import { lifeGoodsCategoryLabel } from "@tousu/domain";
import { resolveImageUrl } from "@tousu/page-kit/image-url";
import { goodsFigureTexts, goodsPriceText, lifeGoodsPath } from "@tousu/page-kit/life-content";
import type { H5GoodsCard } from "./goods-card";

/** The card of an API goods item, its image made absolute at the image host. */
export function toH5GoodsCard(goods: LifeGoodsCard, imageOrigin: string): H5GoodsCard {
  return {
    id: goods.id,
    href: lifeGoodsPath(goods.id),
    title: goods.title,
    image: resolveImageUrl(goods.image, imageOrigin),
    price: goodsPriceText(goods.price_fen),
    brandLine: `${goods.brand.name} · ${lifeGoodsCategoryLabel(goods.category)}`,
    figures: goodsFigureTexts(goods.figures),
  };
}
