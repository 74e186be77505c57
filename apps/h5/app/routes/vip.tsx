import { createVipOrder, listVipPlans } from "@tousu/contracts";
import { detectInAppBrowser, parseEntityId, type VipPaymentChannel } from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import {
  VIP_INTRO,
  VIP_NO_CHANNEL,
  VIP_PAGE_DESCRIPTION,
  VIP_PURCHASE_RULES,
  VIP_UNCHANGED,
  vipChannelOptions,
} from "@tousu/page-kit/vip-texts";
import { Form, redirect, useNavigation } from "react-router";
import { WechatPay } from "../features/vip/wechat-pay";
import { attemptWrite } from "../lib/api-write.server";
import { h5PageMeta } from "../lib/page-meta";
import { useTrackSuccess } from "../lib/use-track-success";
import { FormRefusal } from "../ui/form-refusal";
import { SubmitButton } from "../ui/submit-button";
import type { Route } from "./+types/vip";

export const handle = { title: "诉达会员" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "诉达会员",
    description: VIP_PAGE_DESCRIPTION,
    canonical: `${loaderData?.siteOrigin ?? ""}/vip`,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const { list, channels } = await loadOrThrow(() => api.call(listVipPlans));
  // Inside WeChat its own payment sheet (JSAPI), elsewhere WeChat Pay's H5 page or Alipay's wap page.
  const isWechat = detectInAppBrowser(request.headers.get("user-agent") ?? "") === "wechat";
  return {
    siteOrigin: context.publicConfig.siteOrigin,
    plans: list,
    channels: vipChannelOptions(isWechat ? "wechat" : "phone", channels),
  };
}

/**
 * Orders through the API: a page to pay on is opened at once; WeChat's own sheet is asked for by the
 * page (JSAPI's parameters come back to it). Nothing is granted here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = createServerApi(request, context);
  const { done, refusal } = await attemptWrite(request, () =>
    api.call(createVipOrder, {
      body: {
        // Not a plan or channel the API knows: refused with the catalogue's message.
        plan_id: parseEntityId(String(form.get("plan_id") ?? "")) ?? 0,
        channel: String(form.get("channel") ?? "") as VipPaymentChannel,
      },
    }),
  );
  if (!done) return { refusal, jsapi: null };
  if (done.pay.type === "url") throw redirect(done.pay.url);
  if (done.pay.type === "jsapi")
    return { refusal: null, jsapi: { orderNo: done.order_no, params: done.pay.jsapi } };
  return { refusal: { error: "请在电脑上扫码支付，或换用手机浏览器打开本页" }, jsapi: null };
}

export default function Vip({ loaderData, actionData }: Route.ComponentProps) {
  const { plans, channels } = loaderData;
  const isSending = useNavigation().state === "submitting";
  // An order paid in WeChat's own sheet comes back here; one paid on the channel's page leaves the
  // site by the action's redirect before this page could say so (decision 113).
  useTrackSuccess("payment_started", actionData?.jsapi);
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-white px-4 py-4">
        <h1 className="text-lg font-semibold text-gray-900">诉达会员</h1>
        <p className="mt-1.5 text-sm leading-6 text-gray-700">{VIP_INTRO}</p>
      </section>
      {plans.length === 0 || channels.length === 0 ? (
        <p className="bg-white px-4 py-6 text-sm text-gray-700">
          {plans.length === 0 ? "会员套餐暂未开售，请稍后再来看看。" : VIP_NO_CHANNEL}
        </p>
      ) : (
        <Form method="post" className="space-y-4 bg-white px-4 py-4" aria-describedby="vip-refusal">
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium text-gray-900">选择套餐</legend>
            {plans.map((plan, index) => (
              <label
                key={plan.id}
                className="flex min-h-11 cursor-pointer gap-3 rounded-lg border border-gray-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="plan_id"
                  value={plan.id}
                  defaultChecked={index === 0}
                  className="mt-1 size-4 accent-brand-600"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold text-gray-900">{plan.name}</span>
                    <span className="text-lg font-bold text-brand-700">
                      ¥{plan.price}
                      <span className="ml-1 text-xs font-normal text-gray-700">
                        / {plan.duration_days} 天
                      </span>
                    </span>
                  </span>
                  <span className="mt-1 block text-sm break-words text-gray-700">
                    {plan.benefits.join(" · ")}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-gray-900">支付方式</legend>
            <div className="grid grid-cols-2 gap-2">
              {channels.map((channel, index) => (
                <label
                  key={channel.code}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm text-gray-900 has-checked:border-brand-600 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="channel"
                    value={channel.code}
                    defaultChecked={index === 0}
                    className="size-4 accent-brand-600"
                  />
                  {channel.label}
                </label>
              ))}
            </div>
          </fieldset>
          <FormRefusal id="vip-refusal" refusal={actionData?.refusal} />
          <SubmitButton pending={isSending} pendingLabel="正在下单…">
            立即开通
          </SubmitButton>
          <p className="text-center text-xs text-gray-600">一次性支付，不自动续费。</p>
          {actionData?.jsapi ? (
            <WechatPay orderNo={actionData.jsapi.orderNo} params={actionData.jsapi.params} />
          ) : null}
        </Form>
      )}
      <TermsSection title="会员不改变什么" lines={VIP_UNCHANGED} />
      <TermsSection title="购买规则" lines={VIP_PURCHASE_RULES} />
    </div>
  );
}

function TermsSection({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <section className="bg-white px-4 py-4">
      <h2 className="font-semibold text-gray-900">{title}</h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-6 text-gray-700">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
