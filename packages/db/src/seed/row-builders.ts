import { pinyin } from "pinyin-pro";
import { encryptPii, type PiiKeys, phoneBlindIndex } from "../pii";
import type { articles, brands, complaints, enterprises, users } from "../schema";
import { segmentForSearch } from "../search-tokens";
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

/** Toneless lower-case pinyin and initials; Latin letters and digits in a name are kept as they are. */
export function brandPinyin(name: string): { pinyin: string; initials: string } {
  const options = { toneType: "none", type: "array", nonZh: "consecutive" } as const;
  const clean = (parts: string[]) =>
    parts
      .join("")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "");
  return {
    pinyin: clean(pinyin(name, options)),
    initials: clean(pinyin(name, { ...options, pattern: "first" })),
  };
}

export type BrandInput = Omit<NewBrandRow, "pinyin" | "initials"> &
  Partial<Pick<NewBrandRow, "pinyin" | "initials">>;

export function buildBrandRow(input: BrandInput): NewBrandRow {
  return { ...brandPinyin(input.name), ...input };
}

const CREDIT_CODE_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * An invented unified social credit code with a valid GB 32100 check character, so it passes
 * any format validation without belonging to a real company.
 */
export function inventCreditCode(rng: Rng): string {
  let body = "91";
  for (let i = 0; i < 6; i++) body += String(rng.int(0, 9));
  for (let i = 0; i < 9; i++) body += CREDIT_CODE_CHARS[rng.int(0, CREDIT_CODE_CHARS.length - 1)];
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    sum += CREDIT_CODE_CHARS.indexOf(body[i] as string) * (CREDIT_CODE_WEIGHTS[i] as number);
  }
  return body + CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

export type ComplaintInput = Omit<NewComplaintRow, "searchTokens"> & {
  /** Brand name folded into the search tokens, so searching a brand finds its complaints. */
  brandName?: string | null;
};

export function buildComplaintRow(input: ComplaintInput): NewComplaintRow {
  const { brandName, ...rest } = input;
  const searchable = [brandName ?? rest.customBrandName ?? "", rest.title, rest.content].join(" ");
  return { ...rest, searchTokens: segmentForSearch(searchable) };
}

export type ArticleInput = Omit<NewArticleRow, "searchTokens">;

export function buildArticleRow(input: ArticleInput): NewArticleRow {
  const text = input.content.replace(/<[^>]*>/g, " ");
  return { ...input, searchTokens: segmentForSearch([input.title, input.summary ?? "", text].join(" ")) };
}
