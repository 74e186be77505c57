import type {
  ContractData,
  ContractOutput,
  createCmsArticle,
  getCmsArticle,
  listCmsArticles,
  publishCmsArticles,
} from "@tousu/contracts";
import { articleSearchTokens, type DatabaseOrTransaction, schema } from "@tousu/db";
import { type ArticleState, articleStateOf } from "@tousu/domain";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { readPage } from "../../lib/paging";
import { containsText, toIso, toIsoOrNull } from "../../lib/query-helpers";
import { recordStaffAction } from "../../lib/staff-actions";
import { deleteSubjectPosters } from "../../lib/stored-posters";
import { adoptOwnImages, markUploadsAttached } from "../upload";
import { documentFromHtml, renderArticleDocument } from "./article-document";
import { type ArticlePlacement, refreshArticlePages } from "./article-pages";

const { articles, articleCategories, articleTags, tags } = schema;

type Deps = Pick<AppDeps, "db" | "providers" | "cache" | "log">;
type DraftBody = ContractOutput<typeof createCmsArticle, "body">;

/** The rows of one state, as articleStateOf reads it. */
function stateCondition(state: ArticleState, now: Date): SQL {
  switch (state) {
    case "draft":
      return and(isNull(articles.publishedAt), isNull(articles.withdrawnAt))!;
    case "withdrawn":
      return and(isNull(articles.publishedAt), isNotNull(articles.withdrawnAt))!;
    case "scheduled":
      return gt(articles.publishedAt, now);
    case "published":
      return lte(articles.publishedAt, now);
  }
}

export async function listArticles(
  deps: Pick<AppDeps, "db" | "providers">,
  query: ContractOutput<typeof listCmsArticles, "query">,
): Promise<ContractData<typeof listCmsArticles>> {
  const { db } = deps;
  const now = deps.providers.now();
  const where = and(
    query.state ? stateCondition(query.state, now) : undefined,
    query.category_id === undefined ? undefined : eq(articles.categoryId, query.category_id),
    query.keyword ? containsText(articles.title, query.keyword) : undefined,
  );
  const rows = db
    .select({
      article: {
        id: articles.id,
        title: articles.title,
        author: articles.author,
        sourceName: articles.sourceName,
        publishedAt: articles.publishedAt,
        withdrawnAt: articles.withdrawnAt,
        updatedAt: articles.updatedAt,
      },
      category: { id: articleCategories.id, name: articleCategories.name },
    })
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where)
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .$dynamic();
  return readPage(query, { rows, total: db.$count(articles, where) }, (page) =>
    page.map(({ article, category }) => ({
      id: article.id,
      title: article.title,
      state: articleStateOf(article, now),
      category,
      author: article.author,
      is_repost: article.sourceName !== null,
      published_at: toIsoOrNull(article.publishedAt),
      updated_at: toIso(article.updatedAt),
    })),
  );
}

async function tagsOf(db: DatabaseOrTransaction, articleIds: readonly number[]) {
  if (articleIds.length === 0) return [];
  return db
    .select({ articleId: articleTags.articleId, id: tags.id, name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(inArray(articleTags.articleId, [...articleIds]))
    .orderBy(asc(tags.id));
}

export async function loadArticleForEditing(
  deps: Pick<AppDeps, "db" | "providers">,
  id: number,
): Promise<ContractData<typeof getCmsArticle>> {
  const [[row], tagRows] = await Promise.all([
    deps.db.select().from(articles).where(eq(articles.id, id)),
    tagsOf(deps.db, [id]),
  ]);
  if (!row) throw notFound("文章不存在");
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    author: row.author,
    cover: row.coverUrl,
    category_id: row.categoryId,
    tags: tagRows.map(({ id: tagId, name }) => ({ id: tagId, name })),
    source_name: row.sourceName,
    source_url: row.sourceUrl,
    original_title: row.originalTitle,
    original_author: row.originalAuthor,
    document: (row.contentJson as Record<string, unknown> | null) ?? documentFromHtml(row.content),
    state: articleStateOf(row, deps.providers.now()),
    published_at: toIsoOrNull(row.publishedAt),
  };
}

/** The tag ids for these names, creating the ones that do not exist yet. */
async function tagIdsFor(tx: DatabaseOrTransaction, names: readonly string[], now: Date): Promise<number[]> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  await tx
    .insert(tags)
    .values(unique.map((name) => ({ name, createdAt: now })))
    .onConflictDoNothing({ target: tags.name });
  const rows = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.name, unique));
  return rows.map((row) => row.id);
}

