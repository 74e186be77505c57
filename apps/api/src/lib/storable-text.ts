import { hasUnstorableCharacter, UNSTORABLE_TEXT_MESSAGE } from "@tousu/domain";
import { badRequest } from "./app-error";

/**
 * Refuses a value holding text PostgreSQL cannot store (U+0000, a lone surrogate) in any string,
 * object key included, at any depth: the request itself (plugins/storable-text.ts) and what a
 * request carries encrypted, once decrypted.
 */
export function requireStorableText(value: unknown): void {
  if (holdsUnstorableText(value)) throw badRequest(UNSTORABLE_TEXT_MESSAGE);
}

/** Walks with its own stack: a deeply nested JSON body must not overflow the call stack. */
function holdsUnstorableText(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (hasUnstorableCharacter(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (isRecord(value)) {
      for (const [key, entry] of Object.entries(value)) {
        if (hasUnstorableCharacter(key)) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

/** Parsed JSON, query strings (objects of a null-prototype class), headers; never a buffer. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !ArrayBuffer.isView(value);
}
