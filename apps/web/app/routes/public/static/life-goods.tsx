import { getGoodsDetailCode, getLifeGoods } from "@tousu/contracts";
import {
  LIFE_GOODS_BAR_TEXT,
  LIFE_GOODS_NO_PAID_PLACEMENT,
  lifeGoodsCategoryLabel,
  parseEntityId,
} from "@tousu/domain";
import {
  goodsFigureRows,
  goodsPriceText,
  goodsShareDescription,
  withdrawnNotice,
} from "@tousu/page-kit/life-content";
import { Link } from "react-router";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { pageMeta } from "../../../lib/site";
import { useImageUrl } from "../../../lib/use-image-url";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { buttonClass } from "../../../ui/button";
import type { Route } from "./+types/life-goods";

export const handle: RouteHandle = { name: "static-life-goods" };

export const meta: Route.MetaFunction = (args) => {
  const goods = args.loaderData?.goods;
  return goods
    ? sharedPageMeta(args, {
        title: `${goods.title} - 生活好物`,
        description: goodsShareDescription(goods.brand.name, goods.figures),
      })
    : pageMeta("生活好物");
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    const id = parseEntityId(params.id);
    if (id === null) return api.pageNotFound("商品不存在");
    const goods = await api.call(getLifeGoods, { params: { id } });
    return {
      goods,
      codeUrl: `${context.publicConfig.lifeBaseUrl}${getGoodsDetailCode.path}?goods_id=${goods.id}`,
    };
  });
}

export default function LifeGoodsPage({ loaderData }: Route.ComponentProps) {
  const { goods, codeUrl } = loaderData;
  const imageUrl = useImageUrl();
  const notice = withdrawnNotice(goods.state, goods.withdrawal_reasons);
  const figures = goods.brand_figures;
  const rows = goodsFigureRows(figures);

  return (
    <div className="space-y-6">
      <nav aria-label="位置" className="text-sm text-gray-600">
        <Link to="/static/life" className="hover:text-emerald-800">
          生活好物
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{lifeGoodsCategoryLabel(goods.category)}</span>
      </nav>

      {notice ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 leading-7 text-amber-950"
        >
          {notice}
        </p>
      ) : null}

      <article className="grid gap-8 rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)] md:grid-cols-[minmax(0,420px)_1fr]">
        <div className="space-y-3">
          {goods.images.map((image, index) => (
            <img
              key={image}
              src={imageUrl(image) ?? ""}
              alt={index === 0 ? goods.title : `${goods.title}（第${index + 1}张图）`}
              width={480}
              height={480}
              className="aspect-square w-full rounded-md bg-gray-50 object-cover"
            />
          ))}
        </div>
        <div className="space-y-5">
          <div>
            <p className="text-sm text-gray-600">
              <Link to={`/brands/${goods.brand.id}`} className="text-emerald-800 hover:underline">
                {goods.brand.name}
              </Link>{" "}
              · {lifeGoodsCategoryLabel(goods.category)}
            </p>
            <h1 className="mt-1 text-2xl font-semibold text-gray-900">{goods.title}</h1>
            <p className="mt-2 text-2xl font-semibold text-red-700">
              {goodsPriceText(goods.price_fen)}
              <span className="ml-2 text-sm font-normal text-gray-600">参考价，以商家页面为准</span>
            </p>
            {goods.summary ? <p className="mt-3 leading-7 text-gray-700">{goods.summary}</p> : null}
          </div>

          <section aria-labelledby="goods-figures" className="rounded-lg bg-emerald-50 p-4">
            <h2 id="goods-figures" className="font-semibold text-emerald-900">
              {goods.brand.name}在本站的公开投诉数据
            </h2>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              {rows.map((row) => (
                <div key={row.label}>
                  <dt className="text-sm text-gray-700">{row.label}</dt>
                  <dd className="text-xl font-semibold text-emerald-900">{row.value}</dd>
                  <dd className="text-xs leading-5 text-gray-600">{row.definition}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm leading-6 text-gray-700">入选标准：{LIFE_GOODS_BAR_TEXT}。</p>
          </section>

          {goods.state === "listed" ? (
            <section aria-labelledby="goods-buy" className="flex flex-wrap items-center gap-6">
              <h2 id="goods-buy" className="sr-only">
                购买方式
              </h2>
              {goods.place_to_buy.kind === "partner_link" ? (
                <a
                  href={goods.place_to_buy.transfer_href}
                  rel="nofollow noopener"
                  className={buttonClass({ variant: "primary" })}
                >
                  去合作商家购买（{goods.place_to_buy.host}）
                </a>
              ) : (
                <p className="text-gray-700">在合作商家的微信小程序中购买：微信扫描右侧小程序码。</p>
              )}
              <figure className="text-center">
                <img src={codeUrl} alt="商品的小程序码" width={120} height={120} className="size-[120px]" />
                <figcaption className="mt-1 text-xs text-gray-600">微信扫码，在手机上查看</figcaption>
              </figure>
            </section>
          ) : null}

          <p className="text-sm leading-6 text-gray-600">{LIFE_GOODS_NO_PAID_PLACEMENT}</p>
        </div>
      </article>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
