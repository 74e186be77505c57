import type { ContractData, fulfilRedemption } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { consoleRedemptionView } from "./list-redemptions";
import { fulfil } from "./redemption-steps";

const { users, complaints } = schema;

/** Staff mark a printed package sent, with the staff log written in the same transaction. */
export async function fulfilRedemptionBy(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  id: number,
  note: string,
): Promise<ContractData<typeof fulfilRedemption>> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const redemption = await fulfil(tx, { id, staffId, note }, now);
    if (!redemption) throw notFound("兑换记录不存在");
    if (redemption === "not_requested") throw badRequest("只有待寄送的打印包可以标记为已寄送");
    await recordStaffAction(tx, {
      staffId,
      action: "mall_redemption.fulfil",
      targetType: "mall_redemption",
      targetId: redemption.id,
      now,
    });
    const [who] = await tx
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, redemption.userId));
    const [complaint] = redemption.complaintId
      ? await tx
          .select({ title: complaints.title })
          .from(complaints)
          .where(eq(complaints.id, redemption.complaintId))
      : [];
    return consoleRedemptionView({
      redemption,
      nickname: who?.nickname ?? "",
      complaintTitle: complaint?.title ?? null,
    });
  });
}
