import { schema } from "@tousu/db";
import { formatYuan } from "@tousu/domain";
import { asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { availableChannels } from "./payment-gateway-of";

const { vipPlans } = schema;
export type VipPlanRow = typeof vipPlans.$inferSelect;

/** A plan as buyers see it. */
export function planView(plan: VipPlanRow) {
  return {
    id: plan.id,
    name: plan.name,
    price_fen: plan.priceFen,
    price: formatYuan(plan.priceFen),
    duration_days: plan.durationDays,
    benefits: plan.benefits,
  };
}

/** The plans on sale, in their order, and the channels they can be paid through. */
export async function listPlansOnSale(deps: Pick<AppDeps, "db" | "providers">) {
  const plans = await deps.db
    .select()
    .from(vipPlans)
    .where(eq(vipPlans.onSale, true))
    .orderBy(asc(vipPlans.sortOrder), asc(vipPlans.id));
  return { list: plans.map(planView), channels: availableChannels(deps) };
}
