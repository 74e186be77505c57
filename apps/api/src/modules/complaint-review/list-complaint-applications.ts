import type { ContractData, ContractOutput, listCompanyApplications } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { COMPLAINT_STATUS_LABELS } from "@tousu/domain";
import { asc, desc, eq } from "drizzle-orm";
import { readPage } from "../../lib/paging";
import { toIso, toIsoOrNull } from "../../lib/query-helpers";

const { complaintApplications, complaints, enterprises } = schema;

type ApplicationRow = typeof complaintApplications.$inferSelect;

/** An application as the review of its complaint and the queue show it. */
export function summarizeApplication(application: ApplicationRow) {
  return {
    id: application.id,
    kind: application.kind,
    reason: application.reason,
    evidence_urls: application.evidenceUrls,
    status: application.status,
    review_note: application.reviewNote,
    created_at: toIso(application.createdAt),
    reviewed_at: toIsoOrNull(application.reviewedAt),
  };
}

/** Enterprises' applications about complaints in one state: pending ones oldest first. */
export async function listComplaintApplications(
  db: Database,
  query: ContractOutput<typeof listCompanyApplications, "query">,
): Promise<ContractData<typeof listCompanyApplications>> {
  const where = eq(complaintApplications.status, query.status);
  const order =
    query.status === "pending"
      ? [asc(complaintApplications.createdAt), asc(complaintApplications.id)]
      : [desc(complaintApplications.reviewedAt), desc(complaintApplications.id)];
  const rows = db
    .select({
      application: complaintApplications,
      complaint: { id: complaints.id, title: complaints.title, status: complaints.status },
      enterprise: { id: enterprises.id, name: enterprises.name },
    })
    .from(complaintApplications)
    .innerJoin(complaints, eq(complaints.id, complaintApplications.complaintId))
    .innerJoin(enterprises, eq(enterprises.id, complaintApplications.enterpriseId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return readPage(query, { rows, total: db.$count(complaintApplications, where) }, (page) =>
    page.map(({ application, complaint, enterprise }) => ({
      ...summarizeApplication(application),
      complaint: {
        id: complaint.id,
        title: complaint.title,
        status_label: COMPLAINT_STATUS_LABELS[complaint.status],
      },
      enterprise,
    })),
  );
}
