import { transferAddress } from "@tousu/domain";
import {
  HANDLING_STEPS,
  NATIONAL_CHANNELS,
  PLATFORM_CHANNELS,
  RESPONSE_PROMISE,
} from "@tousu/page-kit/report-channels";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { HarmfulReportForm } from "../../../features/harmful-report/harmful-report-form";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { SITE_NAME } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { NumberedSteps } from "../../../ui/numbered-steps";
import type { Route } from "./+types/report";

export const handle: RouteHandle = { name: "static-report" };

export const meta: Route.MetaFunction = (args) =>
  sharedPageMeta(args, {
    title: "违法和不良信息举报",
    description:
      "举报违法和不良信息：诉达举报电话、邮箱与在线举报表单，以及国家网信办12377、全国12315平台等举报渠道。",
  });

const PANEL = "rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]";

/** One part of the page: a white panel under its heading. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={PANEL}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function ReportPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className={PANEL}>
        <h1 className="text-2xl font-semibold text-gray-900">违法和不良信息举报</h1>
        <p className="mt-3 leading-7 text-gray-700">
          依据《中华人民共和国网络安全法》《网络信息内容生态治理规定》，{SITE_NAME}
          受理对本站及网络上违法和不良信息的举报。{RESPONSE_PROMISE}
        </p>
        <p className="mt-3 rounded-md bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-950">
          涉及人身安全的紧急情况，请立即拨打 110 报警。与商家的消费纠纷，请
          <Link to="/complaint/create" className="mx-1 font-medium underline">
            发起投诉
          </Link>
          ；对本站某条投诉或评论有异议，可在该内容下方点击“举报”。
        </p>
      </header>

      <Panel id="platform-channels" title="本站举报渠道">
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {PLATFORM_CHANNELS.map((channel) => (
            <div key={channel.name} className="rounded-md border border-gray-100 p-4">
              <dt className="text-sm text-gray-600">{channel.name}</dt>
              <dd className="mt-1 text-lg font-semibold break-all text-gray-900">{channel.value}</dd>
              <dd className="mt-1 text-sm text-gray-600">{channel.note}</dd>
            </div>
          ))}
        </dl>
      </Panel>

      <Panel id="national-channels" title="国家举报渠道">
        <ul className="mt-4 space-y-4">
          {NATIONAL_CHANNELS.map((channel) => (
            <li key={channel.phone} className="rounded-md border border-gray-100 p-4">
              <h3 className="font-medium text-gray-900">{channel.name}</h3>
              <p className="mt-1 text-sm leading-6 text-gray-600">{channel.scope}</p>
              <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-800">
                <span>
                  举报电话：<span className="font-semibold">{channel.phone}</span>
                </span>
                <span>
                  网站：
                  <a
                    href={transferAddress(channel.site)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline hover:text-brand-800"
                  >
                    {channel.siteLabel}
                  </a>
                </span>
              </p>
            </li>
          ))}
        </ul>
      </Panel>

      <Panel id="handling-steps" title="我们如何处理">
        <NumberedSteps steps={HANDLING_STEPS} className="mt-4" />
      </Panel>

      <Panel id="report-form" title="在线举报">
        <p className="mt-1 mb-5 text-sm text-gray-600">带 * 的为必填项。无需登录即可举报。</p>
        <HarmfulReportForm />
      </Panel>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
