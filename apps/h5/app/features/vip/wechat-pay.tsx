import type { ContractData, createVipOrder } from "@tousu/contracts";
import { h5VipOrderPath } from "@tousu/domain";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";

/** WeChat's payment sheet's parameters, as the order's answer carries them. */
type JsapiParams = Extract<ContractData<typeof createVipOrder>["pay"], { type: "jsapi" }>["jsapi"];

interface WeixinJSBridge {
  invoke(
    name: "getBrandWCPayRequest",
    params: JsapiParams,
    done: (result: { err_msg: string }) => void,
  ): void;
}

/**
 * WeChat's own payment sheet for an order, asked for as soon as WeChat's bridge is ready; then the
 * order's page, which shows what the server knows (the sheet's answer grants nothing). A cancelled
 * sheet leaves the visitor here to choose again.
 */
export function WechatPay({ orderNo, params }: { orderNo: string; params: JsapiParams }) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<string | null>(null);

  useEffect(() => {
    const pay = () => {
      const bridge = (window as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge;
      bridge?.invoke("getBrandWCPayRequest", params, ({ err_msg: result }) => {
        if (result.endsWith(":cancel")) setOutcome("已取消支付，可以重新选择套餐。");
        else navigate(h5VipOrderPath(orderNo));
      });
    };
    if ((window as { WeixinJSBridge?: unknown }).WeixinJSBridge) pay();
    else document.addEventListener("WeixinJSBridgeReady", pay, { once: true });
    return () => document.removeEventListener("WeixinJSBridgeReady", pay);
  }, [navigate, orderNo, params]);

  return (
    <p role="status" className="text-center text-sm text-gray-700">
      {outcome ?? "正在打开微信支付…如未弹出，请确认在微信中打开本页。"}
    </p>
  );
}
