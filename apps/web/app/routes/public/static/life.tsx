import { listLifeGoods } from "@tousu/contracts";
import {
  LIFE_GOODS_BAR_TEXT,
  LIFE_GOODS_CATEGORY_KEYS,
  LIFE_GOODS_NO_PAID_PLACEMENT,
  parseEntityId,
} from "@tousu/domain";
import { LIFE_PROMISES, lifeShelves } from "@tousu/page-kit/life-content";
import { Link } from "react-router";
import { GoodsGrid } from "../../../features/life-goods/goods-card";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { SITE_NAME } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { cx } from "../../../ui/cx";
import { Pager } from "../../../ui/pager";
import type { Route } from "./+types/life";

export const handle: RouteHandle = { name: "static-life" };

const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = (args) =>
  sharedPageMeta(args, {
    title: "生活好物",
    description:
      "诉达生活好物：只收录公开投诉数据达标的品牌的好物，每件标明品牌的投诉量、回复率与完成率，不接受付费上榜。",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const url = new URL(request.url);
  // An unknown shelf or page shows the whole channel rather than an error: the link is still worth following.
  const asked = url.searchParams.get("category");
  const category = LIFE_GOODS_CATEGORY_KEYS.find((key) => key === asked);
  const page = parseEntityId(url.searchParams.get("page")) ?? 1;
  const goods = await loadOrThrow(() =>
    api.call(listLifeGoods, { query: { category, page, page_size: PAGE_SIZE } }),
  );
  return { goods, category: category ?? null };
}

export default function LifePage({ loaderData }: Route.ComponentProps) {
  const { goods, category } = loaderData;
  return (
    <div className="space-y-6">
      <section className="overflow-hidden rounded-lg bg-gradient-to-br from-emerald-700 to-teal-600 px-6 py-10 text-white sm:px-10">
        <p className="text-sm font-medium tracking-wide text-white/85">{SITE_NAME}·生活好物</p>
        <h1 className="mt-2 max-w-2xl text-3xl leading-tight font-semibold sm:text-4xl">
          用投诉数据挑好物，买得放心，售后安心
        </h1>
        <p className="mt-4 max-w-3xl text-base leading-7 text-white/90">入选标准：{LIFE_GOODS_BAR_TEXT}。</p>
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm">
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-300" />
          {LIFE_GOODS_NO_PAID_PLACEMENT}
        </p>
      </section>

      <section
        aria-labelledby="life-goods"
        className="rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
      >
        <h2 id="life-goods" className="sr-only">
          好物列表
        </h2>
        <nav aria-label="好物分类" className="mb-5 flex flex-wrap gap-2">
          {lifeShelves("/static/life").map((shelf) => (
            <Link
              key={shelf.label}
              to={shelf.href}
              aria-current={shelf.key === category ? "page" : undefined}
              className={cx(
                "rounded-full px-4 py-1.5 text-sm",
                shelf.key === category
                  ? "bg-emerald-700 text-white"
                  : "bg-gray-100 text-gray-700 hover:bg-emerald-50 hover:text-emerald-800",
              )}
            >
              {shelf.label}
            </Link>
          ))}
        </nav>
        {goods.list.length > 0 ? (
          <GoodsGrid goods={goods.list} />
        ) : (
          <p className="py-12 text-center text-gray-600">
            这个分类暂时没有数据达标的好物，先看看其他分类吧。
          </p>
        )}
        <Pager page={goods.page} pageSize={goods.page_size} total={goods.total} />
      </section>

      <section aria-labelledby="life-promises">
        <h2 id="life-promises" className="mb-3 text-lg font-semibold text-gray-900">
          我们这样挑选好物
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {LIFE_PROMISES.map((promise, index) => (
            <li
              key={promise.title}
              className="rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
            >
              <span className="flex size-8 items-center justify-center rounded-full bg-emerald-50 text-sm font-semibold text-emerald-800">
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-gray-900">{promise.title}</h3>
              <p className="mt-2 text-sm leading-6 text-gray-600">{promise.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
