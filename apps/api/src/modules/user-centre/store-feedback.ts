import type { ContractData, ContractOutput, submitFeedback } from "@tousu/contracts";
import { encryptPii, schema } from "@tousu/db";
import type { AppDeps } from "../../app-deps";
import { readVipMembership } from "../../lib/vip-membership";
import { adoptOwnImages, markUploadsAttached, type Uploader } from "../upload";

/**
 * Stores a visitor's or member's feedback. The contact (a phone or an e-mail address) is personal
 * data either way, so it is kept encrypted like every other phone; staff decrypt it to answer.
 * `priority` tells a member that staff see it flagged and handle it first (the console's list reads
 * the same from the membership's ledger, `wasMemberAt`).
 */
export async function storeFeedback(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers">,
  author: Uploader,
  body: ContractOutput<typeof submitFeedback, "body">,
): Promise<ContractData<typeof submitFeedback>> {
  const { userId } = author;
  const images = await adoptOwnImages(deps, body.images, author);
  const contact = body.contact ? encryptPii(body.contact, deps.piiKeys.encryptionKey) : null;
  const now = deps.providers.now();
  const membership = userId === null ? null : await readVipMembership(deps.db, userId, now);
  const stored = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.feedback)
      .values({ userId, content: body.content, contact, imageUrls: images.urls, createdAt: now })
      .returning({ id: schema.feedback.id });
    if (!row) throw new Error("feedback insert returned no row");
    await markUploadsAttached(tx, images.folders, { now, userId });
    return row;
  });
  return { id: stored.id, priority: membership !== null };
}
