import type { VipPlan } from "@tousu/contracts";
import { formatDateTime, type VipPaymentChannel, vipOrderPath } from "@tousu/domain";
import { trackEvent } from "@tousu/page-kit/tracking-beacon";
import { VIP_NO_CHANNEL } from "@tousu/page-kit/vip-texts";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useAppStore } from "../../lib/app-store";
import type { QrCodeShape } from "../../lib/qr-code";
import { useApi } from "../../shared/session/api-context";
import { useViewer } from "../../shared/session/viewer";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { QrCode } from "../../ui/qr-code";
import { RadioCards } from "../../ui/radio-cards";
import type { VipCalls } from "./vip-calls";

/** The membership's calls, loaded with the API client the first time one is needed. */
function useVipCalls(): () => Promise<VipCalls> {
  const loadApi = useApi();
  return useCallback(async () => {
    const [api, { createVipCalls }] = await Promise.all([loadApi(), import("./vip-calls")]);
    return createVipCalls(api);
  }, [loadApi]);
}

/** How often the code's page asks whether the order is paid while the payer scans. */
const POLL_MS = 2_000;

interface CodeToScan {
  orderNo: string;
  codeUrl: string;
  shape: QrCodeShape;
  amountYuan: string;
  expiresAt: string;
}

/**
 * Choosing a plan and a channel, then paying: Alipay's page opens in this tab; WeChat Pay's code is
 * drawn here, and the page follows the order until the server knows it is paid. Nothing is granted
 * here: the membership comes from the channel's notification or the server's query of it.
 */
export function VipPurchase({
  plans,
  channels,
}: {
  plans: VipPlan[];
  /** A computer's channels the platform takes: a WeChat Pay code to scan, or Alipay's own page. */
  channels: { code: VipPaymentChannel; label: string }[];
}) {
  const viewer = useViewer();
  const openLogin = useAppStore((state) => state.openLogin);
  const loadCalls = useVipCalls();
  const [planId, setPlanId] = useState<number | null>(plans[0]?.id ?? null);
  const [channel, setChannel] = useState<VipPaymentChannel | null>(channels[0]?.code ?? null);
  const [isSending, setIsSending] = useState(false);
  const [code, setCode] = useState<CodeToScan | null>(null);
  const plan = plans.find((candidate) => candidate.id === planId);

  async function buy() {
    if (!plan || !channel) return;
    if (!viewer) {
      openLogin("login");
      return;
    }
    setIsSending(true);
    const order = await (await loadCalls()).order(plan.id, channel);
    if (order) trackEvent("payment_started");
    if (order?.pay.type === "url") {
      window.location.assign(order.pay.url);
      return;
    }
    if (order?.pay.type === "code_url") {
      const { qrCodeShape } = await import("../../lib/qr-code");
      setCode({
        orderNo: order.order_no,
        codeUrl: order.pay.code_url,
        shape: qrCodeShape(order.pay.code_url),
        amountYuan: order.amount_yuan,
        expiresAt: order.expires_at,
      });
    }
    setIsSending(false);
  }

  if (plans.length === 0 || channels.length === 0) {
    return (
      <p className="px-5 py-6 text-sm text-gray-700">
        {plans.length === 0 ? "会员套餐暂未开售，请稍后再来看看。" : VIP_NO_CHANNEL}
      </p>
    );
  }
  if (code) return <ScanToPay code={code} onCancel={() => setCode(null)} />;
  return (
    <div className="space-y-5 px-5 py-5">
      <fieldset>
        <legend className="mb-2.5 text-sm font-medium text-gray-900">选择套餐</legend>
        <div className="grid gap-3 md:grid-cols-3">
          {plans.map((candidate) => (
            <label
              key={candidate.id}
              className={cx(
                "flex cursor-pointer flex-col gap-2 rounded-lg border p-4",
                candidate.id === planId ? "border-brand-600 bg-brand-50" : "border-gray-300",
              )}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="plan"
                  value={candidate.id}
                  checked={candidate.id === planId}
                  onChange={() => setPlanId(candidate.id)}
                  className="accent-brand-600"
                />
                <span className="font-semibold text-gray-900">{candidate.name}</span>
              </span>
              <span className="text-2xl font-bold text-brand-700">
                ¥{candidate.price}
                <span className="ml-1 text-sm font-normal text-gray-700">/ {candidate.duration_days} 天</span>
              </span>
              <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
                {candidate.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </label>
          ))}
        </div>
      </fieldset>
      <RadioCards
        legend="支付方式"
        name="channel"
        options={channels}
        value={channel}
        onChange={setChannel}
        columnsClass="grid-cols-2 md:w-96"
      />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={buy}
          disabled={isSending || !plan}
          className={buttonClass({ size: "lg" })}
        >
          {isSending ? "正在下单…" : plan ? `支付 ¥${plan.price} 开通${plan.name}` : "请选择套餐"}
        </button>
        <p className="text-sm text-gray-700">一次性支付，不自动续费。</p>
      </div>
    </div>
  );
}

/** WeChat Pay's code for the order, and the order followed until the server knows it is paid. */
function ScanToPay({ code, onCancel }: { code: CodeToScan; onCancel(): void }) {
  const navigate = useNavigate();
  const loadCalls = useVipCalls();
  const [ended, setEnded] = useState<string | null>(null);
  const successHref = vipOrderPath(code.orderNo);

  useEffect(() => {
    let isFollowing = true;
    const timer = window.setInterval(async () => {
      const order = await (await loadCalls()).status(code.orderNo);
      if (!isFollowing || !order) return;
      if (order.status === "paid") navigate(successHref);
      else if (order.status === "closed" || order.status === "failed") setEnded(order.status_label);
    }, POLL_MS);
    return () => {
      isFollowing = false;
      window.clearInterval(timer);
    };
  }, [code.orderNo, loadCalls, navigate, successHref]);

  // The local sandbox's code is an address this browser can open; a real one is weixin:// only.
  const isSandbox = /^https?:\/\//.test(code.codeUrl);
  return (
    <div className="flex flex-col items-center gap-3 px-5 py-8 text-center">
      <p className="text-base font-medium text-gray-900">
        请用微信扫一扫支付 <span className="text-brand-700">¥{code.amountYuan}</span>
      </p>
      <QrCode shape={code.shape} label="微信支付二维码" className="size-48" />
      {ended ? (
        <p role="status" className="rounded-md bg-amber-50 px-4 py-2 text-sm text-amber-900">
          订单{ended}，请重新下单。
        </p>
      ) : (
        <p role="status" className="text-sm text-gray-700">
          支付完成后本页自动跳转；二维码 {formatDateTime(code.expiresAt)} 前有效。
        </p>
      )}
      {isSandbox ? (
        <a href={code.codeUrl} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
          在本机打开支付页（本地支付沙箱）
        </a>
      ) : null}
      <div className="mt-2 flex gap-3">
        <a href={successHref} className={buttonClass({ variant: "secondary" })}>
          我已支付
        </a>
        <button type="button" onClick={onCancel} className={buttonClass({ variant: "ghost" })}>
          重新选择
        </button>
      </div>
    </div>
  );
}
