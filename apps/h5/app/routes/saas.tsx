import { siteAddressOf } from "@tousu/domain";
import { SAAS_BENEFITS, SAAS_DEADLINE_RULES, SAAS_STEPS } from "@tousu/page-kit/saas-content";
import { SITE_NAME } from "@tousu/page-kit/site-text";
import { h5PageMeta } from "../lib/page-meta";
import type { Route } from "./+types/saas";

export const handle = { title: "企业入驻" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "企业投诉处理平台",
    description:
      "企业入驻投诉处理工作台：集中接收旗下品牌的消费者投诉，按时限公开回复，查看回复率与满意度数据，挽回品牌口碑。",
    canonical: loaderData?.landing ?? "/saas",
  });

export function loader({ context }: Route.LoaderArgs) {
  // The company portal is a desktop page: on the SaaS origin when it has one (decision 084), else on
  // the PC site, whichever site this is.
  const { saasOrigin, lawyerSiteOrigin, siteOrigin } = context.publicConfig;
  const addressOf = (path: string) =>
    siteAddressOf({ saas: saasOrigin, lawyer: lawyerSiteOrigin }, path, siteOrigin);
  return { landing: addressOf("/saas"), portal: addressOf("/company") };
}

export default function SaasPage({ loaderData }: Route.ComponentProps) {
  const { portal } = loaderData;
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-gradient-to-br from-brand-700 to-brand-600 px-4 py-6 text-white">
        <p className="text-sm text-white/90">{SITE_NAME}企业版</p>
        <h2 className="mt-1 text-xl font-semibold leading-snug">把每一条投诉，变成挽回口碑的机会</h2>
        <p className="mt-2 text-sm leading-6 text-white/90">
          免费入驻企业工作台，集中处理旗下品牌的消费者投诉，按时公开回复，让消费者和市场看到您的服务态度。
        </p>
        <a
          href={portal}
          className="mt-4 flex min-h-11 items-center justify-center rounded-full bg-white font-medium text-brand-700"
        >
          进入企业工作台（电脑版）
        </a>
      </section>
      <section aria-labelledby="saas-benefits" className="bg-white px-4 py-4">
        <h2 id="saas-benefits" className="text-base font-semibold text-gray-900">
          入驻后您可以
        </h2>
        <ul className="mt-2 grid grid-cols-2 gap-2">
          {SAAS_BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-lg bg-gray-50 p-3">
              <h3 className="text-sm font-medium text-gray-900">{benefit.title}</h3>
              <p className="mt-1 text-xs leading-5 text-gray-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="saas-steps" className="bg-white px-4 py-4">
        <h2 id="saas-steps" className="text-base font-semibold text-gray-900">
          处理流程
        </h2>
        <ol className="mt-3 space-y-3">
          {SAAS_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700">
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-medium text-gray-900">{step.title}</h3>
                <p className="mt-0.5 text-sm leading-6 text-gray-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="saas-deadlines" className="bg-white px-4 py-4">
        <h2 id="saas-deadlines" className="text-base font-semibold text-gray-900">
          处理时限规则
        </h2>
        <dl className="mt-2 divide-y divide-gray-100">
          {SAAS_DEADLINE_RULES.map((rule) => (
            <div key={rule.term} className="py-2.5">
              <dt className="font-medium text-gray-900">{rule.term}</dt>
              <dd className="mt-0.5 text-sm leading-6 text-gray-600">{rule.text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="bg-white px-4 py-4">
        <h2 className="text-base font-semibold text-gray-900">已有企业账号？</h2>
        <p className="mt-1 text-sm text-gray-600">
          企业工作台请在电脑上使用：用企业管理员或客服成员的手机号登录。
        </p>
        <a
          href={portal}
          className="mt-3 flex min-h-11 items-center justify-center rounded-full bg-brand-600 text-white"
        >
          登录企业工作台
        </a>
      </section>
    </div>
  );
}
