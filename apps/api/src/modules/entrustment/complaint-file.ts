import type { ContractData, getEntrustmentFile } from "@tousu/contracts";
import { decryptPiiOrNull, schema } from "@tousu/db";
import { FILE_READABLE_ENTRUSTMENT_STATUSES } from "@tousu/domain";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { complaintBrandName } from "../../complaint-core/complaint-brand-name";
import { badRequest, forbidden, notFound } from "../../lib/app-error";
import { loadComplaintEvidence } from "../../lib/complaint-evidence";
import type { AuthenticatedUser } from "../../lib/request-user";
import { isActingLawyer } from "./entrustment-steps";

const { brands, complaints, entrustmentFileViews, entrustments, users } = schema;

/**
 * The complaint file the consumer consented to share: content, evidence and identity, for the
 * entrustment's own lawyer only and only while it runs. Every reading is logged in the same
 * transaction, so none goes unrecorded; the consumer sees who read it and when.
 */
export async function readEntrustmentFile(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers">,
  user: AuthenticatedUser,
  entrustmentId: number,
): Promise<ContractData<typeof getEntrustmentFile>> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [entrustment] = await tx.select().from(entrustments).where(eq(entrustments.id, entrustmentId));
    if (!entrustment) throw notFound("委托不存在");
    if (!(await isActingLawyer(tx, user, entrustment))) throw forbidden("没有权限查阅该投诉材料");
    if (!FILE_READABLE_ENTRUSTMENT_STATUSES.includes(entrustment.status)) {
      throw badRequest("该委托已结束，不能再查阅投诉材料");
    }
    const [complaint] = await tx
      .select({
        id: complaints.id,
        sn: complaints.sn,
        title: complaints.title,
        content: complaints.content,
        money: complaints.money,
        createdAt: complaints.createdAt,
        brandName: complaintBrandName(),
        realNameCipher: sql<string | null>`coalesce(${complaints.realNameCipher}, ${users.realNameCipher})`,
        phoneCipher: sql<string | null>`coalesce(${complaints.phoneCipher}, ${users.phoneCipher})`,
      })
      .from(complaints)
      .innerJoin(users, eq(users.id, complaints.userId))
      .leftJoin(brands, eq(brands.id, complaints.brandId))
      .where(eq(complaints.id, entrustment.complaintId));
    if (!complaint) throw notFound("投诉不存在或已删除");
    await tx.insert(entrustmentFileViews).values({ entrustmentId, viewerId: user.id, viewedAt: now });
    const key = deps.piiKeys.encryptionKey;
    return {
      complaint: {
        id: complaint.id,
        sn: complaint.sn,
        title: complaint.title,
        content: complaint.content,
        brand_name: complaint.brandName,
        money: complaint.money,
        created_at: complaint.createdAt.toISOString(),
      },
      evidence: await loadComplaintEvidence(tx, complaint.id),
      identity: {
        real_name: decryptPiiOrNull(complaint.realNameCipher, key),
        phone: decryptPiiOrNull(complaint.phoneCipher, key),
      },
    };
  });
}
