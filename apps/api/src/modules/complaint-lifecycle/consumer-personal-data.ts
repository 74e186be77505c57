import { decryptPiiOrNull, type PiiKeys, schema, type Transaction } from "@tousu/db";
import { PUBLIC_TEXT_PERSONAL_DATA_MESSAGE, quotesPersonalData } from "@tousu/domain";
import { eq } from "drizzle-orm";
import { badRequest } from "../../lib/app-error";

const { complaints, users } = schema;

/**
 * Refuses a company's text to a complaint that quotes the consumer's phone or ID number (docs/decisions/058):
 * the ones the complaint was filed with and the ones on the author's account. Public views mask such
 * numbers anyway; refusing keeps them out of the record the company's text becomes.
 */
export async function refuseConsumerPersonalData(
  tx: Transaction,
  piiKeys: PiiKeys,
  complaintId: number,
  text: string,
): Promise<void> {
  const [owner] = await tx
    .select({
      complaintPhone: complaints.phoneCipher,
      complaintIdCard: complaints.idCardCipher,
      accountPhone: users.phoneCipher,
      accountIdCard: users.idCardCipher,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .where(eq(complaints.id, complaintId));
  if (!owner) return;
  const values = Object.values(owner).flatMap(
    (cipher) => decryptPiiOrNull(cipher, piiKeys.encryptionKey) ?? [],
  );
  if (quotesPersonalData(text, values)) throw badRequest(PUBLIC_TEXT_PERSONAL_DATA_MESSAGE);
}