type DocumentNode = { type?: unknown; attrs?: { src?: unknown }; content?: unknown };

/** The `src` of every image in an editor's document, in order. */
function imageSources(node: unknown): string[] {
  if (typeof node !== "object" || node === null) return [];
  const { type, attrs, content } = node as DocumentNode;
  const own = type === "image" && typeof attrs?.src === "string" ? [attrs.src] : [];
  return [...own, ...(Array.isArray(content) ? content.flatMap(imageSources) : [])];
}

/** The document with each image's `src` replaced as `replacements` says. */
function withImageSources<T>(node: T, replacements: ReadonlyMap<string, string>): T {
  if (typeof node !== "object" || node === null) return node;
  const { type, attrs, content } = node as DocumentNode;
  const src = type === "image" && typeof attrs?.src === "string" ? replacements.get(attrs.src) : undefined;
  return {
    ...node,
    ...(src === undefined ? {} : { attrs: { ...attrs, src } }),
    ...(Array.isArray(content)
      ? { content: content.map((child) => withImageSources(child, replacements)) }
      : {}),
  };
}

/**
 * The images (cover and body) an article may show: those it already showed, and new ones only if
 * the editor uploaded them through our upload flow, as the storage driver adopts them (a foreign
 * address could track readers or change after publication). Answers each new address's stored URL
 * and the upload folders to mark attached.
 */
async function adoptNewImages(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  sources: readonly string[],
  kept: ReadonlySet<string>,
): Promise<{ replacements: Map<string, string>; folders: string[] }> {
  const replacements = new Map<string, string>();
  const folders: string[] = [];
  for (const source of new Set(sources)) {
    if (kept.has(source)) continue;
    const adopted = await adoptOwnImages(deps, [source], { userId: staffId, ownerSecret: null });
    replacements.set(source, adopted.urls[0] ?? source);
    folders.push(...adopted.folders);
  }
  return { replacements, folders };
}

/**
 * Creates (no `id`) or saves an article from the editor. The stored HTML is rendered here from the
 * document, never taken from the client, and the search words are recomputed with it. The state is
 * kept: a published article changes for readers at once.
 */
export async function saveArticle(
  deps: Deps,
  staffId: number,
  id: number | null,
  body: DraftBody,
): Promise<{ id: number; state: ArticleState }> {
  const { document } = renderArticleDocument(body.document);
  const now = deps.providers.now();
  const stored = id === null ? null : await storedArticle(deps.db, id);
  // A reader may see the article: the pages it was in and the ones it will be in are refreshed.
  const isPublic = stored !== null && articleStateOf(stored, now) !== "draft";
  const placedBefore = isPublic ? await placementsOf(deps.db, [stored.id]) : [];
  if (body.category_id !== null) {
    const [category] = await deps.db
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(eq(articleCategories.id, body.category_id));
    if (!category) throw badRequest("所选分类不存在，请刷新后重新选择");
  }
  const storedImages = stored
    ? [stored.coverUrl ?? "", ...imageSources(stored.contentJson ?? documentFromHtml(stored.content))]
    : [];
  const images = await adoptNewImages(
    deps,
    staffId,
    [...(body.cover === null ? [] : [body.cover]), ...imageSources(document)],
    new Set(storedImages),
  );
  const rendered = renderArticleDocument(withImageSources(document, images.replacements));
  const cover = body.cover === null ? null : (images.replacements.get(body.cover) ?? body.cover);
  const values = {
    title: body.title,
    summary: body.summary,
    author: body.author,
    coverUrl: cover,
    categoryId: body.category_id,
    sourceName: body.source_name,
    sourceUrl: body.source_url,
    originalTitle: body.original_title,
    originalAuthor: body.original_author,
    contentJson: rendered.document,
    content: rendered.html,
    searchTokens: articleSearchTokens({ title: body.title, summary: body.summary, text: rendered.text }),
    updatedAt: now,
  };
  const saved = await deps.db.transaction(async (tx) => {
    const [row] =
      stored === null
        ? await tx
            .insert(articles)
            .values({ ...values, createdAt: now })
            .returning()
        : await tx.update(articles).set(values).where(eq(articles.id, stored.id)).returning();
    if (!row) throw new Error("article write returned no row");
    const tagIds = await tagIdsFor(tx, body.tags, now);
    await tx.delete(articleTags).where(eq(articleTags.articleId, row.id));
    if (tagIds.length > 0) {
      await tx.insert(articleTags).values(tagIds.map((tagId) => ({ articleId: row.id, tagId })));
    }
    await markUploadsAttached(tx, images.folders, { now, userId: staffId });
    await recordStaffAction(tx, {
      staffId,
      action: stored === null ? "article.create" : "article.edit",
      targetType: "article",
      targetId: row.id,
      detail: { title: row.title },
      now,
    });
    return { row, tagIds };
  });
  if (isPublic) {
    await refreshArticlePages(deps, {
      articles: [
        ...placedBefore,
        { id: saved.row.id, categoryId: saved.row.categoryId, tagIds: saved.tagIds },
      ],
    });
  }
  return { id: saved.row.id, state: articleStateOf(saved.row, now) };
}

