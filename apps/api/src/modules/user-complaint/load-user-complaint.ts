import type { ContractData, getUserComplaint } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { COMPLAINT_STATUS_LABELS } from "@tousu/domain";
import { and, asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app";
import { notFound } from "../../lib/app-error";
import { complaintColumns } from "../../lib/complaint-columns";

const {
  complaints,
  brands,
  complaintSubtypes,
  complaintAttributes,
  attributes,
  complaintImages,
  complaintOperatorStream,
} = schema;

/** The author's complaint with its content, evidence and history; anyone else's is as good as missing. */
export async function loadUserComplaint(
  deps: AppDeps,
  userId: number,
  complaintId: number,
): Promise<ContractData<typeof getUserComplaint>> {
  const [row] = await deps.db
    .select({
      complaint: complaints,
      brandName: brands.name,
      subtype: complaintSubtypes.name,
      problemNames: complaintColumns.problemNames,
      appealNames: complaintColumns.appealNames,
    })
    .from(complaints)
    .innerJoin(complaintSubtypes, eq(complaintSubtypes.id, complaints.subtypeId))
    .leftJoin(brands, eq(brands.id, complaints.brandId))
    .where(and(eq(complaints.id, complaintId), eq(complaints.userId, userId)));
  if (!row) throw notFound("投诉不存在或已删除");

  const [attributeRows, imageRows, streamRows] = await Promise.all([
    deps.db
      .select({ name: attributes.name, value: complaintAttributes.value })
      .from(complaintAttributes)
      .innerJoin(attributes, eq(attributes.id, complaintAttributes.attributeId))
      .where(eq(complaintAttributes.complaintId, complaintId))
      .orderBy(asc(attributes.sort), asc(attributes.id)),
    deps.db
      .select({ url: complaintImages.url, thumb_url: complaintImages.thumbUrl })
      .from(complaintImages)
      .where(eq(complaintImages.complaintId, complaintId))
      .orderBy(asc(complaintImages.sort), asc(complaintImages.id)),
    deps.db
      .select()
      .from(complaintOperatorStream)
      .where(eq(complaintOperatorStream.complaintId, complaintId))
      .orderBy(asc(complaintOperatorStream.createdAt), asc(complaintOperatorStream.id)),
  ]);

  const { complaint } = row;
  return {
    id: complaint.id,
    title: complaint.title,
    content: complaint.content,
    status: complaint.status,
    status_label: COMPLAINT_STATUS_LABELS[complaint.status],
    brand: complaint.brandId === null ? null : { id: complaint.brandId, name: row.brandName ?? "" },
    custom_brand_name: complaint.customBrandName,
    subtype: row.subtype,
    problems: row.problemNames,
    appeals: row.appealNames,
    attributes: attributeRows,
    images: imageRows,
    money: Number(complaint.money),
    is_media: complaint.isMedia,
    is_co_management: complaint.isCoManagement,
    collective_id: complaint.collectiveId,
    created_at: complaint.createdAt.toISOString(),
    stream: streamRows.map((entry) => ({
      action: entry.action,
      actor_type: entry.actorType,
      content: entry.content,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
