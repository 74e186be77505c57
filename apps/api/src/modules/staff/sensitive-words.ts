import type { addSensitiveWord, ContractData, ContractOutput, listSensitiveWords } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { readPage } from "../../lib/paging";
import { containsText, toIso } from "../../lib/query-helpers";
import { foldForMatching } from "../../lib/sensitive-word-filter";
import { recordStaffAction } from "../../lib/staff-actions";

// An edit invalidates this node's filter, so it applies here at once; other nodes see the list's
// fingerprint change within a minute (see createSensitiveWordFilter).

const { sensitiveWords } = schema;

type WordRow = typeof sensitiveWords.$inferSelect;
const toWord = (row: WordRow) => ({
  id: row.id,
  word: row.word,
  level: row.level,
  created_at: toIso(row.createdAt),
});

export async function listWords(
  db: Database,
  query: ContractOutput<typeof listSensitiveWords, "query">,
): Promise<ContractData<typeof listSensitiveWords>> {
  const where = and(
    query.keyword ? containsText(sensitiveWords.word, query.keyword) : undefined,
    query.level ? eq(sensitiveWords.level, query.level) : undefined,
  );
  const rows = db
    .select()
    .from(sensitiveWords)
    .where(where)
    .orderBy(desc(sensitiveWords.createdAt), desc(sensitiveWords.id))
    .$dynamic();
  return readPage(query, { rows, total: db.$count(sensitiveWords, where) }, (page) => page.map(toWord));
}

export async function addWord(
  deps: Pick<AppDeps, "db" | "providers" | "cache">,
  staffId: number,
  body: ContractOutput<typeof addSensitiveWord, "body">,
): Promise<ContractData<typeof addSensitiveWord>> {
  // The filter matches folded text (no spaces or punctuation): a word of only those would never match.
  if (foldForMatching(body.word) === "") throw badRequest("敏感词须包含文字、字母或数字");
  const now = deps.providers.now();
  const added = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sensitiveWords)
      .values({ word: body.word, level: body.level, createdAt: now })
      .onConflictDoNothing({ target: sensitiveWords.word })
      .returning();
    if (!row) throw badRequest("该敏感词已存在");
    await recordStaffAction(tx, {
      staffId,
      action: "sensitive_word.add",
      targetType: "sensitive_word",
      targetId: row.id,
      detail: { word: row.word, level: row.level },
      now,
    });
    return toWord(row);
  });
  await deps.cache.invalidate({ sensitiveWords: true });
  return added;
}

export async function deleteWord(
  deps: Pick<AppDeps, "db" | "providers" | "cache">,
  staffId: number,
  wordId: number,
): Promise<{ id: number }> {
  const now = deps.providers.now();
  const deleted = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(sensitiveWords).where(eq(sensitiveWords.id, wordId)).returning();
    if (!row) throw notFound("敏感词不存在");
    await recordStaffAction(tx, {
      staffId,
      action: "sensitive_word.delete",
      targetType: "sensitive_word",
      targetId: row.id,
      detail: { word: row.word, level: row.level },
      now,
    });
    return { id: row.id };
  });
  await deps.cache.invalidate({ sensitiveWords: true });
  return deleted;
}
