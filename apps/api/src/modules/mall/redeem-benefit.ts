import type { ContractData, ContractOutput, redeemBenefit } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { mallBenefitOf, REDEMPTION_REFUSAL_MESSAGES } from "@tousu/domain";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { redeem } from "./redemption-steps";
import { redemptionView } from "./redemption-views";

const { complaints } = schema;

/**
 * A member redeems a benefit with points, in one transaction (decision 111). A printed package names
 * one of the member's own complaints; the other benefits name none.
 */
export async function redeemBenefitFor(
  deps: Pick<AppDeps, "db" | "providers">,
  userId: number,
  body: ContractOutput<typeof redeemBenefit, "body">,
): Promise<ContractData<typeof redeemBenefit>> {
  const benefit = mallBenefitOf(body.benefit_code);
  // The contract admits only the catalogue's codes.
  if (!benefit) throw new Error(`benefit ${body.benefit_code} is not in the catalogue`);
  const needsComplaint = benefit.kind === "printed_package";
  if (needsComplaint && body.complaint_id === undefined) throw badRequest("请选择要打印的投诉");
  if (!needsComplaint && body.complaint_id !== undefined) throw badRequest("该权益无需选择投诉");
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    if (body.complaint_id !== undefined) {
      const [own] = await tx
        .select({ id: complaints.id })
        .from(complaints)
        .where(and(eq(complaints.id, body.complaint_id), eq(complaints.userId, userId)));
      if (!own) throw badRequest("只能打印自己的投诉");
    }
    const outcome = await redeem(
      tx,
      { userId, idempotencyKey: body.idempotency_key, benefit, complaintId: body.complaint_id ?? null },
      now,
    );
    if (outcome.kind === "key_reused" || outcome.kind === "insufficient_points") {
      throw badRequest(REDEMPTION_REFUSAL_MESSAGES[outcome.kind]);
    }
    return {
      redemption: redemptionView(outcome.redemption),
      balance: outcome.balance,
      repeated: outcome.kind === "repeated",
    };
  });
}
