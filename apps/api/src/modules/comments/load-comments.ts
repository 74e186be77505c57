import {
  type ArticleCommentListData,
  type CommentItem,
  type CommentListData,
  type ContractOutput,
  DELETED_COMMENT_TEXT,
  type getComplaintComments,
  type getComplaintSubComments,
  INLINE_REPLY_COUNT,
  type TopLevelComment,
} from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { maskPersonalData } from "@tousu/domain";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppDeps } from "../../app-deps";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { notFound } from "../../lib/app-error";
import { type PageQuery, pageResult, pageWindow } from "../../lib/paging";
import { preparedStatement } from "../../lib/prepared-statement";
import { publicNickname } from "./public-author";
import {
  type CommentTarget,
  type CommentTargetKind,
  findCommentTarget,
  findPublicComplaint,
  isOnPublicTarget,
  targetColumn,
} from "./public-targets";

const { articles, comments, commentLikes, complaints, users } = schema;
const replyToUsers = alias(users, "reply_to_users");

type ListQuery = ContractOutput<typeof getComplaintComments, "query">;
type ReplyListQuery = ContractOutput<typeof getComplaintSubComments, "query">;

/**
 * Which comments a viewer sees: published ones, plus their own still held for moderation (审核中).
 * Hidden ones are gone. A deleted top-level comment stays as a placeholder while replies hang on it.
 */
function isVisibleTo(viewerId: number | null, { keepDeletedThreads }: { keepDeletedThreads: boolean }): SQL {
  const published = and(
    eq(comments.status, "published"),
    keepDeletedThreads
      ? or(isNull(comments.deletedAt), gt(comments.replyCount, 0))
      : isNull(comments.deletedAt),
  );
  if (viewerId === null) return published!;
  const ownPending = and(
    eq(comments.status, "pending"),
    eq(comments.userId, viewerId),
    isNull(comments.deletedAt),
  );
  return or(published, ownPending)!;
}

