import type { LawyerCaseView } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { ENTRUSTMENT_STATUS_LABELS_FOR_LAWYER } from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { complaintBrandName } from "../../complaint-core/complaint-brand-name";
import { forbidden, notFound } from "../../lib/app-error";
import type { AuthenticatedUser } from "../../lib/request-user";
import { isActingLawyer } from "./entrustment-steps";
import { readEntrustmentViews } from "./entrustment-views";

const { brands, complaints, entrustments } = schema;

/**
 * One case as its own lawyer sees it on the lawyer site, in any state: the request, the answer, the
 * progress and when the file was read. The file itself is read apart (`readEntrustmentFile`), so that
 * only an actual reading is logged, never a look at the case.
 */
export async function readLawyerCase(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers">,
  user: AuthenticatedUser,
  entrustmentId: number,
): Promise<LawyerCaseView> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        lawyerId: entrustments.lawyerId,
        complaintId: complaints.id,
        title: complaints.title,
        brandName: complaintBrandName(),
      })
      .from(entrustments)
      .innerJoin(complaints, eq(complaints.id, entrustments.complaintId))
      .leftJoin(brands, eq(brands.id, complaints.brandId))
      .where(eq(entrustments.id, entrustmentId));
    if (!row) throw notFound("委托不存在");
    if (!(await isActingLawyer(tx, user, row))) throw forbidden("没有权限查看该委托");
    const [view] = await readEntrustmentViews(
      { db: tx, piiKeys: deps.piiKeys, now: deps.providers.now() },
      eq(entrustments.id, entrustmentId),
    );
    if (!view) throw notFound("委托不存在");
    const { lawyer: _, ...rest } = view;
    return {
      ...rest,
      status_label: ENTRUSTMENT_STATUS_LABELS_FOR_LAWYER[view.status],
      complaint: { id: row.complaintId, title: row.title, brand_name: row.brandName },
    };
  });
}
