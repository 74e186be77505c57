// Personal data people type into text meant for the public (docs/decisions/058): a complaint's
// title and text, replies, appeals, comments, Q&A. Found by shape, so the same rule serves the
// public views (masked), the moderation queue (highlighted) and company replies (refused).

import { isIdCardNumber } from "./id-card";
import { maskMiddle } from "./masking";

export const PERSONAL_DATA_KINDS = [
  "mobile",
  "landline",
  "id_card",
  "bank_card",
  "email",
  "long_number",
] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

export const PERSONAL_DATA_KIND_LABELS: Record<PersonalDataKind, string> = {
  mobile: "手机号",
  landline: "固定电话",
  id_card: "身份证号",
  bank_card: "银行卡号",
  email: "电子邮箱",
  long_number: "长数字（订单号等）",
};

/** One finding: `text.slice(start, end)` is what was typed, `masked` what the public reads instead. */
export interface PersonalDataSpan {
  kind: PersonalDataKind;
  start: number;
  end: number;
  masked: string;
}

/** What a company is told when its public text quotes the consumer's phone or ID number. */
export const PUBLIC_TEXT_PERSONAL_DATA_MESSAGE =
  "回复内容将公开展示，请勿填写投诉人的手机号、身份证号等个人信息";

/**
 * What a search for someone's phone or ID number is told: finding the complaint that mentions it
 * would confirm whose number it is, so such a key finds nothing.
 */
export const SEARCH_KEY_PERSONAL_DATA_MESSAGE = "搜索词不能包含手机号、身份证号等个人信息";

const digitsOf = (s: string) => s.replace(/[^\dXx]/g, "");
const maskDigits = (s: string) => maskMiddle(digitsOf(s), 3, 4);

// A digit pattern must not start or end inside a longer run of digits, or "2013712345678901" would
// yield a mobile number from its middle. Separators are one space or dash between groups.
const NO_DIGIT_BEFORE = "(?<![\\d])";
const NO_DIGIT_AFTER = "(?![\\d])";
const SEP = "[ -]?";

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// 18 characters (a check character last, possibly X) or the old 15 digits, optionally grouped 6-8-4.
const ID_CARD = new RegExp(
  `${NO_DIGIT_BEFORE}[1-9]\\d{5}${SEP}(?:\\d{8}${SEP}\\d{3}[\\dXx]|\\d{6}${SEP}\\d{3})${NO_DIGIT_AFTER}(?![A-Za-z])`,
  "g",
);
// 16 to 19 digits, whole or in groups of four; only a run passing the Luhn check is a card.
const BANK_CARD = new RegExp(
  `${NO_DIGIT_BEFORE}\\d{4}(?:${SEP}\\d{4}){3}(?:${SEP}?\\d{1,3})?${NO_DIGIT_AFTER}`,
  "g",
);
// 1[3-9]x xxxx xxxx, with or without +86 / 86 before it.
const MOBILE = new RegExp(
  `${NO_DIGIT_BEFORE}(?:\\+?86${SEP})?1[3-9]\\d${SEP}\\d{4}${SEP}\\d{4}${NO_DIGIT_AFTER}`,
  "g",
);
// An area code (0 and two or three digits, maybe in brackets) and a 7- or 8-digit number.
const LANDLINE = new RegExp(
  `${NO_DIGIT_BEFORE}(?:[(（]0[1-9]\\d{1,2}[)）]\\s?|0[1-9]\\d{1,2}${SEP})\\d{3,4}${SEP}\\d{4}${NO_DIGIT_AFTER}`,
  "g",
);
// Order, tracking, account and contract numbers run to seven digits or more (decision 022); an ID
// number's trailing X belongs to it.
const LONG_NUMBER = /\d{7,}[Xx]?/g;

// The platform's own complaint number (decision 029) stays readable where the text names it so.
const COMPLAINT_NUMBER_LABEL = /(?:投诉编号|投诉单号|投诉号)[:：]?\s*$/;
const COMPLAINT_NUMBER = /^[2-9]\d{10}$/;
const CURRENCY_BEFORE = /[￥¥$]\s*$/;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

