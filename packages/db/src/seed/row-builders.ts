import { CREDIT_CODE_CHARACTERS, creditCodeCheckCharacter } from "@tousu/domain";
import { brandPinyin } from "../brand-pinyin";
import { encryptPii, type PiiKeys, phoneBlindIndex } from "../pii";
import type { articles, brands, complaints, enterprises, users } from "../schema";
import { articleSearchTokens, complaintSearchTokens } from "../search-tokens";
import type { Rng } from "./random";

// Row builders shared by the seed and the test factories: whatever is derived from other
// fields (ciphertexts, blind index, pinyin, search tokens) is computed in exactly one place.

export type NewUserRow = typeof users.$inferInsert;
export type NewBrandRow = typeof brands.$inferInsert;
export type NewEnterpriseRow = typeof enterprises.$inferInsert;
export type NewComplaintRow = typeof complaints.$inferInsert;
export type NewArticleRow = typeof articles.$inferInsert;

export type UserInput = Omit<NewUserRow, "phoneCipher" | "phoneHash" | "realNameCipher" | "idCardCipher"> & {
  phone: string;
  realName?: string | null;
  idCard?: string | null;
};

export function buildUserRow(keys: PiiKeys, input: UserInput): NewUserRow {
  const { phone, realName, idCard, ...rest } = input;
  return {
    ...rest,
    phoneCipher: encryptPii(phone, keys.encryptionKey),
    phoneHash: phoneBlindIndex(phone, keys.indexKey),
    realNameCipher: realName ? encryptPii(realName, keys.encryptionKey) : null,
    idCardCipher: idCard ? encryptPii(idCard, keys.encryptionKey) : null,
    isRealNameVerified: rest.isRealNameVerified ?? Boolean(realName && idCard),
  };
}

export type BrandInput = Omit<NewBrandRow, "pinyin" | "initials"> &
  Partial<Pick<NewBrandRow, "pinyin" | "initials">>;

export function buildBrandRow(input: BrandInput): NewBrandRow {
  return { ...brandPinyin(input.name), ...input };
}

/**
 * An invented unified social credit code with a valid GB 32100 check character, so it passes
 * any format validation without belonging to a real company.
 */
export function inventCreditCode(rng: Rng): string {
  let body = "91";
  for (let i = 0; i < 6; i++) body += String(rng.int(0, 9));
  for (let i = 0; i < 9; i++) {
    body += CREDIT_CODE_CHARACTERS[rng.int(0, CREDIT_CODE_CHARACTERS.length - 1)];
  }
  return body + creditCodeCheckCharacter(body);
}

export type ComplaintInput = Omit<NewComplaintRow, "searchTokens"> & {
  /** Brand name folded into the search tokens, so searching a brand finds its complaints. */
  brandName?: string | null;
};

export function buildComplaintRow(input: ComplaintInput): NewComplaintRow {
  const { brandName, ...rest } = input;
  return {
    ...rest,
    searchTokens: complaintSearchTokens(brandName ?? rest.customBrandName ?? "", rest.title, rest.content),
  };
}

export type ArticleInput = Omit<NewArticleRow, "searchTokens">;

export function buildArticleRow(input: ArticleInput): NewArticleRow {
  const text = input.content.replace(/<[^>]*>/g, " ");
  return {
    ...input,
    searchTokens: articleSearchTokens({ title: input.title, summary: input.summary ?? null, text }),
  };
}
