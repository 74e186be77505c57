import { sql } from "drizzle-orm";

/**
 * Whether the lawyer (`lawyerId`, an SQL expression) stands on the enterprise's side: an operator of
 * it in the company portal, or a lawyer who acts for it. Such a lawyer cannot take the complaint.
 */
export function conflictsWithEnterprise(lawyerId: ReturnType<typeof sql>, enterpriseId: number | null) {
  if (enterpriseId === null) return sql`false`;
  return sql`(exists (select 1 from enterprise_members m where m.user_id = ${lawyerId} and m.enterprise_id = ${enterpriseId})
    or exists (select 1 from lawyer_enterprise_clients c where c.lawyer_id = ${lawyerId} and c.enterprise_id = ${enterpriseId}))`;
}