// A compact date (20260315) is no one's number.
function isCompactDate(run: string): boolean {
  const match = /^(19|20)(\d{2})(\d{2})(\d{2})$/.exec(run);
  if (!match) return false;
  const month = Number(match[3]);
  const day = Number(match[4]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

interface Candidate {
  kind: PersonalDataKind;
  pattern: RegExp;
  accept?: (match: string, text: string, start: number) => boolean;
  mask: (match: string) => string;
}

// In order of precedence: where two overlap, the earlier kind wins (an e-mail's digits are not a
// phone; an ID number is not a long number).
const CANDIDATES: readonly Candidate[] = [
  {
    kind: "email",
    pattern: EMAIL,
    mask: (email) => {
      const at = email.indexOf("@");
      return `${email.slice(0, 1)}***${email.slice(at)}`;
    },
  },
  {
    kind: "id_card",
    pattern: ID_CARD,
    accept: (match) => isIdCardNumber(digitsOf(match).toUpperCase()),
    mask: maskDigits,
  },
  {
    kind: "bank_card",
    pattern: BANK_CARD,
    accept: (match) => {
      const digits = digitsOf(match);
      return digits.length >= 16 && digits.length <= 19 && luhnValid(digits);
    },
    mask: maskDigits,
  },
  {
    kind: "mobile",
    pattern: MOBILE,
    mask: (phone) => {
      const prefix = /^\+?86[ -]?(?=1)/.exec(phone)?.[0] ?? "";
      return `${prefix}${maskDigits(phone.slice(prefix.length))}`;
    },
  },
  { kind: "landline", pattern: LANDLINE, mask: maskDigits },
  {
    kind: "long_number",
    pattern: LONG_NUMBER,
    accept: (run, text, start) => {
      const before = text.slice(Math.max(0, start - 8), start);
      const after = text.slice(start + run.length);
      if (COMPLAINT_NUMBER.test(run) && COMPLAINT_NUMBER_LABEL.test(before)) return false;
      if (isCompactDate(run)) return false;
      // An amount: after a currency sign, or with a decimal part.
      return !(CURRENCY_BEFORE.test(before) || /^\.\d/.test(after));
    },
    mask: (run) => maskMiddle(run, 3, 4),
  },
];

/**
 * Every piece of personal data in the text, in order, none overlapping: for highlighting
 * (moderation), refusing (company replies) and masking (public views).
 */
export function findPersonalData(text: string): PersonalDataSpan[] {
  const spans: PersonalDataSpan[] = [];
  const overlaps = (start: number, end: number) => spans.some((span) => start < span.end && span.start < end);
  for (const candidate of CANDIDATES) {
    for (const match of text.matchAll(candidate.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (overlaps(start, end)) continue;
      if (candidate.accept && !candidate.accept(match[0], text, start)) continue;
      spans.push({ kind: candidate.kind, start, end, masked: candidate.mask(match[0]) });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/**
 * Text typed for the public to read, with its personal data masked the way `maskPhone` masks:
 * "联系电话13712345678" → "联系电话137****5678", an e-mail as "z***@example.com".
 */
export function maskPersonalData(text: string): string {
  const spans = findPersonalData(text);
  if (spans.length === 0) return text;
  let out = "";
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + span.masked;
    at = span.end;
  }
  return out + text.slice(at);
}

/**
 * Whether a search key holds personal data (SEARCH_KEY_PERSONAL_DATA_MESSAGE). A complaint's public
 * number (decision 029) is what people search to find a complaint, so it is searched as such.
 */
export function searchKeyHoldsPersonalData(key: string): boolean {
  return !COMPLAINT_NUMBER.test(key.trim()) && findPersonalData(key).length > 0;
}

/** Whether a value the text holds is one of `values` (digits compared, separators and case ignored). */
export function quotesPersonalData(text: string, values: readonly string[]): boolean {
  const wanted = new Set(
    values.map((value) => digitsOf(value).toUpperCase()).filter((value) => value.length > 0),
  );
  if (wanted.size === 0) return false;
  return findPersonalData(text).some((span) => {
    const found = digitsOf(text.slice(span.start, span.end)).toUpperCase();
    // A mobile typed with +86 is the same phone.
    return wanted.has(found) || (span.kind === "mobile" && wanted.has(found.slice(-11)));
  });
}
