import { schema } from "@tousu/db";
import { count, sql } from "drizzle-orm";

const {
  complaints,
  complaintProblems,
  problems,
  complaintAppeals,
  appeals,
  complaintImages,
  complaintViewTallies,
} = schema;

/**
 * Select-list fragments every complaint view shares: the names of its problems and appeals, its
 * image count, and its views (the folded count plus the views not folded yet, docs/decisions/017).
 */
export const complaintColumns = {
  viewCount: sql<number>`${complaints.viewCount} + coalesce((
    select ${complaintViewTallies.views} from ${complaintViewTallies}
    where ${complaintViewTallies.complaintId} = ${complaints.id}), 0)`.mapWith(Number),
  problemNames: sql<string[]>`coalesce((
    select array_agg(${problems.name} order by ${problems.sort}, ${problems.id}) from ${complaintProblems}
    join ${problems} on ${problems.id} = ${complaintProblems.problemId}
    where ${complaintProblems.complaintId} = ${complaints.id}), '{}')`,
  appealNames: sql<string[]>`coalesce((
    select array_agg(${appeals.name} order by ${appeals.sort}) from ${complaintAppeals}
    join ${appeals} on ${appeals.id} = ${complaintAppeals.appealId}
    where ${complaintAppeals.complaintId} = ${complaints.id}), '{}')`,
  imageCount: sql<number>`(select ${count()} from ${complaintImages}
    where ${complaintImages.complaintId} = ${complaints.id})`.mapWith(Number),
};
