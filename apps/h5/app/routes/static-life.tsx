import { LIFE_PROMISES, LIFE_STATUS, LIFE_TODAY } from "@tousu/page-kit/life-content";
import { SITE_NAME } from "@tousu/page-kit/site-text";
import { Link } from "react-router";
import { h5PageMeta } from "../lib/page-meta";
import type { Route } from "./+types/static-life";

export const handle = { title: "生活好物" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "生活好物",
    description: "诉达生活好物：用真实投诉数据挑选售后靠谱的品牌好物。频道筹备中，现在可以先看品牌红黑榜。",
    canonical: `${loaderData?.siteOrigin ?? ""}/static/life`,
  });

export function loader({ context }: Route.LoaderArgs) {
  return { siteOrigin: context.publicConfig.siteOrigin };
}

export default function LifePage() {
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-gradient-to-br from-emerald-800 to-teal-700 px-4 py-6 text-white">
        <p className="text-sm text-white/90">{SITE_NAME}·生活好物</p>
        <h2 className="mt-1 text-xl font-semibold leading-snug">用投诉数据挑好物，买得放心，售后安心</h2>
        <p className="mt-2 text-sm leading-6 text-white/90">
          我们把消费者的真实投诉变成选购参考：只推荐回复及时、处理到位的品牌的日常好物。
        </p>
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm">
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-300" />
          筹备中，敬请期待
        </p>
      </section>
      <section aria-labelledby="life-promises" className="bg-white px-4 py-4">
        <h2 id="life-promises" className="text-base font-semibold text-gray-900">
          上线后，我们这样挑选好物
        </h2>
        <ol className="mt-3 space-y-3">
          {LIFE_PROMISES.map((promise, index) => (
            <li key={promise.title} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-sm font-semibold text-emerald-800">
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-medium text-gray-900">{promise.title}</h3>
                <p className="mt-0.5 text-sm leading-6 text-gray-600">{promise.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="life-status" className="bg-amber-50 px-4 py-4 text-amber-950">
        <h2 id="life-status" className="font-semibold">
          现在的情况
        </h2>
        <p className="mt-1 text-sm leading-6">{LIFE_STATUS}</p>
      </section>
      <section aria-labelledby="life-today" className="bg-white px-4 py-4">
        <h2 id="life-today" className="text-base font-semibold text-gray-900">
          上线之前，你已经可以
        </h2>
        <ul className="mt-2 divide-y divide-gray-100">
          {LIFE_TODAY.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} reloadDocument={entry.to !== "/article"} className="block py-3">
                <h3 className="font-medium text-gray-900">{entry.title}</h3>
                <p className="mt-0.5 text-sm leading-6 text-gray-600">{entry.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
