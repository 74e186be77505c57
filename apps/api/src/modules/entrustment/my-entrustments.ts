import type { ContractData, ContractOutput, listMyEntrustments } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { ENTRUSTMENT_STATUS_LABELS } from "@tousu/domain";
import { desc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { complaintBrandName } from "../../complaint-core/complaint-brand-name";
import { pageResult, pageWindow } from "../../lib/paging";
import { readEntrustedLawyers } from "./entrustment-views";

const { brands, complaints, entrustmentMessages, entrustments } = schema;

/**
 * The caller's own entrustments, newest first, across all their complaints: the lawyer, the
 * complaint, the state in the consumer's words and when the conversation last moved.
 */
export async function listOwnEntrustments(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers">,
  userId: number,
  query: ContractOutput<typeof listMyEntrustments, "query">,
): Promise<ContractData<typeof listMyEntrustments>> {
  const own = eq(entrustments.consumerId, userId);
  const paging = pageWindow(query);
  const [rows, total] = await Promise.all([
    deps.db
      .select({
        id: entrustments.id,
        status: entrustments.status,
        lawyerId: entrustments.lawyerId,
        createdAt: entrustments.createdAt,
        complaintId: complaints.id,
        title: complaints.title,
        brandName: complaintBrandName(),
        // The newest message is the one with the highest id: read through the conversation's index.
        lastMessageAt: sql<Date | string | null>`(
          select ${entrustmentMessages.createdAt} from ${entrustmentMessages}
          where ${entrustmentMessages.entrustmentId} = ${entrustments.id}
          order by ${entrustmentMessages.id} desc limit 1)`,
      })
      .from(entrustments)
      .innerJoin(complaints, eq(complaints.id, entrustments.complaintId))
      .leftJoin(brands, eq(brands.id, complaints.brandId))
      .where(own)
      .orderBy(desc(entrustments.createdAt), desc(entrustments.id))
      .limit(paging.limit)
      .offset(paging.offset),
    deps.db.$count(entrustments, own),
  ]);
  const lawyerOf = await readEntrustedLawyers(
    { db: deps.db, piiKeys: deps.piiKeys, now: deps.providers.now() },
    rows.map((row) => row.lawyerId),
  );
  const list = rows.flatMap((row) => {
    const lawyer = lawyerOf.get(row.lawyerId);
    if (!lawyer) return [];
    return [
      {
        id: row.id,
        status: row.status,
        status_label: ENTRUSTMENT_STATUS_LABELS[row.status],
        lawyer: { id: lawyer.id, display_name: lawyer.display_name, law_firm: lawyer.law_firm },
        complaint: { id: row.complaintId, title: row.title, brand_name: row.brandName },
        created_at: row.createdAt.toISOString(),
        last_message_at: row.lastMessageAt ? new Date(row.lastMessageAt).toISOString() : null,
      },
    ];
  });
  return pageResult(list, total, query);
}