function commentColumns(viewerId: number | null) {
  return {
    id: comments.id,
    parentId: comments.parentId,
    userId: comments.userId,
    content: comments.content,
    likeCount: comments.likeCount,
    replyCount: comments.replyCount,
    status: comments.status,
    createdAt: comments.createdAt,
    deletedAt: comments.deletedAt,
    nickname: users.nickname,
    avatar: users.avatarUrl,
    replyToUserId: comments.replyToUserId,
    replyToNickname: replyToUsers.nickname,
    isLiked:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${viewerId})`,
  };
}

/** Comments joined with their author and the person they answer, ready for `toCommentItem`. */
function selectComments(db: Database, viewerId: number | null) {
  return db
    .select(commentColumns(viewerId))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(replyToUsers, eq(replyToUsers.id, comments.replyToUserId));
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>["where"]>>[number];

// A comment's author reads their own text whole; everyone else with personal data masked (docs/decisions/058).
function toCommentItem(row: CommentRow, viewerId: number | null, defaultAvatar: string): CommentItem {
  const isDeleted = row.deletedAt !== null;
  const isMine = row.userId === viewerId;
  return {
    id: row.id,
    parent_id: row.parentId,
    content: isDeleted ? DELETED_COMMENT_TEXT : isMine ? row.content : maskPersonalData(row.content),
    author: isDeleted
      ? null
      : { nickname: publicNickname(row.nickname, row.userId), avatar: row.avatar || defaultAvatar },
    reply_to:
      row.replyToUserId === null
        ? null
        : { nickname: publicNickname(row.replyToNickname, row.replyToUserId) },
    like_count: row.likeCount,
    liked: row.isLiked,
    is_mine: isMine,
    is_deleted: isDeleted,
    status: row.status === "pending" ? "pending" : "published",
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of comments and how many there are in all. */
async function selectPage(
  db: Database,
  viewerId: number | null,
  where: SQL,
  order: SQL[],
  page: PageQuery,
): Promise<{ rows: CommentRow[]; total: number }> {
  const paging = pageWindow(page);
  return countedPage(db, where, page, () =>
    selectComments(db, viewerId)
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset),
  );
}

/** A page of comments `read` returns, and how many `where` matches in all. */
async function countedPage(
  db: Database,
  where: SQL,
  page: PageQuery,
  read: () => Promise<CommentRow[]>,
): Promise<{ rows: CommentRow[]; total: number }> {
  const rows = await read();
  // Most threads are short: a first page that is not full is all there is, no count needed.
  if (page.page === 1 && rows.length < page.page_size) return { rows, total: rows.length };
  const [counted] = await db.select({ value: count() }).from(comments).where(where);
  return { rows, total: counted?.value ?? 0 };
}

/** Likes weigh one, replies two: a thread people answer is livelier than one they only nod at. */
const hotScore = sql`(${comments.likeCount} + ${comments.replyCount} * 2)`;

const TOP_LEVEL_ORDER: Record<ListQuery["sort"], SQL[]> = {
  new: [desc(comments.createdAt), desc(comments.id)],
  hot: [desc(hotScore), desc(comments.createdAt), desc(comments.id)],
};

/** A target's top-level comments the viewer sees, deleted threads with visible replies included. */
function topLevelOf(kind: CommentTargetKind, targetId: number | Placeholder, viewerId: number | null): SQL {
  return and(
    eq(targetColumn(kind), targetId),
    isNull(comments.parentId),
    isVisibleTo(viewerId, { keepDeletedThreads: true }),
  )!;
}

/**
 * A visitor (no held comments of their own, no likes) reads the same statements on every complaint
 * and article page, so PostgreSQL plans them once per connection (docs/decisions/066).
 */
const visitorTopLevel = (kind: CommentTargetKind, sort: ListQuery["sort"]) =>
  preparedStatement((db: Database) =>
    selectComments(db, null)
      .where(topLevelOf(kind, sql.placeholder("targetId"), null))
      .orderBy(...TOP_LEVEL_ORDER[sort])
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(kind === "complaint" ? `visitor_comments_${sort}` : `visitor_${kind}_comments_${sort}`),
  );
const VISITOR_TOP_LEVEL = {
  complaint: { new: visitorTopLevel("complaint", "new"), hot: visitorTopLevel("complaint", "hot") },
  article: { new: visitorTopLevel("article", "new"), hot: visitorTopLevel("article", "hot") },
};
const visitorFirstReplies = preparedStatement((db: Database) =>
  selectFirstReplies(db, null, sql`${comments.parentId} = any(${sql.placeholder("parentIds")})`).prepare(
    "visitor_first_replies",
  ),
);

/** The top-level comments of a public complaint, one page, each with its first replies (both list paths). */
export async function listComplaintComments(
  db: Database,
  complaintId: number,
  query: ListQuery,
  viewerId: number | null,
): Promise<CommentListData> {
  const complaint = await findPublicComplaint(db, complaintId);
  if (!complaint) throw notFound("投诉不存在或暂未公开");
  return readComplaintComments(db, complaint, query, viewerId);
}

/** The top-level comments of a published article, one page, each with its first replies. */
export async function listArticleComments(
  deps: Pick<AppDeps, "db" | "providers">,
  articleId: number,
  query: ListQuery,
  viewerId: number | null,
): Promise<ArticleCommentListData> {
  const article = await findCommentTarget(deps.db, "article", articleId, deps.providers.now());
  if (!article) throw notFound("文章不存在或尚未发布");
  const { target, ...page } = await readComments(deps.db, article, query, viewerId);
  return { ...page, article: target };
}

/** One page of a public complaint's comments; the caller has checked the complaint is public. */
export async function readComplaintComments(
  db: Database,
  complaint: { id: number; title: string; commentCount: number },
  query: ListQuery,
  viewerId: number | null,
): Promise<CommentListData> {
  const { target, ...page } = await readComments(
    db,
    { kind: "complaint", ...complaint, ownerId: null },
    query,
    viewerId,
  );
  return { ...page, complaint: target };
}

/** One page of a target's comments; the caller has checked the target is public. */
async function readComments(db: Database, target: CommentTarget, query: ListQuery, viewerId: number | null) {
  const shown = {
    id: target.id,
    // The complaint's title as its page shows it: whole to its author, masked to everyone else.
    title: viewerId !== null && target.ownerId === viewerId ? target.title : maskPersonalData(target.title),
    comment_count: target.commentCount,
  };
  // The counter counts published comments (a deleted thread still shows only while it has published
  // replies), and a visitor sees no one's held ones: with none published there is nothing to read.
  if (viewerId === null && target.commentCount === 0) {
    return { target: shown, ...pageResult<TopLevelComment>([], 0, query) };
  }
  const where = topLevelOf(target.kind, target.id, viewerId);
  const [{ rows, total }, defaults] = await Promise.all([
    viewerId === null
      ? countedPage(db, where, query, () =>
          VISITOR_TOP_LEVEL[target.kind][query.sort](db).execute({
            targetId: target.id,
            ...pageWindow(query),
          }),
        )
      : selectPage(db, viewerId, where, TOP_LEVEL_ORDER[query.sort], query),
    readImageDefaults(db),
  ]);
  // A thread's counter counts its published replies, all a visitor can see: threads without any need
  // no read, and most have none.
  const threads = viewerId === null ? rows.filter((row) => row.replyCount > 0) : rows;
  const replies = await loadFirstReplies(
    db,
    threads.map((row) => row.id),
    viewerId,
  );
  const list: TopLevelComment[] = rows.map((row) => ({
    ...toCommentItem(row, viewerId, defaults.userAvatar),
    reply_count: row.replyCount,
    replies: (replies.get(row.id) ?? []).map((reply) => toCommentItem(reply, viewerId, defaults.userAvatar)),
  }));
  return { target: shown, ...pageResult(list, total, query) };
}

/** The first few visible replies of the threads `parentIdIn` names, oldest first. */
function selectFirstReplies(db: Database, viewerId: number | null, parentIdIn: SQL) {
  const ranked = db
    .select({
      id: comments.id,
      rank: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.createdAt}, ${comments.id})`.as(
        "rank",
      ),
    })
    .from(comments)
    .where(and(parentIdIn, isVisibleTo(viewerId, { keepDeletedThreads: false })))
    .as("ranked_replies");
  return selectComments(db, viewerId)
    .innerJoin(ranked, eq(ranked.id, comments.id))
    .where(lte(ranked.rank, INLINE_REPLY_COUNT))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

