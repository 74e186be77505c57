import {
  COLLECTIVE_REPLY_LENGTH_MESSAGE,
  COLLECTIVE_REPLY_MAX,
  COLLECTIVE_REPLY_MIN,
  type CompanyCollective,
  type CompanyCollectiveReply,
  type ContractData,
  type ContractOutput,
  type getCollectiveDetail,
  type listCompanyCollectives,
  SENSITIVE_WORD_MESSAGE,
} from "@tousu/contracts";
import { type Database, type DatabaseOrTransaction, schema, type Transaction } from "@tousu/db";
import { anonymousNickname, maskPersonalData } from "@tousu/domain";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppDeps } from "../../app-deps";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { sanitizeComplaintText, textLength } from "../../complaint-core/sanitize-complaint-text";
import { badRequest, forbidden, notFound } from "../../lib/app-error";
import { notifyUnreadChanged } from "../../lib/live-events";
import { pageResult, pageWindow } from "../../lib/paging";
import { recordStaffAction } from "../../lib/staff-actions";
import { loadCollectivePage } from "./collective-summaries";

const {
  brands,
  collectiveComplaints,
  collectiveReplies,
  collectiveReplyRevisions,
  complaints,
  enterprises,
  pushMessages,
  users,
} = schema;

const authors = alias(users, "reply_authors");
const previousAuthors = alias(users, "previous_reply_authors");
const replacers = alias(users, "reply_replacers");

type CollectiveListQuery = ContractOutput<typeof listCompanyCollectives, "query">;
type PublicCollectiveReply = ContractData<typeof getCollectiveDetail>["collective_reply"];

const MESSAGE_EXCERPT_LENGTH = 40;

function operatorRef(userId: number | null, nickname: string | null) {
  if (userId === null) return { user_id: null, nickname: "已注销账号" };
  return { user_id: userId, nickname: nickname?.trim() || anonymousNickname(userId) };
}

/** The replies of these collectives as their enterprise sees them, with every superseded text. */
async function loadCompanyReplies(
  db: DatabaseOrTransaction,
  collectiveIds: number[],
): Promise<Map<number, CompanyCollectiveReply>> {
  if (collectiveIds.length === 0) return new Map();
  const [replyRows, revisionRows] = await Promise.all([
    db
      .select({ reply: collectiveReplies, authorNickname: authors.nickname })
      .from(collectiveReplies)
      .leftJoin(authors, eq(authors.id, collectiveReplies.authorUserId))
      .where(inArray(collectiveReplies.collectiveId, collectiveIds)),
    db
      .select({
        revision: collectiveReplyRevisions,
        previousAuthorNickname: previousAuthors.nickname,
        replacerNickname: replacers.nickname,
      })
      .from(collectiveReplyRevisions)
      .leftJoin(previousAuthors, eq(previousAuthors.id, collectiveReplyRevisions.previousAuthorUserId))
      .leftJoin(replacers, eq(replacers.id, collectiveReplyRevisions.replacedByUserId))
      .where(inArray(collectiveReplyRevisions.collectiveId, collectiveIds))
      .orderBy(desc(collectiveReplyRevisions.replacedAt), desc(collectiveReplyRevisions.id)),
  ]);
  return new Map(
    replyRows.map(({ reply, authorNickname }) => [
      reply.collectiveId,
      {
        content: reply.content,
        written_by: operatorRef(reply.authorUserId, authorNickname),
        created_at: reply.createdAt.toISOString(),
        content_updated_at: reply.contentUpdatedAt.toISOString(),
        is_hidden: reply.isHidden,
        revisions: revisionRows
          .filter(({ revision }) => revision.collectiveId === reply.collectiveId)
          .map(({ revision, previousAuthorNickname, replacerNickname }) => ({
            content: revision.previousContent,
            written_by: operatorRef(revision.previousAuthorUserId, previousAuthorNickname),
            written_at: revision.previousWrittenAt.toISOString(),
            replaced_by: operatorRef(revision.replacedByUserId, replacerNickname),
            replaced_at: revision.replacedAt.toISOString(),
          })),
      },
    ]),
  );
}

