import type { ContractOutput, submitFeedback } from "@tousu/contracts";
import { encryptPii, schema } from "@tousu/db";
import type { AppDeps } from "../../app-deps";
import { adoptOwnImages, markUploadsAttached, type Uploader } from "../upload";

/**
 * Stores a visitor's or member's feedback. The contact (a phone or an e-mail address) is personal
 * data either way, so it is kept encrypted like every other phone; staff decrypt it to answer.
 */
export async function storeFeedback(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers">,
  author: Uploader,
  body: ContractOutput<typeof submitFeedback, "body">,
): Promise<{ id: number }> {
  const { userId } = author;
  const images = await adoptOwnImages(deps, body.images, author);
  const contact = body.contact ? encryptPii(body.contact, deps.piiKeys.encryptionKey) : null;
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.feedback)
      .values({ userId, content: body.content, contact, imageUrls: images.urls, createdAt: now })
      .returning({ id: schema.feedback.id });
    if (!row) throw new Error("feedback insert returned no row");
    await markUploadsAttached(tx, images.folders, { now, userId });
    return row;
  });
}
