// The seed writes a demo's worth of articles and questions (about 165 and 350). The article and
// question pages are measured at as many of each as the size names, up to 100,000: the seeded rows
// are copied, with their tags and answers, until there are that many. A copy is published when its
// original is, so the public share stays the seed's.
import type { Pool, PoolClient } from "pg";
import { superuserPool } from "./server";

const CONTENT_ROWS_CAP = 100_000;

async function copyableColumns(client: PoolClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and column_name <> 'id' and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/**
 * Inserts a copy of `table`'s row `old_id` as `new_id` for each row of `pairs`, which it keeps as the
 * temporary table `<table>_copies` for the copies' children; `overrides` names columns the copies set
 * otherwise (from `copy.`, the pair's row, or constants).
 */
async function copyRows(
  client: PoolClient,
  table: string,
  pairs: { sql: string; params: unknown[] },
  overrides: Record<string, string> = {},
): Promise<void> {
  const columns = await copyableColumns(client, table);
  await client.query(`create temp table ${table}_copies on commit drop as ${pairs.sql}`, pairs.params);
  const values = columns.map((column) => overrides[column] ?? `original.${column}`);
  await client.query(
    `insert into ${table} (id, ${columns.join(", ")}) overriding system value
     select copy.new_id, ${values.join(", ")}
     from ${table}_copies as copy join ${table} as original on original.id = copy.old_id`,
  );
}

/** Pairs that copy the table's rows round after round until `missing` copies are made. */
function roundsOf(table: string, existing: number, missing: number): { sql: string; params: unknown[] } {
  return {
    sql: `select nextval(pg_get_serial_sequence('${table}', 'id')) as new_id, old_id
          from (select original.id as old_id from ${table} as original, generate_series(1, $1::int) as round
                order by round, original.id limit $2) as chosen`,
    params: [Math.ceil(missing / existing), missing],
  };
}

async function rowCount(pool: Pool, table: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return rows[0]?.count ?? 0;
}

async function inTransaction(pool: Pool, work: (client: PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await work(client);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}

/** Articles with their tags; a copy starts without comments or likes, whose rows are not copied. */
async function topUpArticles(pool: Pool, target: number): Promise<void> {
  const existing = await rowCount(pool, "articles");
  const missing = target - existing;
  if (missing <= 0 || existing === 0) return;
  await inTransaction(pool, async (client) => {
    await copyRows(client, "articles", roundsOf("articles", existing, missing), {
      comment_count: "0",
      like_count: "0",
    });
    await client.query(
      `insert into article_tags (article_id, tag_id)
       select copy.new_id, tag.tag_id from articles_copies as copy join article_tags as tag on tag.article_id = copy.old_id`,
    );
  });
}

/** Questions with all their answers, the accepted one pointing at its own copy. */
async function topUpQuestions(pool: Pool, target: number): Promise<void> {
  const existing = await rowCount(pool, "qa_questions");
  const missing = target - existing;
  if (missing <= 0 || existing === 0) return;
  await inTransaction(pool, async (client) => {
    await copyRows(client, "qa_questions", roundsOf("qa_questions", existing, missing), {
      accepted_answer_id: "null",
    });
    await copyRows(
      client,
      "qa_answers",
      {
        sql: `select nextval(pg_get_serial_sequence('qa_answers', 'id')) as new_id, answer.id as old_id,
                     question.new_id as question_id
              from qa_questions_copies as question join qa_answers as answer on answer.question_id = question.old_id`,
        params: [],
      },
      { question_id: "copy.question_id" },
    );
    await client.query(
      `update qa_questions as copy set accepted_answer_id = answer.new_id
       from qa_questions_copies as pair
       join qa_questions as original on original.id = pair.old_id
       join qa_answers_copies as answer
         on answer.old_id = original.accepted_answer_id and answer.question_id = pair.new_id
       where copy.id = pair.new_id`,
    );
  });
}

/** Brings the articles and questions up to the benchmark's size (at most 100,000 each). */
export async function topUpContentRows(dataDir: string, embeddedPgPort: number, size: number): Promise<void> {
  const target = Math.min(size, CONTENT_ROWS_CAP);
  const { pool, close } = superuserPool(dataDir, embeddedPgPort);
  try {
    await topUpArticles(pool, target);
    await topUpQuestions(pool, target);
    await pool.query("analyze articles, article_tags, qa_questions, qa_answers");
  } finally {
    await close();
  }
}

/** Public articles and questions in random order, what the article and question rows read. */
export async function sampleContentIds(
  dataDir: string,
  embeddedPgPort: number,
  count: number,
): Promise<{ articles: number[]; questions: number[] }> {
  const { pool, close } = superuserPool(dataDir, embeddedPgPort);
  const ids = async (sql: string) =>
    (await pool.query<{ id: number }>(sql, [count])).rows.map((row) => Number(row.id));
  try {
    return {
      articles: await ids("select id from articles where published_at <= now() order by random() limit $1"),
      questions: await ids(
        "select id from qa_questions where status = 'published' and deleted_at is null order by random() limit $1",
      ),
    };
  } finally {
    await close();
  }
}
