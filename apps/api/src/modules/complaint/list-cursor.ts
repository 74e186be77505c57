import { badRequest } from "../../lib/app-error";

/**
 * A keyset position in a complaint list: the last row's sort key and id. Opaque to clients
 * (base64url JSON) and bound to the sort it came from, so a cursor from another sort, or one
 * edited by hand, is refused instead of silently jumping to a wrong place.
 */
export interface ListCursor {
  sort: string;
  /** A timestamp as PostgreSQL prints it (microseconds kept) or a counter. */
  key: string | number;
  id: number;
}

const INVALID_CURSOR = "翻页参数无效，请从第一页重新浏览";

export function encodeListCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString("base64url");
}

export function decodeListCursor(token: string, expectedSort: string): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw badRequest(INVALID_CURSOR);
  const [sort, key, id] = parsed as unknown[];
  const validKey =
    (typeof key === "number" && Number.isSafeInteger(key) && key >= 0) ||
    (typeof key === "string" && !Number.isNaN(Date.parse(key)));
  if (sort !== expectedSort || !validKey || !Number.isSafeInteger(id) || (id as number) <= 0) {
    throw badRequest(INVALID_CURSOR);
  }
  return { sort, key: key as string | number, id: id as number };
}
