import type { ContractData, getEntrustPage } from "@tousu/contracts";
import {
  ENTRUSTMENT_RECOMMENDATIONS,
  OPEN_ENTRUSTMENT_STATUSES,
  practiceAreasForSector,
} from "@tousu/domain";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { AVAILABILITY_ORDER, readLawyerCards } from "../lawyer-directory";
import { conflictsWithEnterprise } from "./conflicts";
import { type EntrustedComplaint, loadOwnEntrustableComplaint } from "./entrusted-complaint";
import { readComplaintEntrustments } from "./entrustment-views";

type Deps = Pick<AppDeps, "db" | "piiKeys" | "providers">;

/** /law/entrust/{id}: the author's complaint, three fitting lawyers, and its entrustments so far. */
export async function readEntrustPage(
  deps: Deps,
  userId: number,
  complaintId: number,
): Promise<ContractData<typeof getEntrustPage>> {
  const complaint = await loadOwnEntrustableComplaint(deps.db, complaintId, userId);
  const now = deps.providers.now();
  // A complaint that can no longer be entrusted shows its entrustments so far and why, no lawyers.
  const [recommended, entrustments] = await Promise.all([
    complaint.refusal ? [] : recommendLawyers(deps, complaint, now),
    readComplaintEntrustments({ db: deps.db, piiKeys: deps.piiKeys, now }, complaint.id),
  ]);
  const current = entrustments.find((entrustment) => OPEN_ENTRUSTMENT_STATUSES.includes(entrustment.status));
  return {
    complaint: {
      id: complaint.id,
      title: complaint.title,
      brand_name: complaint.brandName,
      industry: complaint.industry,
      city: complaint.city,
    },
    entrust_refusal: complaint.refusal,
    recommended,
    current: current ?? null,
    history: entrustments.filter((entrustment) => entrustment !== current),
  };
}

/**
 * Lawyers fit for this complaint: practising its sector's areas, taking cases, without a conflict
 * with the enterprise and not already asked about it; those in its city first, then its own area.
 */
async function recommendLawyers(deps: Deps, complaint: EntrustedComplaint, now: Date) {
  const [ownArea, ...otherAreas] = practiceAreasForSector(complaint.industry);
  const areas = sql.join(
    [ownArea, ...otherAreas].map((area) => sql`${area}`),
    sql`, `,
  );
  const cards = await readLawyerCards(
    { db: deps.db, piiKeys: deps.piiKeys, now },
    {
      where: sql`p.accepting_cases and p.user_id <> ${complaint.userId}
        and p.practice_areas && array[${areas}]::text[]
        and not ${conflictsWithEnterprise(sql`p.user_id`, complaint.enterpriseId)}
        and not exists (select 1 from entrustments asked
          where asked.complaint_id = ${complaint.id} and asked.lawyer_id = p.user_id)`,
      orderBy: sql`(p.city = ${complaint.city ?? ""}) desc, (${ownArea ?? ""} = any(p.practice_areas)) desc, ${AVAILABILITY_ORDER}`,
      limit: ENTRUSTMENT_RECOMMENDATIONS,
    },
  );
  return cards.map(({ introduction: _, ...card }) => card);
}
