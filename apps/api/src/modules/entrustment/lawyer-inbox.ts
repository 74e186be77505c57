import type { ContractData, getLawyerInbox } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { ENTRUSTMENT_STATUS_LABELS_FOR_LAWYER } from "@tousu/domain";
import { desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { complaintBrandName } from "../../complaint-core/complaint-brand-name";
import { forbidden } from "../../lib/app-error";
import type { AuthenticatedUser } from "../../lib/request-user";
import { actsAsVerifiedLawyer } from "../../lib/verified-lawyer";

const { brands, complaints, entrustments } = schema;

/** The INBOX_SIZE newest entrustments a lawyer received; the complaint's file is read one at a time. */
const INBOX_SIZE = 200;

export async function readLawyerInbox(
  deps: Pick<AppDeps, "db">,
  user: AuthenticatedUser,
): Promise<ContractData<typeof getLawyerInbox>> {
  if (!(await actsAsVerifiedLawyer(deps.db, user))) throw forbidden("请使用律师账号登录");
  const rows = await deps.db
    .select({
      id: entrustments.id,
      status: entrustments.status,
      note: entrustments.note,
      memberDiscountPercent: entrustments.memberDiscountPercent,
      answerDueAt: entrustments.answerDueAt,
      createdAt: entrustments.createdAt,
      complaintId: complaints.id,
      title: complaints.title,
      brandName: complaintBrandName(),
    })
    .from(entrustments)
    .innerJoin(complaints, eq(complaints.id, entrustments.complaintId))
    .leftJoin(brands, eq(brands.id, complaints.brandId))
    .where(eq(entrustments.lawyerId, user.id))
    .orderBy(desc(entrustments.createdAt), desc(entrustments.id))
    .limit(INBOX_SIZE);
  return {
    list: rows.map((row) => ({
      id: row.id,
      status: row.status,
      status_label: ENTRUSTMENT_STATUS_LABELS_FOR_LAWYER[row.status],
      complaint: { id: row.complaintId, title: row.title, brand_name: row.brandName },
      note: row.note,
      member_discount_percent: row.memberDiscountPercent,
      answer_due_at: row.answerDueAt.toISOString(),
      created_at: row.createdAt.toISOString(),
    })),
  };
}