// PostgreSQL costs a prepared statement's generic plan as if an array parameter held ten values, and
// a custom plan for fewer looks cheaper: it would plan the statement afresh on every call (0.6 ms).
const ASSUMED_ARRAY_LENGTH = 10;

/** The ids, repeated up to the assumed length; the index scan drops repeated keys, so they cost nothing. */
function padForGenericPlan(ids: number[]): number[] {
  const last = ids.at(-1);
  if (last === undefined || ids.length >= ASSUMED_ARRAY_LENGTH) return ids;
  return [...ids, ...Array<number>(ASSUMED_ARRAY_LENGTH - ids.length).fill(last)];
}

/** The first few visible replies of each thread, oldest first, in one query. */
async function loadFirstReplies(
  db: Database,
  parentIds: number[],
  viewerId: number | null,
): Promise<Map<number, CommentRow[]>> {
  const byParent = new Map<number, CommentRow[]>();
  if (parentIds.length === 0) return byParent;
  const rows =
    viewerId === null
      ? await visitorFirstReplies(db).execute({ parentIds: padForGenericPlan(parentIds) })
      : await selectFirstReplies(db, viewerId, inArray(comments.parentId, parentIds));
  for (const row of rows) {
    if (row.parentId === null) continue;
    const thread = byParent.get(row.parentId) ?? [];
    thread.push(row);
    byParent.set(row.parentId, thread);
  }
  return byParent;
}

/** Every visible reply of one top-level comment (under a complaint or an article), oldest first. */
export async function listSubComments(
  deps: Pick<AppDeps, "db" | "providers">,
  parentId: number,
  query: ReplyListQuery,
  viewerId: number | null,
) {
  const { db } = deps;
  const [parent] = await db
    .select({ id: comments.id })
    .from(comments)
    .leftJoin(complaints, eq(complaints.id, comments.complaintId))
    .leftJoin(articles, eq(articles.id, comments.articleId))
    .where(
      and(
        eq(comments.id, parentId),
        isNull(comments.parentId),
        isVisibleTo(viewerId, { keepDeletedThreads: true }),
        isOnPublicTarget(deps.providers.now()),
      ),
    );
  if (!parent) throw notFound("评论不存在或已删除");
  const where = and(eq(comments.parentId, parentId), isVisibleTo(viewerId, { keepDeletedThreads: false }))!;
  const [{ rows, total }, defaults] = await Promise.all([
    selectPage(db, viewerId, where, [asc(comments.createdAt), asc(comments.id)], query),
    readImageDefaults(db),
  ]);
  return pageResult(
    rows.map((row) => toCommentItem(row, viewerId, defaults.userAvatar)),
    total,
    query,
  );
}

/** One comment as its author sees it right after posting. */
export async function loadCommentForViewer(db: Database, commentId: number, viewerId: number) {
  const [[row], defaults] = await Promise.all([
    selectComments(db, viewerId).where(eq(comments.id, commentId)),
    readImageDefaults(db),
  ]);
  if (!row) throw new Error(`comment ${commentId} vanished after insert`);
  return toCommentItem(row, viewerId, defaults.userAvatar);
}
