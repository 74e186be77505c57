import type { ComplaintSummary } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { anonymousNickname, COMPLAINT_STATUS_LABELS, maskPersonalData, stripScriptTags } from "@tousu/domain";
import { eq, sql } from "drizzle-orm";
import { complaintColumns } from "../lib/complaint-columns";
import { preparedStatement } from "../lib/prepared-statement";
import type { ImageDefaults } from "./image-defaults";

const { complaints, brands, users } = schema;

const SUMMARY_LENGTH = 120;
const ANONYMOUS_NICKNAME = "匿名用户";

/** The columns a list item shows, from the complaint, its brand and its author; add the where. */
export function selectSummaryRows(db: Database) {
  return db
    .select({
      id: complaints.id,
      title: complaints.title,
      content: complaints.content,
      status: complaints.status,
      money: complaints.money,
      customBrandName: complaints.customBrandName,
      isAnonymous: complaints.isAnonymous,
      commentCount: complaints.commentCount,
      viewCount: complaintColumns.viewCount,
      createdAt: complaints.createdAt,
      brandId: brands.id,
      brandName: brands.name,
      brandLogo: brands.logoUrl,
      userId: users.id,
      nickname: users.nickname,
      avatar: users.avatarUrl,
      problemNames: complaintColumns.problemNames,
      appealNames: complaintColumns.appealNames,
    })
    .from(complaints)
    .leftJoin(brands, eq(brands.id, complaints.brandId))
    .innerJoin(users, eq(users.id, complaints.userId));
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaryRows>>[number];

// Every list fills its page through this statement, so PostgreSQL plans it once per connection.
const selectSummaryRowsById = preparedStatement((db: Database) =>
  selectSummaryRows(db)
    .where(sql`${complaints.id} = any(${sql.placeholder("ids")})`)
    .prepare("complaint_summaries"),
);

/**
 * Loads list items for the given ids in the given order. Lists first pick ids with an
 * index-only query, then this one query fills in brand, author, problems and appeals.
 */
export async function loadComplaintSummaries(
  db: Database,
  ids: number[],
  defaults: ImageDefaults,
): Promise<ComplaintSummary[]> {
  if (ids.length === 0) return [];
  const rows = await selectSummaryRowsById(db).execute({ ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toComplaintSummary(row, defaults)] : [];
  });
}

/**
 * One list item: text only, the brand and author with their fallback images, anonymity respected.
 * Lists are public to everyone, so personal data in the text is masked (docs/decisions/058) before the
 * excerpt is cut: a number cut short at the end would no longer be recognised.
 */
export function toComplaintSummary(row: SummaryRow, defaults: ImageDefaults): ComplaintSummary {
  return {
    id: row.id,
    title: maskPersonalData(row.title),
    summary: toPlainExcerpt(maskPersonalData(row.content)),
    status: row.status,
    status_label: COMPLAINT_STATUS_LABELS[row.status],
    money: Number(row.money),
    brand:
      row.brandId === null
        ? null
        : { id: row.brandId, name: row.brandName ?? "", logo: row.brandLogo || defaults.brandLogo },
    custom_brand_name: row.customBrandName && maskPersonalData(row.customBrandName),
    author: row.isAnonymous
      ? { nickname: ANONYMOUS_NICKNAME, avatar: defaults.userAvatar }
      : {
          nickname: row.nickname || anonymousNickname(row.userId),
          avatar: row.avatar || defaults.userAvatar,
        },
    problems: row.problemNames,
    appeals: row.appealNames,
    comment_count: row.commentCount,
    view_count: row.viewCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** List items show text only: no markup, no scripts, whitespace folded. */
export function toPlainExcerpt(content: string, length = SUMMARY_LENGTH): string {
  const text = stripScriptTags(content)
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
