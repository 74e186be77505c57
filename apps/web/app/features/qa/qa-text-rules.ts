import {
  QA_ANSWER_MAX,
  QA_ANSWER_MESSAGE,
  QA_ANSWER_MIN,
  QA_EDIT_WINDOW_MS,
  QA_QUESTION_BODY_MAX,
  QA_QUESTION_BODY_MESSAGE,
  QA_QUESTION_BODY_MIN,
  QA_TITLE_MAX,
  QA_TITLE_MESSAGE,
  QA_TITLE_MIN,
} from "@tousu/domain";
import { countCharacters } from "../../ui/character-count";

// The lengths the server checks (on the cleaned text), checked before sending so a slip costs no
// round trip; the messages are the server's own.

interface LengthRule {
  min: number;
  max: number;
  message: string;
}

export const QA_TITLE_RULE: LengthRule = { min: QA_TITLE_MIN, max: QA_TITLE_MAX, message: QA_TITLE_MESSAGE };
export const QA_QUESTION_BODY_RULE: LengthRule = {
  min: QA_QUESTION_BODY_MIN,
  max: QA_QUESTION_BODY_MAX,
  message: QA_QUESTION_BODY_MESSAGE,
};
export const QA_ANSWER_RULE: LengthRule = {
  min: QA_ANSWER_MIN,
  max: QA_ANSWER_MAX,
  message: QA_ANSWER_MESSAGE,
};

/** The rule's message when the trimmed text is too short or too long, else undefined. */
export function lengthError(text: string, rule: LengthRule): string | undefined {
  const length = countCharacters(text.trim());
  return length < rule.min || length > rule.max ? rule.message : undefined;
}

/** What an edit form tells its author about the window the server allows. */
export const QA_EDIT_HINT = `发布后${QA_EDIT_WINDOW_MS / 60_000}分钟内可以修改`;
