import {
  createConsoleVipPlan,
  createVipOrder,
  getConsoleVipOrder,
  getVipOrder,
  listBlockedConsoleVipRefunds,
  listConsoleVipOrders,
  listConsoleVipPlans,
  listVipOrders,
  listVipPlans,
  receiveAlipayNotification,
  receiveWechatPayNotification,
  refundConsoleVipOrder,
  retryConsoleVipRefund,
  updateConsoleVipPlan,
  withdrawConsoleVipPlan,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import {
  listBlockedRefunds,
  listConsoleOrders,
  loadConsoleOrder,
  refundOrder,
  retryRefund,
} from "./console-orders";
import * as orders from "./create-order";
import { listOwnVipOrders } from "./list-own-orders";
import { loadVipOrder } from "./load-order";
import { addPlan, changePlan, listConsolePlans } from "./manage-plans";
import { receivePaymentNotification } from "./payment-notifications";
import { listPlansOnSale } from "./vip-plans";

/** The channels' notifications are a few kilobytes; anything much larger is not one. */
const NOTIFICATION_BODY_LIMIT_BYTES = 64 * 1024;
/** A buyer places a few orders a minute at most; each stores a row and calls the channel. */
const ORDER_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: "1 minute" } };
/** The success page polls its order every few seconds; each poll of a paying order asks the channel. */
const ORDER_STATUS_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: "1 minute" } };

export function registerVipRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, listVipPlans, () => listPlansOnSale(deps));

  route(
    app,
    createVipOrder,
    ({ user, body, request }) =>
      orders.createVipOrder(deps, {
        userId: user.id,
        planId: body.plan_id,
        channel: body.channel,
        clientIp: request.ip,
      }),
    ORDER_RATE_LIMIT,
  );

  route(
    app,
    getVipOrder,
    ({ user, params, request }) =>
      loadVipOrder(deps, { userId: user.id, orderNo: params.order_no }, request.log),
    ORDER_STATUS_RATE_LIMIT,
  );

  route(app, listVipOrders, ({ user, query }) => listOwnVipOrders(deps, user.id, query));

  route(app, listConsoleVipPlans, () => listConsolePlans(deps));
  route(app, createConsoleVipPlan, ({ user, body }) => addPlan(deps, user.id, body), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
  route(app, updateConsoleVipPlan, ({ user, params, body }) => changePlan(deps, user.id, params.id, body), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
  route(
    app,
    withdrawConsoleVipPlan,
    ({ user, params }) => changePlan(deps, user.id, params.id, { on_sale: false }),
    { rateLimit: STAFF_WRITE_LIMIT },
  );

  route(app, listConsoleVipOrders, ({ query }) => listConsoleOrders(deps, query));
  route(app, getConsoleVipOrder, ({ params }) => loadConsoleOrder(deps, params.order_no));
  route(app, listBlockedConsoleVipRefunds, () => listBlockedRefunds(deps));
  route(app, retryConsoleVipRefund, ({ user, params }) => retryRefund(deps, user.id, params.refund_no), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
  route(
    app,
    refundConsoleVipOrder,
    ({ user, params, body }) => refundOrder(deps, user.id, params.order_no, body),
    { rateLimit: STAFF_WRITE_LIMIT },
  );

  // The channels sign the exact bytes they send, so these two routes take their bodies as text,
  // whatever their content type (WeChat Pay sends JSON, Alipay a form).
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "string", bodyLimit: NOTIFICATION_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    const notifications = { wechat: receiveWechatPayNotification, alipay: receiveAlipayNotification };
    for (const provider of ["wechat", "alipay"] as const) {
      route(scope, notifications[provider], async ({ body, request, reply }) => {
        const answer = await receivePaymentNotification(
          deps,
          { provider, headers: request.headers, rawBody: body },
          request.log,
        );
        reply.code(answer.status);
        return answer;
      });
    }
  });
}
