import { schema } from "@tousu/db";
import { asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { planView, type VipPlanRow } from "./vip-plans";

// The console's management of plans (finance staff). An order copies the plan it sold, so a change
// here never reaches an order already placed; taking a plan off sale leaves its members as they are.

const { vipPlans } = schema;

export interface PlanInput {
  name: string;
  price_fen: number;
  duration_days: number;
  benefits: string[];
  on_sale: boolean;
  sort_order: number;
}

function consolePlanView(plan: VipPlanRow) {
  return {
    ...planView(plan),
    on_sale: plan.onSale,
    sort_order: plan.sortOrder,
    created_at: plan.createdAt.toISOString(),
    updated_at: plan.updatedAt.toISOString(),
  };
}

const columnsOf = (input: PlanInput) => ({
  name: input.name,
  priceFen: input.price_fen,
  durationDays: input.duration_days,
  benefits: input.benefits,
  onSale: input.on_sale,
  sortOrder: input.sort_order,
});

export async function listConsolePlans(deps: Pick<AppDeps, "db">) {
  const plans = await deps.db.select().from(vipPlans).orderBy(asc(vipPlans.sortOrder), asc(vipPlans.id));
  return { list: plans.map(consolePlanView) };
}

export async function addPlan(deps: Pick<AppDeps, "db" | "providers">, staffId: number, input: PlanInput) {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(vipPlans)
      .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
      .returning();
    if (!plan) throw new Error("insert returned no row");
    await recordStaffAction(tx, {
      staffId,
      action: "vip_plan.add",
      targetType: "vip_plan",
      targetId: plan.id,
      detail: { ...input },
      now,
    });
    return consolePlanView(plan);
  });
}

export async function changePlan(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  planId: number,
  changes: Partial<PlanInput>,
) {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [plan] = await tx
      .update(vipPlans)
      .set({
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.price_fen === undefined ? {} : { priceFen: changes.price_fen }),
        ...(changes.duration_days === undefined ? {} : { durationDays: changes.duration_days }),
        ...(changes.benefits === undefined ? {} : { benefits: changes.benefits }),
        ...(changes.on_sale === undefined ? {} : { onSale: changes.on_sale }),
        ...(changes.sort_order === undefined ? {} : { sortOrder: changes.sort_order }),
        updatedAt: now,
      })
      .where(eq(vipPlans.id, planId))
      .returning();
    if (!plan) throw notFound("会员套餐不存在");
    await recordStaffAction(tx, {
      staffId,
      action:
        changes.on_sale === false && Object.keys(changes).length === 1
          ? "vip_plan.off_sale"
          : "vip_plan.edit",
      targetType: "vip_plan",
      targetId: plan.id,
      detail: { ...changes },
      now,
    });
    return consolePlanView(plan);
  });
}
