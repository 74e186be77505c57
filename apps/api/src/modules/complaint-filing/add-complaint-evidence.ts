import {
  type addComplaintEvidence,
  type ContractData,
  type ContractOutput,
  EVIDENCE_CLOSED_STATUSES,
  EVIDENCE_STATUS_MESSAGE,
  EVIDENCE_TOTAL_MESSAGE,
} from "@tousu/contracts";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { COMPLAINT_IMAGES_MAX, type ComplaintStatus } from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { saveComplaintImageSetting } from "../../complaint-core/complaint-steps";
import { badRequest, forbidden, notFound } from "../../lib/app-error";
import { adoptUploadedImages, digestEvidenceImages } from "../../providers/storage/adopt-uploaded-images";
import { isOwnImageUrl, markUploadsAttached, type Uploader, uploaderFolders } from "../upload";

const { complaints, complaintImages, complaintOperatorStream } = schema;

/**
 * The owner's image settings (imageSetting, docs/product/api.md#complaints-lists-taxonomy-and-filing):
 * new evidence images (from the accelerate page) and/or whether the public page shows the gallery.
 * Evidence URLs already attached are
 * skipped; the rest are appended after the last image, with one operator-stream entry. Everything
 * happens in one transaction that holds the complaint row, so two concurrent calls cannot together
 * pass the limit of 9 and a refused call changes nothing.
 */
export async function addEvidence(
  deps: Pick<AppDeps, "db" | "providers">,
  uploader: Uploader & { userId: number },
  complaintId: number,
  body: ContractOutput<typeof addComplaintEvidence, "body">,
): Promise<ContractData<typeof addComplaintEvidence>> {
  const { userId } = uploader;
  // Same rule as on submit (decision 008): only images our upload flow checked may be attached.
  const imagePrefixes = [deps.providers.storage.publicUrl("")];
  const requested = [...new Set(body.images ?? [])];
  if (!requested.every((url) => isOwnImageUrl(url, imagePrefixes)))
    throw badRequest("图片地址无效，请重新上传");
  // Before the images: someone else's complaint is 403 whatever they send, an unknown one 404, a
  // closed one refuses evidence (checked again under the row lock below).
  refuseEvidenceWhenClosed(await findOwnedComplaint(deps.db, userId, complaintId), body);
  // Images the complaint shows already need no owner; the rest must be the submitter's uploads.
  const shown = await attachedImageUrls(deps.db, complaintId);
  const uploadFolders = await uploaderFolders(deps, { urls: requested, uploader, alreadyAttached: shown });

  // Outside the transaction: fetching and re-encoding S3 uploads must not hold the complaint row.
  const adopted = await digestEvidenceImages(
    deps.providers.storage,
    await adoptUploadedImages(
      deps.providers.storage,
      requested.filter((url) => !shown.has(url)),
    ),
  );

  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const complaint = await findOwnedComplaint(tx, userId, complaintId, { lock: true });
    refuseEvidenceWhenClosed(complaint, body);

    const attached = await tx
      .select({ url: complaintImages.url, sort: complaintImages.sort })
      .from(complaintImages)
      .where(eq(complaintImages.complaintId, complaintId));
    const attachedUrls = new Set(attached.map((image) => image.url));
    const added = adopted.filter((image) => !attachedUrls.has(image.url));
    if (attached.length + added.length > COMPLAINT_IMAGES_MAX) throw badRequest(EVIDENCE_TOTAL_MESSAGE);
    const imagesHidden = body.images_hidden ?? complaint.imagesHidden;
    const result = { image_count: attached.length + added.length, images_hidden: imagesHidden };
    if (added.length === 0 && imagesHidden === complaint.imagesHidden) return result;

    if (added.length > 0) {
      const nextSort = Math.max(-1, ...attached.map((image) => image.sort)) + 1;
      await tx.insert(complaintImages).values(
        added.map(({ url, thumbUrl, sha256 }, index) => ({
          complaintId,
          url,
          thumbUrl,
          sha256,
          sort: nextSort + index,
          createdAt: now,
        })),
      );
      await markUploadsAttached(tx, uploadFolders, { now, userId });
      await tx.insert(complaintOperatorStream).values({
        complaintId,
        actorType: "user",
        actorId: userId,
        action: "evidence_added",
        content: `补充证据${added.length}张`,
        createdAt: now,
      });
    }
    await saveComplaintImageSetting(tx, complaintId, imagesHidden, now);
    return result;
  });
}

function refuseEvidenceWhenClosed(
  complaint: { status: ComplaintStatus },
  body: ContractOutput<typeof addComplaintEvidence, "body">,
): void {
  if (body.images !== undefined && EVIDENCE_CLOSED_STATUSES.includes(complaint.status))
    throw badRequest(EVIDENCE_STATUS_MESSAGE);
}

async function attachedImageUrls(db: DatabaseOrTransaction, complaintId: number): Promise<Set<string>> {
  const rows = await db
    .select({ url: complaintImages.url })
    .from(complaintImages)
    .where(eq(complaintImages.complaintId, complaintId));
  return new Set(rows.map((row) => row.url));
}

/** The complaint row (locked for the transaction with `lock`); 404 when missing, 403 when it is someone else's. */
async function findOwnedComplaint(
  db: DatabaseOrTransaction,
  userId: number,
  complaintId: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({ userId: complaints.userId, status: complaints.status, imagesHidden: complaints.imagesHidden })
    .from(complaints)
    .where(eq(complaints.id, complaintId));
  const [complaint] = options.lock ? await query.for("update") : await query;
  if (!complaint) throw notFound("投诉不存在或已删除");
  if (complaint.userId !== userId) throw forbidden("只有投诉人可以设置投诉图片");
  return complaint;
}
