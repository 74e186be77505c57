import {
  type ContractData,
  type ContractOutput,
  HARMFUL_CONTENT_CATEGORIES,
  type listHarmfulContentReports,
} from "@tousu/contracts";
import { decryptPii, schema } from "@tousu/db";
import { asc, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { readPage } from "../../lib/paging";
import { toIso, toIsoOrNull } from "../../lib/query-helpers";

const { harmfulContentReports } = schema;

const categoryLabel = (code: string) =>
  HARMFUL_CONTENT_CATEGORIES.find((category) => category.code === code)?.label ?? code;

/** Reports from /static/report; the reporter's contact is decrypted for the moderators only. */
export async function listHarmfulReports(
  deps: Pick<AppDeps, "db" | "piiKeys">,
  query: ContractOutput<typeof listHarmfulContentReports, "query">,
): Promise<ContractData<typeof listHarmfulContentReports>> {
  const where = eq(harmfulContentReports.status, query.status);
  // Pending reports are worked oldest first; handled ones are browsed newest first.
  const order =
    query.status === "pending"
      ? [asc(harmfulContentReports.createdAt), asc(harmfulContentReports.id)]
      : [desc(harmfulContentReports.handledAt), desc(harmfulContentReports.id)];
  const rows = deps.db
    .select()
    .from(harmfulContentReports)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return readPage(query, { rows, total: deps.db.$count(harmfulContentReports, where) }, (page) =>
    page.map((report) => ({
      id: report.id,
      category: categoryLabel(report.category),
      content_url: report.contentUrl,
      description: report.description,
      contact: report.contactCipher ? decryptPii(report.contactCipher, deps.piiKeys.encryptionKey) : null,
      status: report.status,
      handling_note: report.handlingNote,
      created_at: toIso(report.createdAt),
      handled_at: toIsoOrNull(report.handledAt),
    })),
  );
}
