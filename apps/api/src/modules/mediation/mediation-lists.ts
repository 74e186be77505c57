import { schema } from "@tousu/db";
import type { MediationState } from "@tousu/domain";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { forbidden } from "../../lib/app-error";
import { membershipsOf } from "../../lib/authorization";
import { type PageQuery, pageResult, pageWindow } from "../../lib/paging";
import { mediationSummary } from "./mediation-access";

const { mediations, complaints, enterprises } = schema;

/** Mediations with their complaint's title and the enterprise's name; never a room's messages. */
export async function listRows(deps: Pick<AppDeps, "db">, where: SQL | undefined, page: PageQuery) {
  const paging = pageWindow(page);
  const rows = await deps.db
    .select({ mediation: mediations, title: complaints.title, enterpriseName: enterprises.name })
    .from(mediations)
    .innerJoin(complaints, eq(complaints.id, mediations.complaintId))
    .innerJoin(enterprises, eq(enterprises.id, mediations.enterpriseId))
    .where(where)
    .orderBy(desc(mediations.createdAt), desc(mediations.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const [total] = await deps.db.select({ value: count() }).from(mediations).where(where);
  return {
    total: total?.value ?? 0,
    rows: rows.map((row) => ({
      ...mediationSummary(row.mediation),
      complaint: { id: row.mediation.complaintId, title: row.title },
      enterprise_name: row.enterpriseName,
      has_mediator: row.mediation.mediatorId !== null,
      mediatorId: row.mediation.mediatorId,
    })),
  };
}

/** The staff queue: every mediation, newest first, by state when asked. */
export async function mediationQueue(
  deps: Pick<AppDeps, "db">,
  userId: number,
  query: PageQuery & { state?: MediationState },
) {
  const { total, rows } = await listRows(
    deps,
    query.state ? eq(mediations.state, query.state) : undefined,
    query,
  );
  return pageResult(
    rows.map(({ mediatorId, ...row }) => ({ ...row, mediator_is_me: mediatorId === userId })),
    total,
    query,
  );
}

/** The invitations and mediations of the enterprises the caller belongs to. */
export async function companyMediations(deps: Pick<AppDeps, "db">, userId: number, query: PageQuery) {
  const memberships = await membershipsOf(deps.db, userId);
  if (memberships.length === 0) throw forbidden("您不是该企业的成员");
  const mine = inArray(
    mediations.enterpriseId,
    memberships.map((membership) => membership.enterpriseId),
  );
  const { total, rows } = await listRows(deps, and(mine), query);
  return pageResult(
    rows.map(({ mediatorId: _mediator, ...row }) => row),
    total,
    query,
  );
}