/** Collectives against the enterprise's brands (whoever owns the brand now answers), newest first. */
export async function listEnterpriseCollectives(
  db: Database,
  enterpriseId: number,
  query: CollectiveListQuery,
): Promise<{ list: CompanyCollective[]; total: number; page: number; page_size: number }> {
  const ownBrands = db.select({ id: brands.id }).from(brands).where(eq(brands.enterpriseId, enterpriseId));
  const { brandLogo } = await readImageDefaults(db);
  const page = await loadCollectivePage(
    db,
    and(
      inArray(collectiveComplaints.brandId, ownBrands),
      query.status ? eq(collectiveComplaints.status, query.status) : undefined,
    ),
    { ...pageWindow(query), brandLogo },
  );
  const replies = await loadCompanyReplies(
    db,
    page.list.map((collective) => collective.id),
  );
  const list = page.list.map((collective) => ({ ...collective, reply: replies.get(collective.id) ?? null }));
  return pageResult(list, page.total, query);
}

export interface SaveReplyInput {
  userId: number;
  enterpriseId: number;
  collectiveId: number;
  content: string;
  /** The content_updated_at the operator edited from; null for a first reply. */
  baseUpdatedAt: string | null;
}

/**
 * Posts the enterprise's reply or replaces its text. Everything that can refuse on the text alone runs
 * before the transaction; inside it the collective row is locked, so two operators answering at once
 * cannot both post a "first" reply, and an edit made from a stale copy is refused instead of silently
 * overwriting a colleague's text. Members are told only about the first reply: edits are often small
 * corrections, and a collective may have thousands of members.
 */
export async function saveCollectiveReply(
  deps: Pick<AppDeps, "db" | "providers" | "sensitiveWords">,
  input: SaveReplyInput,
): Promise<CompanyCollective> {
  const content = sanitizeComplaintText(input.content);
  if (content === null) throw badRequest("回复内容包含无法识别的格式，请以纯文字填写");
  const length = textLength(content);
  if (length < COLLECTIVE_REPLY_MIN || length > COLLECTIVE_REPLY_MAX) {
    throw badRequest(COLLECTIVE_REPLY_LENGTH_MESSAGE);
  }
  const hits = await deps.sensitiveWords.check(content);
  if (hits.block.length > 0) throw badRequest(SENSITIVE_WORD_MESSAGE, { words: hits.block });

  const now = deps.providers.now();
  await deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        title: collectiveComplaints.title,
        status: collectiveComplaints.status,
        enterpriseId: brands.enterpriseId,
      })
      .from(collectiveComplaints)
      .innerJoin(brands, eq(brands.id, collectiveComplaints.brandId))
      .where(eq(collectiveComplaints.id, input.collectiveId))
      .for("update", { of: collectiveComplaints });
    if (!target) throw notFound("集体投诉不存在");
    if (target.enterpriseId !== input.enterpriseId) throw forbidden("该集体投诉不是针对贵企业品牌的");
    if (target.status === "closed") throw badRequest("该集体投诉已结束，不能再回复");

    const [existing] = await tx
      .select()
      .from(collectiveReplies)
      .where(eq(collectiveReplies.collectiveId, input.collectiveId));
    if (!existing) {
      await tx.insert(collectiveReplies).values({
        collectiveId: input.collectiveId,
        enterpriseId: input.enterpriseId,
        content,
        authorUserId: input.userId,
        contentUpdatedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await notifyMembers(tx, { collectiveId: input.collectiveId, title: target.title, content, now });
      return;
    }
    if (input.baseUpdatedAt === null) throw badRequest("该集体投诉已有回复，请刷新后在原回复上修改");
    if (new Date(input.baseUpdatedAt).getTime() !== existing.contentUpdatedAt.getTime()) {
      throw badRequest("回复已被其他同事修改，请刷新后再编辑");
    }
    if (content === existing.content) throw badRequest("回复内容没有变化");
    await tx.insert(collectiveReplyRevisions).values({
      collectiveId: input.collectiveId,
      previousContent: existing.content,
      previousAuthorUserId: existing.authorUserId,
      previousWrittenAt: existing.contentUpdatedAt,
      replacedByUserId: input.userId,
      replacedAt: now,
    });
    await tx
      .update(collectiveReplies)
      .set({
        content,
        enterpriseId: input.enterpriseId,
        authorUserId: input.userId,
        contentUpdatedAt: now,
        updatedAt: now,
      })
      .where(eq(collectiveReplies.collectiveId, input.collectiveId));
  });

  const { brandLogo } = await readImageDefaults(deps.db);
  const {
    list: [collective],
  } = await loadCollectivePage(deps.db, eq(collectiveComplaints.id, input.collectiveId), {
    limit: 1,
    offset: 0,
    brandLogo,
  });
  if (!collective) throw new Error("saved reply's collective vanished");
  const replies = await loadCompanyReplies(deps.db, [input.collectiveId]);
  return { ...collective, reply: replies.get(input.collectiveId) ?? null };
}

