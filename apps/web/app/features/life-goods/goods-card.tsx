import type { LifeGoodsCard } from "@tousu/contracts";
import { lifeGoodsCategoryLabel } from "@tousu/domain";
import { goodsFigureTexts, goodsPriceText, lifeGoodsPath } from "@tousu/page-kit/life-content";
import { Link } from "react-router";
import { useImageUrl } from "../../lib/use-image-url";

/** One goods item in a grid: its picture, price, brand and the three figures it was chosen by. */
export function GoodsCard({ goods }: { goods: LifeGoodsCard }) {
  const imageUrl = useImageUrl();
  const image = imageUrl(goods.image);
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-gray-100 bg-white transition hover:shadow-md">
      <Link to={lifeGoodsPath(goods.id)} className="flex flex-1 flex-col">
        {image ? (
          <img
            src={image}
            alt=""
            width={480}
            height={480}
            loading="lazy"
            className="aspect-square w-full bg-gray-50 object-cover"
          />
        ) : null}
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="text-xs text-gray-600">
            {goods.brand.name} · {lifeGoodsCategoryLabel(goods.category)}
          </p>
          <h3 className="line-clamp-2 font-medium text-gray-900">{goods.title}</h3>
          <p className="text-lg font-semibold text-red-700">{goodsPriceText(goods.price_fen)}</p>
          <dl className="mt-auto grid grid-cols-3 gap-1 rounded-md bg-emerald-50 px-2 py-1.5 text-center text-xs">
            {goodsFigureTexts(goods.figures).map((figure) => (
              <div key={figure.label}>
                <dt className="text-gray-600">{figure.label}</dt>
                <dd className="font-semibold text-emerald-800">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Link>
    </li>
  );
}

/** Goods in a grid, as the channel and the home page show them. */
export function GoodsGrid({ goods }: { goods: readonly LifeGoodsCard[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {goods.map((item) => (
        <GoodsCard key={item.id} goods={item} />
      ))}
    </ul>
  );
}
