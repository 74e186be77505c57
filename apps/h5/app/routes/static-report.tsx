import {
  HARMFUL_CONTENT_CATEGORIES,
  HARMFUL_REPORT_CONTACT_MAX,
  HARMFUL_REPORT_DESCRIPTION_MAX,
  type HarmfulContentCategory,
  submitHarmfulContentReport,
} from "@tousu/contracts";
import { transferAddress } from "@tousu/domain";
import {
  HANDLING_STEPS,
  NATIONAL_CHANNELS,
  PLATFORM_CHANNELS,
  RESPONSE_PROMISE,
} from "@tousu/page-kit/report-channels";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { SITE_NAME } from "@tousu/page-kit/site-text";
import { Form, Link, useNavigation } from "react-router";
import { h5PageMeta } from "../lib/page-meta";
import { refusalOf } from "../lib/session.server";
import { SubmitButton } from "../ui/submit-button";
import type { Route } from "./+types/static-report";

export const handle = { title: "违法和不良信息举报" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "违法和不良信息举报",
    description:
      "举报违法和不良信息：诉达举报电话、邮箱与在线举报表单，以及国家网信办12377、全国12315平台等举报渠道。",
    canonical: `${loaderData?.siteOrigin ?? ""}/static/report`,
  });

export function loader({ context }: Route.LoaderArgs) {
  return {
    siteOrigin: context.publicConfig.siteOrigin,
    // The form's choices and limits come from the contract, which stays out of the browser's code.
    categories: HARMFUL_CONTENT_CATEGORIES.map(({ code, label }) => ({ code, label })),
    descriptionMax: HARMFUL_REPORT_DESCRIPTION_MAX,
    contactMax: HARMFUL_REPORT_CONTACT_MAX,
  };
}

