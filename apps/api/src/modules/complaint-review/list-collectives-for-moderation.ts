import type { ContractData, ContractOutput, listAdminCollectives } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { eq, inArray } from "drizzle-orm";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { pageResult, pageWindow } from "../../lib/paging";
import { loadCollectivePage } from "../collective";

const { collectiveComplaints, collectiveReplies } = schema;

/** The collectives in one state (or all), each with its company reply, hidden ones included. */
export async function listCollectivesForModeration(
  db: Database,
  query: ContractOutput<typeof listAdminCollectives, "query">,
): Promise<ContractData<typeof listAdminCollectives>> {
  const { brandLogo } = await readImageDefaults(db);
  const page = await loadCollectivePage(
    db,
    query.status ? eq(collectiveComplaints.status, query.status) : undefined,
    { ...pageWindow(query), brandLogo },
  );
  const replies = await loadReplies(
    db,
    page.list.map((collective) => collective.id),
  );
  const list = page.list.map((collective) => ({
    ...collective,
    reply: replies.get(collective.id) ?? null,
  }));
  return pageResult(list, page.total, query);
}

/** The company replies of these collectives, hidden ones included: moderators judge them. */
async function loadReplies(db: Database, collectiveIds: number[]) {
  const rows =
    collectiveIds.length === 0
      ? []
      : await db
          .select({
            collectiveId: collectiveReplies.collectiveId,
            content: collectiveReplies.content,
            isHidden: collectiveReplies.isHidden,
            contentUpdatedAt: collectiveReplies.contentUpdatedAt,
          })
          .from(collectiveReplies)
          .where(inArray(collectiveReplies.collectiveId, collectiveIds));
  return new Map(
    rows.map((row) => [
      row.collectiveId,
      { content: row.content, is_hidden: row.isHidden, updated_at: row.contentUpdatedAt.toISOString() },
    ]),
  );
}
