import type { ContractOutput, createCmsArticle } from "@tousu/contracts";
import { articleSearchTokens, type DatabaseOrTransaction, schema } from "@tousu/db";
import { type ArticleState, articleStateOf } from "@tousu/domain";
import { eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { adoptOwnImages, markUploadsAttached } from "../upload";
import { documentFromHtml, renderArticleDocument } from "./article-document";
import { refreshArticlePages } from "./article-pages";
import { loadArticlePlacements } from "./article-placements";

const { articles, articleCategories, articleTags, tags } = schema;

type DraftBody = ContractOutput<typeof createCmsArticle, "body">;

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
  deps: Pick<AppDeps, "db" | "providers" | "cache" | "log">,
  staffId: number,
  id: number | null,
  body: DraftBody,
): Promise<{ id: number; state: ArticleState }> {
  const { document } = renderArticleDocument(body.document);
  const now = deps.providers.now();
  const stored = id === null ? null : await storedArticle(deps.db, id);
  // A reader may see the article: the pages it was in and the ones it will be in are refreshed.
  const isPublic = stored !== null && articleStateOf(stored, now) !== "draft";
  const placedBefore = isPublic ? await loadArticlePlacements(deps.db, [stored.id]) : [];
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
