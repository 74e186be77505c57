import { schema } from "@tousu/db";
import { formatYuan, h5Address, h5VipOrderPath, type VipPaymentChannel, vipOrderPath } from "@tousu/domain";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, busy } from "../../lib/app-error";
import type { PayInstruction } from "../../providers/payment/payment-gateway";
import { openidOfAccount } from "../wechat-login";
import { CHANNEL_NOT_OFFERED, requireGateway } from "./payment-gateway-of";
import { lockOrder, markFailed, markPaying, openOrder } from "./vip-order-steps";

const { vipPlans } = schema;

export const PLAN_NOT_ON_SALE = "该会员套餐不存在或已下架，请重新选择";
export const JSAPI_NEEDS_WECHAT_LOGIN = "请在微信中使用微信登录后再用微信支付，或选择其他支付方式";
export const CHANNEL_BUSY = "支付渠道暂时无法响应，请稍后再试";

export interface OrderInput {
  userId: number;
  planId: number;
  channel: VipPaymentChannel;
  /** The buyer's address, which WeChat H5 pay requires. */
  clientIp: string;
}

/** The payer's openid under the official account, which JSAPI pays from; refused without one. */
async function jsapiPayer(deps: Pick<AppDeps, "db" | "providers">, userId: number): Promise<string> {
  const account = deps.providers.officialAccount;
  if (!account) throw badRequest(CHANNEL_NOT_OFFERED);
  const openid = await openidOfAccount(deps.db, { userId, appId: account.appId });
  if (!openid) throw badRequest(JSAPI_NEEDS_WECHAT_LOGIN);
  return openid;
}

function payView(instruction: PayInstruction) {
  switch (instruction.kind) {
    case "code_url":
      return { type: "code_url" as const, code_url: instruction.codeUrl };
    case "url":
      return { type: "url" as const, url: instruction.url };
    case "jsapi":
      return { type: "jsapi" as const, jsapi: instruction.params };
  }
}

/**
 * A member buys a plan: everything that can refuse (the plan, the channel, the JSAPI payer) is
 * checked before anything is stored; the order is stored `created` with its jobs, then the channel
 * asked for the pay instruction, then the order is `paying`. A channel that fails leaves the order
 * `failed` and the buyer a refusal to try again later.
 */
export async function createVipOrder(deps: Pick<AppDeps, "db" | "providers" | "config">, input: OrderInput) {
  const [plan] = await deps.db
    .select()
    .from(vipPlans)
    .where(and(eq(vipPlans.id, input.planId), eq(vipPlans.onSale, true)));
  if (!plan) throw badRequest(PLAN_NOT_ON_SALE);
  const gateway = requireGateway(deps, input.channel);
  const payerOpenid = input.channel === "wechat_jsapi" ? await jsapiPayer(deps, input.userId) : undefined;

  const now = deps.providers.now();
  const order = await deps.db.transaction((tx) =>
    openOrder(tx, { userId: input.userId, plan, channel: input.channel }, now),
  );
  let instruction: PayInstruction;
  try {
    instruction = await gateway.create({
      channel: input.channel,
      orderNo: order.orderNo,
      amountFen: order.amountFen,
      description: `诉达${order.planName}`,
      expiresAt: order.expiresAt,
      returnUrl: returnAddress(deps.config, input.channel, order.orderNo),
      ...(payerOpenid ? { payerOpenid } : {}),
      ...(input.channel === "wechat_h5" ? { payerClientIp: input.clientIp } : {}),
    });
  } catch (error) {
    await deps.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.orderNo);
      if (locked?.status === "created") await markFailed(tx, locked, deps.providers.now());
    });
    throw Object.assign(busy(CHANNEL_BUSY, 30), { cause: error });
  }
  await deps.db.transaction((tx) => markPaying(tx, order.orderNo, deps.providers.now()));
  return {
    order_no: order.orderNo,
    amount: order.amountFen,
    amount_yuan: formatYuan(order.amountFen),
    expires_at: order.expiresAt.toISOString(),
    pay: payView(instruction),
  };
}

/**
 * Where the payer's browser comes back to: the order's page on the site it paid from, since each
 * site keeps its own login (decision 082). Phones pay through the H5 channels, computers through
 * Native's code and Alipay's page.
 */
function returnAddress(
  config: Pick<AppDeps["config"], "siteOrigin" | "MOBILE_ORIGIN">,
  channel: VipPaymentChannel,
  orderNo: string,
): string {
  return channel === "wechat_native" || channel === "alipay_page"
    ? `${config.siteOrigin}${vipOrderPath(orderNo)}`
    : h5Address(h5VipOrderPath(orderNo), {
        siteOrigin: config.siteOrigin,
        mobileOrigin: config.MOBILE_ORIGIN,
      });
}
