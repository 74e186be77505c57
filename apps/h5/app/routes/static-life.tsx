import { listLifeGoods } from "@tousu/contracts";
import {
  LIFE_GOODS_BAR_TEXT,
  LIFE_GOODS_CATEGORY_KEYS,
  LIFE_GOODS_NO_PAID_PLACEMENT,
  parseEntityId,
} from "@tousu/domain";
import { LIFE_PROMISES, lifeShelves } from "@tousu/page-kit/life-content";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { SITE_NAME } from "@tousu/page-kit/site-text";
import { Link } from "react-router";
import { nextPageHref } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { GoodsCard, type H5GoodsCard } from "../life-goods/goods-card";
import { toH5GoodsCard } from "../life-goods/goods-card.server";
import { InfiniteList, type ListPage } from "../ui/infinite-list";
import type { Route } from "./+types/static-life";

/** As many a page as the PC list. */
const PAGE_SIZE = 20;

export const handle = { title: "生活好物" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "生活好物",
    description:
      "诉达生活好物：只收录公开投诉数据达标的品牌的好物，每件标明品牌的投诉量、回复率与完成率，不接受付费上榜。",
    canonical: `${loaderData?.siteOrigin ?? ""}/static/life`,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const asked = search.get("category");
  const category = LIFE_GOODS_CATEGORY_KEYS.find((key) => key === asked);
  const api = createServerApi(request, context);
  const page = await loadOrThrow(() =>
    api.call(listLifeGoods, {
      query: { category, page: parseEntityId(search.get("page")) ?? 1, page_size: PAGE_SIZE },
    }),
  );
  return {
    siteOrigin: context.publicConfig.siteOrigin,
    category: category ?? null,
    goods: {
      items: page.list.map((goods) => toH5GoodsCard(goods, context.publicConfig.imageOrigin)),
      nextHref: nextPageHref(request, page),
    },
  };
}

const goodsOf = (loaderData: unknown): ListPage<H5GoodsCard> =>
  (loaderData as { goods: ListPage<H5GoodsCard> }).goods;
const goodsKey = (goods: H5GoodsCard) => goods.id;

export default function LifePage({ loaderData }: Route.ComponentProps) {
  const { goods, category } = loaderData;
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-gradient-to-br from-emerald-800 to-teal-700 px-4 py-5 text-white">
        <p className="text-sm text-white/90">{SITE_NAME}·生活好物</p>
        <h2 className="mt-1 text-xl font-semibold leading-snug">用投诉数据挑好物，买得放心，售后安心</h2>
        <p className="mt-2 text-sm leading-6 text-white/90">入选标准：{LIFE_GOODS_BAR_TEXT}。</p>
        <p className="mt-2 rounded-md bg-white/15 px-3 py-2 text-xs leading-5">
          {LIFE_GOODS_NO_PAID_PLACEMENT}
        </p>
      </section>

      <nav aria-label="好物分类" className="flex gap-2 overflow-x-auto bg-white px-4 py-2">
        {lifeShelves("/static/life").map((shelf) => (
          <Link
            key={shelf.label}
            to={shelf.href}
            replace
            aria-current={shelf.key === category ? "page" : undefined}
            className={`flex min-h-9 shrink-0 items-center rounded-full px-3 text-sm ${
              shelf.key === category ? "bg-emerald-700 text-white" : "bg-gray-100 text-gray-700"
            }`}
          >
            {shelf.label}
          </Link>
        ))}
      </nav>

      {goods.items.length > 0 ? (
        <InfiniteList
          first={goods}
          pageOf={goodsOf}
          itemKey={goodsKey}
          label="好物列表"
          className="divide-y divide-gray-100"
          renderItem={(item) => <GoodsCard goods={item} />}
        />
      ) : (
        <p className="bg-white py-10 text-center text-sm text-gray-600">这个分类暂时没有数据达标的好物。</p>
      )}

      <section aria-labelledby="life-promises" className="bg-white px-4 py-4">
        <h2 id="life-promises" className="font-semibold text-gray-900">
          我们这样挑选好物
        </h2>
        <ol className="mt-3 space-y-3">
          {LIFE_PROMISES.map((promise, index) => (
            <li key={promise.title} className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-xs font-semibold text-emerald-800">
                {index + 1}
              </span>
              <div>
                <h3 className="font-medium text-gray-900">{promise.title}</h3>
                <p className="mt-0.5 text-sm leading-6 text-gray-600">{promise.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
