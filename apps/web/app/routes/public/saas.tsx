import { SAAS_BENEFITS, SAAS_DEADLINE_RULES, SAAS_STEPS } from "@tousu/page-kit/saas-content";
import { Link } from "react-router";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta, SITE_NAME } from "../../lib/site";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { NumberedSteps } from "../../ui/numbered-steps";
import type { Route } from "./+types/saas";

export const handle: RouteHandle = { name: "saas" };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "企业投诉处理平台",
    "企业入驻投诉处理工作台：集中接收旗下品牌的消费者投诉，按时限公开回复，查看回复率与满意度数据，挽回品牌口碑。",
  );

export default function SaasPage() {
  return (
    <div className="space-y-6">
      <section className="rounded-lg bg-gradient-to-br from-brand-700 to-brand-600 px-8 py-12 text-white">
        <p className="text-sm font-medium tracking-wide text-white/80">{SITE_NAME}企业版</p>
        <h1 className="mt-2 text-3xl leading-tight font-semibold">把每一条投诉，变成挽回口碑的机会</h1>
        <p className="mt-3 max-w-2xl text-base leading-7 text-white/90">
          免费入驻企业工作台，集中处理旗下品牌的消费者投诉，按时公开回复，让消费者和市场看到您的服务态度。
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/company" className={buttonClass({ variant: "secondary", size: "lg" })}>
            进入企业工作台
          </Link>
        </div>
      </section>

      <Card title="入驻后您可以">
        <ul className="grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-3">
          {SAAS_BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-md border border-gray-100 p-4">
              <h3 className="font-medium text-gray-900">{benefit.title}</h3>
              <p className="mt-1 text-sm leading-6 text-gray-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Card>

      <Card title="处理流程">
        <NumberedSteps steps={SAAS_STEPS} className="p-5" />
      </Card>

      <Card title="处理时限规则">
        <dl className="divide-y divide-gray-100">
          {SAAS_DEADLINE_RULES.map((rule) => (
            <div key={rule.term} className="grid gap-1 px-5 py-3.5 sm:grid-cols-[200px_minmax(0,1fr)]">
              <dt className="font-medium text-gray-900">{rule.term}</dt>
              <dd className="text-sm leading-6 text-gray-600">{rule.text}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <section className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <div>
          <h2 className="text-lg font-semibold text-gray-900">已有企业账号？</h2>
          <p className="mt-1 text-sm text-gray-600">使用企业管理员或客服成员的手机号登录工作台。</p>
        </div>
        <Link to="/company" className={buttonClass({ size: "lg" })}>
          登录企业工作台
        </Link>
      </section>
    </div>
  );
}
