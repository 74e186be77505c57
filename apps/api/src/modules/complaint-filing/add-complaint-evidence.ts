import {
  type addComplaintEvidence,
  COMPLAINT_IMAGES_MAX,
  type ContractData,
  type ContractOutput,
  EVIDENCE_CLOSED_STATUSES,
  EVIDENCE_STATUS_MESSAGE,
  EVIDENCE_TOTAL_MESSAGE,
} from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app";
import { badRequest, notFound } from "../../lib/app-error";
import { adoptUploadedImages } from "../../providers/storage/adopt-uploaded-images";
import { isOwnImageUrl } from "./own-image-url";

const { complaints, complaintImages, complaintOperatorStream } = schema;

/**
 * The owner adds evidence images to their complaint (spec §7 imageSetting, issue 3 accelerate page).
 * URLs already attached are skipped; the rest are appended after the last image, with one
 * operator-stream entry, in one transaction that holds the complaint row so two concurrent calls
 * cannot together pass the limit of 9.
 */
export async function addEvidence(
  deps: AppDeps,
  userId: number,
  complaintId: number,
  body: ContractOutput<typeof addComplaintEvidence, "body">,
): Promise<ContractData<typeof addComplaintEvidence>> {
  // Same rule as on submit (decision 008): only images our upload flow checked may be attached.
  const imagePrefixes = [deps.providers.storage.publicUrl("")];
  const requested = [...new Set(body.images)];
  if (!requested.every((url) => isOwnImageUrl(url, imagePrefixes)))
    throw badRequest("图片地址无效，请重新上传");
  // Outside the transaction: fetching and re-encoding S3 uploads must not hold the complaint row.
  const adopted = await adoptUploadedImages(deps.providers.storage, requested);

  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [complaint] = await tx
      .select({ status: complaints.status })
      .from(complaints)
      .where(and(eq(complaints.id, complaintId), eq(complaints.userId, userId)))
      .for("update");
    // Someone else's complaint is as good as missing.
    if (!complaint) throw notFound("投诉不存在或已删除");
    if (EVIDENCE_CLOSED_STATUSES.includes(complaint.status)) throw badRequest(EVIDENCE_STATUS_MESSAGE);

    const attached = await tx
      .select({ url: complaintImages.url, sort: complaintImages.sort })
      .from(complaintImages)
      .where(eq(complaintImages.complaintId, complaintId));
    const attachedUrls = new Set(attached.map((image) => image.url));
    const added = adopted.filter((image) => !attachedUrls.has(image.url));
    if (attached.length + added.length > COMPLAINT_IMAGES_MAX) throw badRequest(EVIDENCE_TOTAL_MESSAGE);
    if (added.length === 0) return { image_count: attached.length };

    const nextSort = Math.max(-1, ...attached.map((image) => image.sort)) + 1;
    await tx.insert(complaintImages).values(
      added.map(({ url, thumbUrl }, index) => ({
        complaintId,
        url,
        thumbUrl,
        sort: nextSort + index,
        createdAt: now,
      })),
    );
    await tx.insert(complaintOperatorStream).values({
      complaintId,
      actorType: "user",
      actorId: userId,
      action: "evidence_added",
      content: `补充证据${added.length}张`,
      createdAt: now,
    });
    await tx.update(complaints).set({ updatedAt: now }).where(eq(complaints.id, complaintId));
    return { image_count: attached.length + added.length };
  });
}
