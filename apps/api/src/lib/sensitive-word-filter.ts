import { type Database, schema } from "@tousu/db";
import { sql } from "drizzle-orm";
import AhoCorasick from "modern-ahocorasick";

type Level = "block" | "review";
export interface SensitiveWordEntry {
  word: string;
  level: Level;
}
export interface SensitiveWordHits {
  block: string[];
  review: string[];
}

// Spammers pad words to dodge filters ("加 微 信", "ＶＸ", "加-vx"): both the list and the text are
// folded to NFKC lower case without spaces or separators before matching.
const SEPARATORS = /[\s\p{P}\p{S}_]+/gu;
export function foldForMatching(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(SEPARATORS, "");
}

/** An immutable Aho-Corasick automaton over the list: one pass over the text finds every word. */
export function compileSensitiveWords(entries: readonly SensitiveWordEntry[]) {
  const patterns = entries.flatMap(({ word, level }) => {
    const pattern = foldForMatching(word);
    return pattern ? [{ pattern, data: { word, level } }] : [];
  });
  const matcher = patterns.length > 0 ? new AhoCorasick(patterns) : null;
  return (text: string): SensitiveWordHits => {
    const hits: SensitiveWordHits = { block: [], review: [] };
    if (!matcher) return hits;
    for (const match of matcher.search(foldForMatching(text))) {
      const entry = match.data;
      if (entry && !hits[entry.level].includes(entry.word)) hits[entry.level].push(entry.word);
    }
    return hits;
  };
}

// How stale a node's copy of the list may get; the check itself is one tiny query.
export const SENSITIVE_WORDS_TTL_MS = 60_000;

/**
 * The word list as a cached automaton, one per app node. The table's fingerprint is re-read at most
 * once a minute and the automaton rebuilt only when it changed, so edits arrive within a minute even
 * when no message does; `invalidate()`, called on every node an edit reaches (decision 099), makes
 * them apply at once.
 */
export function createSensitiveWordFilter(db: Database, now: () => Date) {
  const { sensitiveWords } = schema;
  let cached: { fingerprint: string; match: (text: string) => SensitiveWordHits } | null = null;
  let checkedAt = 0;

  async function load(): Promise<NonNullable<typeof cached>> {
    const [row] = await db
      .select({
        value: sql<string>`count(*) || ':' || coalesce(md5(string_agg(${sensitiveWords.word} || '=' || ${sensitiveWords.level}, ',' order by ${sensitiveWords.id})), '')`,
      })
      .from(sensitiveWords);
    const fingerprint = row?.value ?? "";
    if (cached?.fingerprint === fingerprint) return cached;
    const entries = await db
      .select({ word: sensitiveWords.word, level: sensitiveWords.level })
      .from(sensitiveWords);
    return { fingerprint, match: compileSensitiveWords(entries) };
  }

  return {
    async check(text: string): Promise<SensitiveWordHits> {
      const nowMs = now().getTime();
      if (!cached || nowMs - checkedAt >= SENSITIVE_WORDS_TTL_MS) {
        cached = await load();
        checkedAt = nowMs;
      }
      return cached.match(text);
    },
    /** The list changed: the next check re-reads the fingerprint instead of waiting out the minute. */
    invalidate(): void {
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
export type SensitiveWordFilter = ReturnType<typeof createSensitiveWordFilter>;
