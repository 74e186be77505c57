import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { asc, eq } from "drizzle-orm";

const { attributes, complaintAttributes, complaintImages } = schema;

export interface ComplaintEvidence {
  attributes: { name: string; value: string }[];
  images: { url: string; thumb_url: string | null }[];
}

/**
 * The filled-in attributes (order number, product…) and the gallery of a complaint, in the order the
 * form and the uploader gave them.
 */
export async function loadComplaintEvidence(
  db: DatabaseOrTransaction,
  complaintId: number,
): Promise<ComplaintEvidence> {
  // One after the other: a transaction is one connection, which runs one query at a time.
  const attributeRows = await db
    .select({ name: attributes.name, value: complaintAttributes.value })
    .from(complaintAttributes)
    .innerJoin(attributes, eq(attributes.id, complaintAttributes.attributeId))
    .where(eq(complaintAttributes.complaintId, complaintId))
    .orderBy(asc(attributes.sort), asc(attributes.id));
  const images = await db
    .select({ url: complaintImages.url, thumb_url: complaintImages.thumbUrl })
    .from(complaintImages)
    .where(eq(complaintImages.complaintId, complaintId))
    .orderBy(asc(complaintImages.sort), asc(complaintImages.id));
  return { attributes: attributeRows, images };
}
