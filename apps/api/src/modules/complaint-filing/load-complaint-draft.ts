import type { ComplaintDraftData } from "@tousu/contracts";
import { decryptPii, schema } from "@tousu/db";
import { maskIdCard, maskName, maskPhone } from "@tousu/domain";
import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";

const { complaintDrafts } = schema;

/**
 * The owner's draft (the newest when no id is given). Personal fields come back masked, like
 * everywhere else: the form shows that they were given and asks again only to change them.
 */
export async function loadComplaintDraft(
  deps: Pick<AppDeps, "db" | "piiKeys">,
  userId: number,
  draftId: number | undefined,
): Promise<ComplaintDraftData | null> {
  const [draft] = await deps.db
    .select()
    .from(complaintDrafts)
    .where(
      and(
        eq(complaintDrafts.userId, userId),
        draftId === undefined ? undefined : eq(complaintDrafts.id, draftId),
      ),
    )
    .orderBy(desc(complaintDrafts.updatedAt), desc(complaintDrafts.id))
    .limit(1);
  if (!draft) return null;
  const reveal = (cipher: string | null, mask: (plain: string) => string) =>
    cipher ? mask(decryptPii(cipher, deps.piiKeys.encryptionKey)) : undefined;
  const personal = {
    real_name: reveal(draft.realNameCipher, maskName),
    id_card: reveal(draft.idCardCipher, maskIdCard),
    phone: reveal(draft.phoneCipher, maskPhone),
  };
  return {
    ...(draft.payload as Omit<ComplaintDraftData, "id" | "updated_at">),
    ...personal,
    id: draft.id,
    updated_at: draft.updatedAt.toISOString(),
  };
}
