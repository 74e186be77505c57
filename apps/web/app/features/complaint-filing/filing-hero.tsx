import { Link } from "react-router";
import { ShieldCheckIcon } from "../../ui/icons";
import { StartComplaintLink } from "./start-complaint-link";

const PROMISES = ["免费投诉", "个人信息脱敏展示", "处理进度全程公开"] as const;

const CHECKLIST = [
  "订单号、运单号或合同编号",
  "付款记录或发票截图",
  "与商家沟通的聊天记录",
  "商品或问题现场的照片",
] as const;

/** The page's one h1 and its first call to action, beside what to have at hand before starting. */
export function FilingHero() {
  return (
    <section
      aria-labelledby="filing-hero-title"
      className="grid gap-8 overflow-hidden rounded-lg bg-white px-8 py-9 shadow-[0_1px_2px_rgba(15,23,42,0.06)] lg:grid-cols-[minmax(0,1fr)_360px]"
    >
      <div>
        <p className="text-sm font-medium text-brand-700">消费维权 · 在线投诉</p>
        <h1 id="filing-hero-title" className="mt-2 text-3xl leading-tight font-bold text-gray-900">
          把问题说清楚，让商家认真回应
        </h1>
        <p className="mt-3 max-w-xl text-base leading-7 text-gray-700">
          写明经过、附上凭证、提出诉求。平台审核后把投诉转交商家处理，每一步进展都公开可查，直到问题解决。
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <StartComplaintLink />
          <Link to="/tousu" className="text-sm font-medium text-gray-700 hover:text-brand-700">
            先看看别人怎么投诉<span aria-hidden="true"> ›</span>
          </Link>
        </div>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-gray-700">
          {PROMISES.map((promise) => (
            <li key={promise} className="flex items-center gap-1.5">
              <ShieldCheckIcon className="text-base text-emerald-600" />
              {promise}
            </li>
          ))}
        </ul>
      </div>

      <aside aria-labelledby="filing-checklist-title" className="rounded-lg bg-brand-50/60 px-6 py-5">
        <h2 id="filing-checklist-title" className="text-base font-semibold text-gray-900">
          投诉前，请准备好
        </h2>
        <ul className="mt-3 space-y-2.5 text-sm text-gray-800">
          {CHECKLIST.map((item) => (
            <li key={item} className="flex items-start gap-2.5">
              <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-4 border-t border-brand-100 pt-3 text-xs leading-5 text-gray-700">
          证据越完整，审核越快，商家也越容易核实处理。
        </p>
      </aside>
    </section>
  );
}
