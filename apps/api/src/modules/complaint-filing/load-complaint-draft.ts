import type { ComplaintDraftData } from "@tousu/contracts";
import { decryptPii, schema } from "@tousu/db";
import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app";

const { complaintDrafts } = schema;

/** The owner's draft (the newest when no id is given), personal fields decrypted for the form. */
export async function loadComplaintDraft(
  deps: AppDeps,
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
  const ciphers = { real_name: draft.realNameCipher, id_card: draft.idCardCipher, phone: draft.phoneCipher };
  const personal = Object.fromEntries(
    Object.entries(ciphers).flatMap(([field, cipher]) =>
      cipher ? [[field, decryptPii(cipher, deps.piiKeys.encryptionKey)]] : [],
    ),
  );
  return {
    ...(draft.payload as Omit<ComplaintDraftData, "id" | "updated_at">),
    ...personal,
    id: draft.id,
    updated_at: draft.updatedAt.toISOString(),
  };
}
