import type { CollectiveSummary } from "@tousu/contracts";
import type { AppDeps } from "../../app-deps";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { notFound } from "../../lib/app-error";
import { loadCollectiveSummary } from "../collective";

/** The collective as the console shows it after a change. */
export async function requireCollectiveSummary(
  deps: Pick<AppDeps, "db">,
  id: number,
): Promise<CollectiveSummary> {
  const summary = await loadCollectiveSummary(deps.db, id, (await readImageDefaults(deps.db)).brandLogo);
  if (!summary) throw notFound("集体投诉不存在");
  return summary;
}