/** Files the report through the API (POST /report/harmful), which checks every field. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const values = {
    category: text("category"),
    content_url: text("content_url"),
    description: text("description"),
    contact: text("contact"),
  };
  const api = createServerApi(request, context);
  const result = await loadOrThrow(() =>
    api.request(submitHarmfulContentReport, {
      body: {
        // Whatever was sent; the API refuses an unknown category with the catalogue's message.
        category: values.category as HarmfulContentCategory,
        content_url: values.content_url,
        description: values.description,
        contact: values.contact === "" ? undefined : values.contact,
      },
    }),
  );
  // A refused report comes back filled in, so a page posted without scripts keeps what was typed.
  return result.ok
    ? { isFiled: true as const }
    : { isFiled: false as const, message: refusalOf(request, result), values };
}

const PANEL = "bg-white px-4 py-4";
const FIELD = "mt-1 block w-full rounded-lg border border-gray-300 px-3 text-base focus:border-brand-600";

function ReportForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const navigation = useNavigation();
  const isSending = navigation.state === "submitting";
  if (actionData?.isFiled) {
    return (
      <div role="status" className="mt-3 rounded-lg bg-emerald-50 p-4 text-emerald-900">
        <p className="font-semibold">举报已提交</p>
        <p className="mt-1 text-sm leading-6">我们会在 24 小时内受理。感谢你帮助维护清朗的网络空间。</p>
        <Link
          to="/static/report"
          className="mt-2 inline-flex min-h-11 items-center text-emerald-900 underline"
        >
          再举报一条
        </Link>
      </div>
    );
  }
  const refused = actionData?.isFiled === false ? actionData : null;
  const message = refused?.message ?? null;
  const typed = refused?.values;
  return (
    <Form method="post" className="mt-3 space-y-4" aria-describedby={message ? "report-error" : undefined}>
      <fieldset>
        <legend className="text-sm font-medium text-gray-900">
          举报类别<span className="text-brand-700"> *</span>
        </legend>
        <div className="mt-2 grid grid-cols-1 gap-2">
          {loaderData.categories.map((category) => (
            <label
              key={category.code}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-200 px-3 text-sm text-gray-800 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="category"
                value={category.code}
                defaultChecked={typed?.category === category.code}
                required
                className="size-4 accent-brand-600"
              />
              {category.label}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm font-medium text-gray-900">
        内容所在网址<span className="text-brand-700"> *</span>
        <input
          name="content_url"
          type="text"
          inputMode="url"
          required
          defaultValue={typed?.content_url}
          placeholder="https://"
          className={`${FIELD} min-h-11`}
          aria-describedby="content-url-hint"
        />
        <span id="content-url-hint" className="mt-1 block text-xs font-normal text-gray-600">
          以 http:// 或 https:// 开头的网址，本站内容也可填写路径，如 /tousu/123
        </span>
      </label>
      <label className="block text-sm font-medium text-gray-900">
        问题描述<span className="text-brand-700"> *</span>
        <textarea
          name="description"
          required
          rows={5}
          defaultValue={typed?.description}
          maxLength={loaderData.descriptionMax}
          placeholder="请说明内容违法或不良在哪里，例如：冒充客服诈骗、传播谣言、泄露他人隐私"
          className={`${FIELD} py-2`}
        />
      </label>
      <label className="block text-sm font-medium text-gray-900">
        联系方式
        <input
          name="contact"
          type="text"
          autoComplete="off"
          defaultValue={typed?.contact}
          maxLength={loaderData.contactMax}
          className={`${FIELD} min-h-11`}
          aria-describedby="contact-hint"
        />
        <span id="contact-hint" className="mt-1 block text-xs font-normal text-gray-600">
          选填：手机号、邮箱或微信号，仅用于核实和告知处理结果，加密保存，不会公开
        </span>
      </label>
      {message ? (
        <p id="report-error" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      <SubmitButton pending={isSending} pendingLabel="正在提交…">
        提交举报
      </SubmitButton>
    </Form>
  );
}

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-2 pb-3">
      <header className={PANEL}>
        <p className="text-[15px] leading-7 text-gray-800">
          依据《中华人民共和国网络安全法》《网络信息内容生态治理规定》，{SITE_NAME}
          受理对本站及网络上违法和不良信息的举报。{RESPONSE_PROMISE}
        </p>
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm leading-6 text-amber-950">
          涉及人身安全的紧急情况，请立即拨打 110 报警。与商家的消费纠纷，请
          <Link to="/complaint/create" reloadDocument className="mx-1 font-medium underline">
            发起投诉
          </Link>
          ；对本站某条投诉或评论有异议，可在该内容下方点击“举报”。
        </p>
      </header>

      <section aria-labelledby="platform-channels" className={PANEL}>
        <h2 id="platform-channels" className="text-base font-semibold text-gray-900">
          本站举报渠道
        </h2>
        <dl className="mt-2 divide-y divide-gray-100">
          {PLATFORM_CHANNELS.map((channel) => (
            <div key={channel.name} className="py-2.5">
              <dt className="text-sm text-gray-600">{channel.name}</dt>
              <dd className="mt-0.5 break-all font-semibold text-gray-900">{channel.value}</dd>
              <dd className="text-xs text-gray-600">{channel.note}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="national-channels" className={PANEL}>
        <h2 id="national-channels" className="text-base font-semibold text-gray-900">
          国家举报渠道
        </h2>
        <ul className="mt-2 space-y-3">
          {NATIONAL_CHANNELS.map((channel) => (
            <li key={channel.phone} className="rounded-lg bg-gray-50 p-3">
              <h3 className="text-sm font-medium text-gray-900">{channel.name}</h3>
              <p className="mt-1 text-sm leading-6 text-gray-600">{channel.scope}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-4 text-sm text-gray-800">
                <a href={`tel:${channel.phone}`} className="inline-flex min-h-11 items-center">
                  举报电话：<span className="font-semibold">{channel.phone}</span>
                </a>
                <Link
                  to={transferAddress(channel.site)}
                  className="inline-flex min-h-11 items-center text-brand-700 underline"
                >
                  {channel.siteLabel}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="handling-steps" className={PANEL}>
        <h2 id="handling-steps" className="text-base font-semibold text-gray-900">
          我们如何处理
        </h2>
        <ol className="mt-3 space-y-3">
          {HANDLING_STEPS.map((step, index) => (
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

      <section aria-labelledby="report-form" className={PANEL}>
        <h2 id="report-form" className="text-base font-semibold text-gray-900">
          在线举报
        </h2>
        <p className="mt-1 text-sm text-gray-600">带 * 的为必填项。无需登录即可举报。</p>
        <ReportForm loaderData={loaderData} actionData={actionData} />
      </section>
    </div>
  );
}
