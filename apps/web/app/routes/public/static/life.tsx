import { LIFE_PROMISES, LIFE_STATUS, LIFE_TODAY } from "@tousu/page-kit/life-content";
import { Link } from "react-router";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { SITE_NAME } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { buttonClass } from "../../../ui/button";
import type { Route } from "./+types/life";

export const handle: RouteHandle = { name: "static-life" };

export const meta: Route.MetaFunction = (args) =>
  sharedPageMeta(args, {
    title: "生活好物",
    description: "诉达生活好物：用真实投诉数据挑选售后靠谱的品牌好物。频道筹备中，现在可以先看品牌红黑榜。",
  });

export default function LifePage() {
  return (
    <div className="space-y-6">
      <section className="overflow-hidden rounded-lg bg-gradient-to-br from-emerald-700 to-teal-600 px-6 py-12 text-white sm:px-10">
        <p className="text-sm font-medium tracking-wide text-white/85">{SITE_NAME}·生活好物</p>
        <h1 className="mt-2 max-w-2xl text-3xl leading-tight font-semibold sm:text-4xl">
          用投诉数据挑好物，买得放心，售后安心
        </h1>
        <p className="mt-4 max-w-2xl text-base leading-7 text-white/90">
          我们把消费者的真实投诉变成选购参考：只推荐回复及时、处理到位的品牌的日常好物。
        </p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm">
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-300" />
          筹备中，敬请期待
        </p>
      </section>

      <section aria-labelledby="life-promises">
        <h2 id="life-promises" className="mb-3 text-lg font-semibold text-gray-900">
          上线后，我们这样挑选好物
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

      <section
        aria-labelledby="life-status"
        className="rounded-lg border border-amber-200 bg-amber-50 p-6 text-amber-950"
      >
        <h2 id="life-status" className="font-semibold">
          现在的情况
        </h2>
        <p className="mt-2 leading-7">{LIFE_STATUS}</p>
      </section>

      <section
        aria-labelledby="life-today"
        className="rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
      >
        <h2 id="life-today" className="text-lg font-semibold text-gray-900">
          上线之前，你已经可以
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {LIFE_TODAY.map((entry) => (
            <li key={entry.to} className="flex flex-col rounded-md border border-gray-100 p-4">
              <h3 className="font-medium text-gray-900">{entry.title}</h3>
              <p className="mt-1 flex-1 text-sm leading-6 text-gray-600">{entry.text}</p>
              <Link
                to={entry.to}
                className={`${buttonClass({ variant: "secondary", size: "sm" })} mt-3 self-start`}
              >
                去看看<span className="sr-only">{entry.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