async function storedArticle(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw notFound("文章不存在");
  return row;
}

/** The body as readers would get it, for the editor's preview; nothing is stored. */
export function previewArticle(document: Record<string, unknown>): { content: string } {
  return { content: renderArticleDocument(document).html };
}

async function placementsOf(db: DatabaseOrTransaction, ids: readonly number[]): Promise<ArticlePlacement[]> {
  const [rows, tagRows] = await Promise.all([
    db
      .select({ id: articles.id, categoryId: articles.categoryId })
      .from(articles)
      .where(inArray(articles.id, [...ids])),
    tagsOf(db, ids),
  ]);
  return rows.map((row) => ({
    ...row,
    tagIds: tagRows.filter((tag) => tag.articleId === row.id).map((tag) => tag.id),
  }));
}

/** Every named article must exist: a bulk action on a list that changed meanwhile says so. */
async function existingIds(db: DatabaseOrTransaction, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const rows = await db.select({ id: articles.id }).from(articles).where(inArray(articles.id, unique));
  if (rows.length !== unique.length) throw notFound("部分文章不存在，请刷新列表后重试");
  return unique;
}

/** Publishes now, or schedules for `publish_at` (which must lie ahead). */
export async function publishArticles(
  deps: Deps,
  staffId: number,
  body: ContractOutput<typeof publishCmsArticles, "body">,
): Promise<ContractData<typeof publishCmsArticles>> {
  const now = deps.providers.now();
  const isScheduled = body.publish_at !== undefined;
  const publishAt = isScheduled ? new Date(body.publish_at!) : now;
  if (isScheduled && publishAt.getTime() <= now.getTime()) throw badRequest("定时发布的时间须晚于现在");
  const state: ArticleState = isScheduled ? "scheduled" : "published";
  const ids = await deps.db.transaction(async (tx) => {
    const ids = await existingIds(tx, body.ids);
    await tx
      .update(articles)
      .set({ publishedAt: publishAt, withdrawnAt: null, updatedAt: now })
      .where(inArray(articles.id, ids));
    for (const id of ids) {
      await recordStaffAction(tx, {
        staffId,
        action: state === "published" ? "article.publish" : "article.schedule",
        targetType: "article",
        targetId: id,
        detail: { publish_at: publishAt.toISOString() },
        now,
      });
    }
    return ids;
  });
  await refreshArticlePages(deps, { articles: await placementsOf(deps.db, ids) });
  // A published article scheduled again is not public until then: its posters go until it is.
  if (isScheduled) for (const id of ids) await deleteSubjectPosters(deps, "article", id);
  return { ids, state };
}

/** Withdraws articles from readers; a draft stays a draft. */
export async function withdrawArticles(
  deps: Deps,
  staffId: number,
  articleIds: readonly number[],
): Promise<{ ids: number[] }> {
  const now = deps.providers.now();
  const ids = await deps.db.transaction(async (tx) => {
    const ids = await existingIds(tx, articleIds);
    const withdrawn = await tx
      .update(articles)
      .set({ publishedAt: null, withdrawnAt: now, updatedAt: now })
      .where(and(inArray(articles.id, ids), isNotNull(articles.publishedAt)))
      .returning({ id: articles.id });
    for (const { id } of withdrawn) {
      await recordStaffAction(tx, {
        staffId,
        action: "article.withdraw",
        targetType: "article",
        targetId: id,
        now,
      });
    }
    return withdrawn.map((row) => row.id);
  });
  await refreshArticlePages(deps, { articles: await placementsOf(deps.db, ids) });
  for (const id of ids) await deleteSubjectPosters(deps, "article", id);
  return { ids };
}
