import {
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_CONTENT_MESSAGE,
  COMPLAINT_CONTENT_MIN,
  COMPLAINT_TITLE_MAX,
  COMPLAINT_TITLE_MESSAGE,
  COMPLAINT_TITLE_MIN,
  SENSITIVE_WORD_MESSAGE,
} from "@tousu/contracts";
import { sanitizeComplaintText, textLength } from "../../complaint-core/sanitize-complaint-text";
import { badRequest } from "../../lib/app-error";
import type { SensitiveWordFilter } from "../../lib/sensitive-word-filter";
import { decryptComplaintContent } from "./decrypt-complaint-content";

function within(text: string, min: number, max: number): boolean {
  const length = textLength(text);
  return length >= min && length <= max;
}

export interface ComplaintText {
  title: string;
  content: string;
  /** 'review'-level words found: the complaint goes through, flagged for the moderator. */
  reviewWords: string[];
}

/**
 * A complaint's title and AES-encrypted content as sent by the form (submission and resubmission):
 * decrypted, sanitised, measured and checked against the word list. Throws 400 on anything unusable.
 */
export async function readComplaintText(
  input: { title: string; content: string },
  options: { contentKey: string; filter: SensitiveWordFilter },
): Promise<ComplaintText> {
  const title = sanitizeComplaintText(input.title);
  if (title === null || title.includes("\n") || !within(title, COMPLAINT_TITLE_MIN, COMPLAINT_TITLE_MAX)) {
    throw badRequest(COMPLAINT_TITLE_MESSAGE);
  }
  const content = sanitizeComplaintText(decryptComplaintContent(input.content, options.contentKey));
  if (content === null) throw badRequest("投诉内容包含无法识别的格式，请以纯文字填写");
  if (!within(content, COMPLAINT_CONTENT_MIN, COMPLAINT_CONTENT_MAX))
    throw badRequest(COMPLAINT_CONTENT_MESSAGE);
  const hits = await options.filter.check(`${title}\n${content}`);
  // The words go back in data so the form can point at them; the message stays one fixed sentence.
  if (hits.block.length > 0) throw badRequest(SENSITIVE_WORD_MESSAGE, { words: hits.block });
  return { title, content, reviewWords: hits.review };
}
