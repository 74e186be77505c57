import { Link } from "react-router";

/** A goods item as the H5 list draws it: only what the card shows, worded by the loader. */
export interface H5GoodsCard {
  id: number;
  href: string;
  title: string;
  image: string | null;
  price: string;
  brandLine: string;
  figures: { label: string; value: string }[];
}

/** One goods item: picture, price, brand and the three figures it was chosen by. */
export function GoodsCard({ goods }: { goods: H5GoodsCard }) {
  return (
    <Link to={goods.href} className="flex gap-3 bg-white p-3">
      {goods.image ? (
        <img
          src={goods.image}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="size-24 shrink-0 rounded-md bg-gray-50 object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 text-[15px] font-medium text-gray-900">{goods.title}</h3>
        <p className="mt-0.5 text-xs text-gray-600">{goods.brandLine}</p>
        <p className="mt-1 font-semibold text-red-700">{goods.price}</p>
        <dl className="mt-1 flex gap-3 text-xs">
          {goods.figures.map((figure) => (
            <div key={figure.label} className="flex gap-1">
              <dt className="text-gray-600">{figure.label}</dt>
              <dd className="font-semibold text-emerald-800">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Link>
  );
}
