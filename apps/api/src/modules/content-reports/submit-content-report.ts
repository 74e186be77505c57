import type { ContractOutput, submitContentReport } from "@tousu/contracts";
import { schema } from "@tousu/db";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { findPublicComment, findPublicComplaint } from "../comments";
import { findPublicPostAuthor, hideWhenReportedEnough } from "../qa";

type ReportBody = ContractOutput<typeof submitContentReport, "body">;

/**
 * Files a report for the moderation queue (questions and answers: the Q&A queue, which takes a post
 * down once enough readers reported it). Only what the public can see can be reported, never
 * one's own content, and a reader keeps at most one open report per target (a unique index).
 */
export async function submitReport(
  deps: Pick<AppDeps, "db" | "providers">,
  reporterId: number,
  body: ReportBody,
): Promise<{ id: number }> {
  const authorId = await findReportableAuthor(deps, body);
  if (authorId === null) throw badRequest("举报的内容不存在或已删除");
  if (authorId === reporterId) throw badRequest("不能举报自己发布的内容");
  const [created] = await deps.db
    .insert(schema.contentReports)
    .values({
      targetType: body.target_type,
      targetId: body.target_id,
      reporterId,
      reason: body.reason,
      detail: body.detail || null,
      createdAt: deps.providers.now(),
    })
    .onConflictDoNothing()
    .returning({ id: schema.contentReports.id });
  if (!created) throw badRequest("您已举报过该内容，我们会尽快处理");
  if (body.target_type === "question" || body.target_type === "answer") {
    await hideWhenReportedEnough(deps, body.target_type, body.target_id);
  }
  return { id: created.id };
}

async function findReportableAuthor(
  deps: Pick<AppDeps, "db" | "providers">,
  body: ReportBody,
): Promise<number | null> {
  if (body.target_type === "complaint") {
    return (await findPublicComplaint(deps.db, body.target_id))?.userId ?? null;
  }
  if (body.target_type === "comment") {
    return (await findPublicComment(deps.db, body.target_id, deps.providers.now()))?.userId ?? null;
  }
  return findPublicPostAuthor(deps.db, body.target_type, body.target_id);
}
