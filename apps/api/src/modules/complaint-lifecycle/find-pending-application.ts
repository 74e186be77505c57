import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";

const { complaintApplications } = schema;

/** The complaint a company's archive or end application is about, while it still awaits review. */
export async function findPendingApplication(
  deps: Pick<AppDeps, "db">,
  applicationId: number,
): Promise<{ complaintId: number }> {
  const [application] = await deps.db
    .select({ complaintId: complaintApplications.complaintId, status: complaintApplications.status })
    .from(complaintApplications)
    .where(eq(complaintApplications.id, applicationId));
  if (!application) throw notFound("申请不存在");
  if (application.status !== "pending") throw badRequest("该申请已审核");
  return { complaintId: application.complaintId };
}