/** One in-site message per member (a person with several member complaints hears once), in one statement. */
async function notifyMembers(
  tx: Transaction,
  reply: { collectiveId: number; title: string; content: string; now: Date },
): Promise<void> {
  // The company's words, read by others: masked as on the public page, before the cut (decision 058).
  const characters = [...maskPersonalData(reply.content)];
  const excerpt =
    characters.length > MESSAGE_EXCERPT_LENGTH
      ? `${characters.slice(0, MESSAGE_EXCERPT_LENGTH).join("")}…`
      : characters.join("");
  const notified = await tx.execute<{ user_id: number }>(sql`
    insert into ${pushMessages} (user_id, kind, title, content, link, created_at)
    select distinct ${complaints.userId}, 'complaint'::push_message_kind, ${"商家回复了您参与的集体投诉"}::text,
      ${`「${reply.title}」：${excerpt}`}::text, ${`/tousu/collective/${reply.collectiveId}`}::text,
      ${reply.now}::timestamptz
    from ${complaints}
    where ${complaints.collectiveId} = ${reply.collectiveId}
    returning user_id
  `);
  await notifyUnreadChanged(
    tx,
    notified.rows.map((row) => row.user_id),
  );
}

/** A moderator hides a reply from the public page (or restores it); the enterprise still sees it, marked. */
export async function setCollectiveReplyHidden(
  deps: Pick<AppDeps, "db" | "providers">,
  input: { staffId: number; collectiveId: number; hidden: boolean; note: string | undefined },
): Promise<{ hidden: boolean }> {
  const now = deps.providers.now();
  await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(collectiveReplies)
      .set({ isHidden: input.hidden, hiddenByUserId: input.hidden ? input.staffId : null, updatedAt: now })
      .where(
        and(
          eq(collectiveReplies.collectiveId, input.collectiveId),
          ne(collectiveReplies.isHidden, input.hidden),
        ),
      )
      .returning({ collectiveId: collectiveReplies.collectiveId });
    if (changed.length === 0) {
      const [reply] = await tx
        .select({ collectiveId: collectiveReplies.collectiveId })
        .from(collectiveReplies)
        .where(eq(collectiveReplies.collectiveId, input.collectiveId));
      if (!reply) throw notFound("该集体投诉还没有企业回复");
      throw badRequest(input.hidden ? "该回复已隐藏" : "该回复未被隐藏");
    }
    await recordStaffAction(tx, {
      staffId: input.staffId,
      action: input.hidden ? "collective_reply.hide" : "collective_reply.restore",
      targetType: "collective",
      targetId: input.collectiveId,
      detail: input.note ? { note: input.note } : {},
      now,
    });
  });
  return { hidden: input.hidden };
}

/**
 * The reply on the public page, personal data masked (docs/decisions/058): null before the enterprise
 * answers and while a moderator hides it.
 */
export async function loadPublicCollectiveReply(
  db: Database,
  collectiveId: number,
): Promise<PublicCollectiveReply> {
  const [row] = await db
    .select({
      content: collectiveReplies.content,
      enterpriseName: enterprises.name,
      createdAt: collectiveReplies.createdAt,
      contentUpdatedAt: collectiveReplies.contentUpdatedAt,
    })
    .from(collectiveReplies)
    .innerJoin(enterprises, eq(enterprises.id, collectiveReplies.enterpriseId))
    .where(and(eq(collectiveReplies.collectiveId, collectiveId), eq(collectiveReplies.isHidden, false)));
  if (!row) return null;
  const isEdited = row.contentUpdatedAt.getTime() !== row.createdAt.getTime();
  return {
    content: maskPersonalData(row.content),
    enterprise_name: row.enterpriseName,
    created_at: row.createdAt.toISOString(),
    edited_at: isEdited ? row.contentUpdatedAt.toISOString() : null,
  };
}
