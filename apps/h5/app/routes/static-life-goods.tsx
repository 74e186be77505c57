import { getGoodsDetailCode, getLifeGoods } from "@tousu/contracts";
import {
  LIFE_GOODS_BAR_TEXT,
  LIFE_GOODS_NO_PAID_PLACEMENT,
  lifeGoodsCategoryLabel,
  parseEntityId,
} from "@tousu/domain";
import { resolveImageUrl } from "@tousu/page-kit/image-url";
import {
  goodsFigureRows,
  goodsPriceText,
  goodsShareDescription,
  withdrawnNotice,
} from "@tousu/page-kit/life-content";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Link } from "react-router";
import { h5PageMeta } from "../lib/page-meta";
import type { Route } from "./+types/static-life-goods";

export const handle = { title: "生活好物" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? h5PageMeta({
        title: `${loaderData.goods.title} - 生活好物`,
        description: loaderData.description,
        canonical: loaderData.canonical,
      })
    : [{ title: "页面不存在" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseEntityId(params.id);
  const api = createServerApi(request, context);
  if (id === null) return loadOrThrow(() => api.pageNotFound("商品不存在"));
  const goods = await loadOrThrow(() => api.call(getLifeGoods, { params: { id } }));
  const { imageOrigin, siteOrigin } = context.publicConfig;
  const figures = goods.brand_figures;
  const place = goods.place_to_buy;
  // Loader data is serialised into the page: only what it shows, worded here.
  return {
    canonical: `${siteOrigin}/static/life/goods/${id}`,
    codeUrl: `${context.publicConfig.lifeBaseUrl}${getGoodsDetailCode.path}?goods_id=${id}`,
    description: goodsShareDescription(goods.brand.name, figures),
    goods: {
      title: goods.title,
      summary: goods.summary,
      images: goods.images.map((image) => resolveImageUrl(image, imageOrigin) ?? image),
      price: goodsPriceText(goods.price_fen),
      brand: goods.brand,
      category: lifeGoodsCategoryLabel(goods.category),
      notice: withdrawnNotice(goods.state, goods.withdrawal_reasons),
      buy:
        goods.state !== "listed"
          ? null
          : place.kind === "partner_link"
            ? { href: place.transfer_href, label: `去合作商家购买（${place.host}）` }
            : {
                href: null,
                label: "在合作商家的微信小程序中购买：在微信中打开本页，或在电脑上扫描商品页的小程序码。",
              },
    },
    figures: goodsFigureRows(figures),
  };
}

export default function LifeGoodsPage({ loaderData }: Route.ComponentProps) {
  const { goods, figures, codeUrl } = loaderData;
  return (
    <article className="space-y-2 pb-3">
      {goods.notice ? (
        <p role="status" className="bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-950">
          {goods.notice}
        </p>
      ) : null}
      {goods.images[0] ? (
        <img
          src={goods.images[0]}
          alt={goods.title}
          width={480}
          height={480}
          className="aspect-square w-full bg-gray-50 object-cover"
        />
      ) : null}
      <section className="bg-white px-4 py-3">
        <h2 className="text-lg font-semibold text-gray-900">{goods.title}</h2>
        <p className="mt-1 text-xl font-semibold text-red-700">
          {goods.price}
          <span className="ml-2 text-xs font-normal text-gray-600">参考价，以商家页面为准</span>
        </p>
        <p className="mt-1 text-sm text-gray-600">
          <Link to={`/brands/${goods.brand.id}`} className="text-emerald-800 underline">
            {goods.brand.name}
          </Link>{" "}
          · {goods.category}
        </p>
        {goods.summary ? <p className="mt-2 text-sm leading-6 text-gray-700">{goods.summary}</p> : null}
        {goods.buy?.href ? (
          <Link
            to={goods.buy.href}
            rel="nofollow noopener"
            className="mt-3 flex min-h-11 items-center justify-center rounded-md bg-emerald-700 px-4 text-[15px] font-medium text-white"
          >
            {goods.buy.label}
          </Link>
        ) : goods.buy ? (
          <p className="mt-3 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-700">{goods.buy.label}</p>
        ) : null}
        {goods.buy ? (
          <figure className="mt-3 flex items-center gap-3">
            <img src={codeUrl} alt="商品的小程序码" width={96} height={96} className="size-24" />
            <figcaption className="text-xs text-gray-600">微信中长按识别，在小程序里查看</figcaption>
          </figure>
        ) : null}
      </section>

      <section aria-labelledby="goods-figures" className="bg-white px-4 py-3">
        <h2 id="goods-figures" className="font-semibold text-gray-900">
          {goods.brand.name}在本站的公开投诉数据
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-3">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-md bg-emerald-50 p-2">
              <dt className="text-xs text-gray-700">{figure.label}</dt>
              <dd className="text-lg font-semibold text-emerald-900">{figure.value}</dd>
              <dd className="text-[11px] leading-4 text-gray-600">{figure.definition}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs leading-5 text-gray-600">入选标准：{LIFE_GOODS_BAR_TEXT}。</p>
        <p className="mt-1 text-xs leading-5 text-gray-600">{LIFE_GOODS_NO_PAID_PLACEMENT}</p>
      </section>
    </article>
  );
}
