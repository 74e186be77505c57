import type { ContractOutput, storeComplaintDraft } from "@tousu/contracts";
import { encryptPii, schema } from "@tousu/db";
import { and, count, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { decryptComplaintContent } from "./decrypt-complaint-content";

const { complaintDrafts } = schema;

type DraftBody = ContractOutput<typeof storeComplaintDraft, "body">;
/** Enough for a few complaints in progress; stops a script from filling the table. */
const MAX_DRAFTS_PER_USER = 20;

/**
 * Saves the form's draft (docs/product/entities.md#complaint-draft) so it can be finished on another device: personal fields
 * only as ciphertext in their own columns, everything else as JSON, the content decrypted.
 */
export async function saveComplaintDraft(
  deps: AppDeps,
  userId: number,
  body: DraftBody,
): Promise<{ id: number }> {
  const { id, real_name, id_card, phone, content, ...rest } = body;
  const key = deps.piiKeys.encryptionKey;
  // A draft read back carries its personal fields masked (`李*`); sent again unchanged, they
  // keep what is stored. `*` never occurs in a real name, phone or ID number.
  const seal = (value: string | undefined) =>
    value?.includes("*") ? {} : { cipher: value ? encryptPii(value, key) : null };
  const sealed = { realNameCipher: seal(real_name), idCardCipher: seal(id_card), phoneCipher: seal(phone) };
  const row = {
    payload: {
      ...rest,
      ...(content ? { content: decryptComplaintContent(content, deps.config.CONTENT_AES_KEY) } : {}),
    },
    ...Object.fromEntries(
      Object.entries(sealed).flatMap(([column, value]) =>
        "cipher" in value ? [[column, value.cipher]] : [],
      ),
    ),
    updatedAt: deps.providers.now(),
  };

  if (id !== undefined) {
    const [updated] = await deps.db
      .update(complaintDrafts)
      .set(row)
      .where(and(eq(complaintDrafts.id, id), eq(complaintDrafts.userId, userId)))
      .returning({ id: complaintDrafts.id });
    if (!updated) throw notFound("草稿不存在或已删除");
    return updated;
  }

  const [existing] = await deps.db
    .select({ value: count() })
    .from(complaintDrafts)
    .where(eq(complaintDrafts.userId, userId));
  if ((existing?.value ?? 0) >= MAX_DRAFTS_PER_USER)
    throw badRequest("草稿数量已达上限，请先提交或删除旧草稿");
  const [created] = await deps.db
    .insert(complaintDrafts)
    .values({ ...row, userId, createdAt: row.updatedAt })
    .returning({ id: complaintDrafts.id });
  if (!created) throw new Error("draft insert returned no row");
  return created;
}
