import type { ContractData, setOwnMemberDiscount } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, forbidden } from "../../lib/app-error";
import { ownProfileView } from "./own-profile";

const { lawyerProfiles } = schema;

/**
 * A verified lawyer offers members a discount off their fee on entrustment, changes it or withdraws
 * it (null). It binds them for requests made from now on: each request copies the offer in force, so
 * requests already made keep theirs (decision 098). Setting the offer already in force changes
 * nothing, its time included.
 */
export async function setMemberDiscount(
  deps: Pick<AppDeps, "db" | "providers">,
  userId: number,
  percent: number | null,
): Promise<ContractData<typeof setOwnMemberDiscount>> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [profile] = await tx
      .select()
      .from(lawyerProfiles)
      .where(eq(lawyerProfiles.userId, userId))
      .for("update");
    if (!profile) throw forbidden("只有入驻律师可以设置会员优惠");
    if (profile.status !== "verified") throw badRequest("律师资料核验通过后才能设置会员优惠");
    if (profile.memberDiscountPercent === percent) return ownProfileView(profile);
    const [updated] = await tx
      .update(lawyerProfiles)
      .set({ memberDiscountPercent: percent, memberDiscountSince: now, updatedAt: now })
      .where(eq(lawyerProfiles.userId, userId))
      .returning();
    if (!updated) throw new Error("update returned no row");
    return ownProfileView(updated);
  });
}
