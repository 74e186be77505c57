import type { ContractOutput, getRandomComplaints } from "@tousu/contracts";
import { schema } from "@tousu/db";
import type { AppDeps } from "../../app-deps";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { sampleTitles } from "../../lib/random-rows";

const { complaints } = schema;

/** A random handful of public complaint titles. */
export function sampleComplaintTitles(
  deps: Pick<AppDeps, "db" | "cache">,
  query: ContractOutput<typeof getRandomComplaints, "query">,
) {
  return sampleTitles(
    deps,
    {
      name: "complaints",
      table: complaints,
      id: complaints.id,
      title: complaints.title,
      where: isPublicComplaint,
    },
    query,
  );
}
