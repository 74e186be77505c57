import { paymentProviderOf, VIP_PAYMENT_CHANNELS, type VipPaymentChannel } from "@tousu/domain";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import type { PaymentGateway } from "../../providers/payment/payment-gateway";

export const CHANNEL_NOT_OFFERED = "暂不支持该支付方式，请选择其他支付方式";

/** The gateway of the channel's provider, when this platform takes payments through it. */
export function gatewayOf(
  deps: Pick<AppDeps, "providers">,
  channel: VipPaymentChannel,
): PaymentGateway | null {
  return deps.providers.payments[paymentProviderOf(channel)] ?? null;
}

/** The same, or the refusal a buyer reads before anything is stored. */
export function requireGateway(deps: Pick<AppDeps, "providers">, channel: VipPaymentChannel): PaymentGateway {
  const gateway = gatewayOf(deps, channel);
  if (!gateway) throw badRequest(CHANNEL_NOT_OFFERED);
  return gateway;
}

/**
 * The channels this platform takes payments through: those whose provider is configured, and JSAPI
 * only with the official account its payers' openids belong to (decision 092).
 */
export function availableChannels(deps: Pick<AppDeps, "providers">): VipPaymentChannel[] {
  return VIP_PAYMENT_CHANNELS.filter(
    (channel) =>
      gatewayOf(deps, channel) !== null &&
      (channel !== "wechat_jsapi" || deps.providers.officialAccount !== null),
  );
}
