import type { ContractOutput, getRandomComplaints } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { maskPersonalData } from "@tousu/domain";
import type { AppDeps } from "../../app-deps";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { sampleTitles } from "../../lib/random-rows";

const { complaints } = schema;

/** A random handful of public complaint titles, personal data masked (docs/decisions/058). */
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
      shown: maskPersonalData,
    },
    query,
  );
}
