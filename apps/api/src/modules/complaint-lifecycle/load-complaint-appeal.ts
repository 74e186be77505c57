import type { ContractData, getComplaintAppeal } from "@tousu/contracts";
import { decide, LIFECYCLE_REFUSAL_MESSAGES, MAX_APPEALS } from "@tousu/domain";
import type { AppDeps } from "../../app-deps";
import { forbidden, notFound } from "../../lib/app-error";
import { loadLifecycleComplaint } from "./lifecycle-complaint";
import { loadStreamSteps } from "./stream-steps";

/** Whether the complainant may appeal now, how many appeals are left and the appeals made so far. */
export async function loadComplaintAppeal(
  deps: Pick<AppDeps, "db">,
  complaintId: number,
  userId: number,
): Promise<ContractData<typeof getComplaintAppeal>> {
  const complaint = await loadLifecycleComplaint(deps.db, complaintId, { lock: false });
  if (!complaint) throw notFound("投诉不存在");
  if (complaint.row.userId !== userId) throw forbidden("只有投诉人本人可以查看申诉信息");
  const { state } = complaint;
  const decision = decide(state, "appeal", "consumer");
  const history = await loadStreamSteps(deps.db, complaintId, "appealed");
  return {
    can_appeal: decision.ok,
    appeals_left: Math.max(0, MAX_APPEALS - state.appealCount),
    refusal: decision.ok ? null : LIFECYCLE_REFUSAL_MESSAGES[decision.refusal],
    history: history.map((entry) => ({
      content: entry.content,
      images: imagesOf(entry.payload),
      created_at: entry.createdAt.toISOString(),
    })),
  };
}

function imagesOf(payload: unknown): string[] {
  const images = (payload as { images?: unknown } | null)?.images;
  return Array.isArray(images) ? images.filter((image): image is string => typeof image === "string") : [];
}
