import type { ContractData, listMallBenefits, mallRedemption } from "@tousu/contracts";
import { MALL_CATALOGUE, MALL_REDEMPTION_STATUS_LABELS } from "@tousu/domain";
import type { z } from "zod";
import type { RedemptionRow } from "./redemption-steps";

/** The catalogue as the mall lists it. */
export function benefitList(): ContractData<typeof listMallBenefits> {
  return {
    list: MALL_CATALOGUE.map((benefit) => ({
      code: benefit.code,
      kind: benefit.kind,
      title: benefit.title,
      description: benefit.description,
      price_points: benefit.pricePoints,
      needs_complaint: benefit.kind === "printed_package",
    })),
  };
}

/** A redemption as its member sees it; the console adds who and what around it. */
export function redemptionView(row: RedemptionRow): z.input<typeof mallRedemption> {
  return {
    redemption_no: row.redemptionNo,
    benefit_code: row.benefitCode,
    benefit_kind: row.benefitKind,
    benefit_title: row.benefitTitle,
    points: row.points,
    status: row.status,
    status_label: MALL_REDEMPTION_STATUS_LABELS[row.status],
    complaint_id: row.complaintId,
    fulfilment_note: row.fulfilmentNote,
    fulfilled_at: row.fulfilledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
