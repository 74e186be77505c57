import type { ContractData, listVipOrders } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type PageQuery, readPage } from "../../lib/paging";
import { orderFacts, refundFacts } from "./order-views";
import type { VipOrderRow } from "./vip-order-steps";

const { vipOrders, vipRefunds, vipMembershipEntries } = schema;

type OwnOrder = ContractData<typeof listVipOrders>["list"][number];

/** The refunds of a page's orders, each with what its ledger entry took off the membership. */
async function refundsOf(deps: Pick<AppDeps, "db">, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, OwnOrder["refunds"]>();
  const rows = await deps.db
    .select({ refund: vipRefunds, changeSeconds: vipMembershipEntries.changeSeconds })
    .from(vipRefunds)
    .leftJoin(vipMembershipEntries, eq(vipMembershipEntries.refundId, vipRefunds.id))
    .where(inArray(vipRefunds.orderId, orderIds))
    .orderBy(asc(vipRefunds.createdAt), asc(vipRefunds.id));
  const byOrder = new Map<number, OwnOrder["refunds"]>();
  for (const { refund, changeSeconds } of rows) {
    const refunds = byOrder.get(refund.orderId) ?? [];
    refunds.push({
      ...refundFacts(refund),
      // The ledger's change is negative (seconds taken back); a late payment's refund took none.
      shortened_seconds: changeSeconds === null ? null : -changeSeconds,
    });
    byOrder.set(refund.orderId, refunds);
  }
  return byOrder;
}

function ownOrderView(order: VipOrderRow, refunds: OwnOrder["refunds"]): OwnOrder {
  return { ...orderFacts(order), refunds };
}

/** The member's own orders, newest first, each with its refunds; nobody else's. */
export async function listOwnVipOrders(deps: Pick<AppDeps, "db">, userId: number, query: PageQuery) {
  const own = eq(vipOrders.userId, userId);
  return readPage(
    query,
    {
      rows: deps.db
        .select()
        .from(vipOrders)
        .where(own)
        .orderBy(desc(vipOrders.createdAt), desc(vipOrders.id))
        .$dynamic(),
      total: deps.db
        .select({ total: count() })
        .from(vipOrders)
        .where(own)
        .then(([row]) => row?.total ?? 0),
    },
    async (orders) => {
      const refunds = await refundsOf(
        deps,
        orders.map((order) => order.id),
      );
      return orders.map((order) => ownOrderView(order, refunds.get(order.id) ?? []));
    },
  );
}
