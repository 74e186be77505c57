import type { AppError } from "./app-error";

/**
 * Whether a statement failed on the named unique constraint (SQLSTATE 23505). Drizzle wraps
 * PostgreSQL's error as its cause.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const fields = current as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === "23505") return fields.constraint === constraint;
  }
  return false;
}

/**
 * A `.catch` for a write that a unique constraint guards: a value taken, even by a request that
 * committed a moment ago (which no check before the write can see), answers `answer` instead of 500.
 */
export function answerUniqueViolation(constraint: string, answer: () => AppError) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, constraint)) throw answer();
    throw error;
  };
}
