import {
  type CollectiveSummary,
  type ContractOutput,
  closeAdminCollective,
  createAdminCollective,
  listAdminCollectives,
} from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { badRequest, notFound } from "../../lib/app-error";
import { pageResult, pageWindow } from "../../lib/paging";
import { route } from "../../lib/route";
import { recordStaffAction } from "../../lib/staff-actions";
import { loadCollectivePage, loadCollectiveSummary } from "../collective";

const { collectiveComplaints, collectiveReplies, brands } = schema;

type CreateBody = ContractOutput<typeof createAdminCollective, "body">;

/** Moderators open collectives for a brand and close them when collection ends (decision 014). */
export function registerCollectiveModerationRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: {
    writeLimit: { max: number; timeWindow: string };
  },
): void {
  const { db } = deps;

  route(app, listAdminCollectives, async ({ query }) => {
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
  });

  route(app, createAdminCollective, ({ user, body }) => createCollective(deps, user.id, body), {
    rateLimit: options.writeLimit,
  });

  route(app, closeAdminCollective, ({ user, params }) => closeCollective(deps, user.id, params.id), {
    rateLimit: options.writeLimit,
  });
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

async function createCollective(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  body: CreateBody,
): Promise<CollectiveSummary> {
  const now = deps.providers.now();
  const id = await deps.db.transaction(async (tx) => {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, body.brand_id));
    if (!brand) throw badRequest("所选品牌不存在");
    const [created] = await tx
      .insert(collectiveComplaints)
      .values({
        brandId: brand.id,
        title: body.title,
        description: body.description,
        status: "open",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: collectiveComplaints.id });
    if (!created) throw new Error("collective insert returned no row");
    await recordStaffAction(tx, {
      staffId,
      action: "collective.create",
      targetType: "collective",
      targetId: created.id,
      detail: { title: body.title, brand_id: brand.id },
      now,
    });
    return created.id;
  });
  return requireSummary(deps, id);
}

async function closeCollective(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  id: number,
): Promise<CollectiveSummary> {
  const now = deps.providers.now();
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ status: collectiveComplaints.status })
      .from(collectiveComplaints)
      .where(eq(collectiveComplaints.id, id));
    if (!existing) throw notFound("集体投诉不存在");
    const closed = await tx
      .update(collectiveComplaints)
      .set({ status: "closed", closedAt: now, updatedAt: now })
      .where(and(eq(collectiveComplaints.id, id), ne(collectiveComplaints.status, "closed")))
      .returning({ id: collectiveComplaints.id });
    if (closed.length === 0) throw badRequest("该集体投诉已结束");
    await recordStaffAction(tx, {
      staffId,
      action: "collective.close",
      targetType: "collective",
      targetId: id,
      detail: { previous_status: existing.status },
      now,
    });
  });
  return requireSummary(deps, id);
}

async function requireSummary(deps: Pick<AppDeps, "db">, id: number): Promise<CollectiveSummary> {
  const summary = await loadCollectiveSummary(deps.db, id, (await readImageDefaults(deps.db)).brandLogo);
  if (!summary) throw notFound("集体投诉不存在");
  return summary;
}
