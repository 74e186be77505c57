import {
  type CollectiveListStatus,
  type ContractOutput,
  type getCollectiveList,
  ONGOING_COLLECTIVE_STATUSES,
} from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { pageResult, pageWindow } from "../../lib/paging";
import { loadCollectivePage } from "./collective-summaries";

const { collectiveComplaints } = schema;

/** A page of collectives, narrowed to a list status and a brand when asked. */
export async function listCollectives(
  deps: Pick<AppDeps, "db">,
  query: ContractOutput<typeof getCollectiveList, "query">,
) {
  const { brandLogo } = await readImageDefaults(deps.db);
  const where = and(
    query.status ? hasListStatus(query.status) : undefined,
    query.brand_id ? eq(collectiveComplaints.brandId, query.brand_id) : undefined,
  );
  const page = await loadCollectivePage(deps.db, where, {
    ...pageWindow(query),
    brandLogo,
  });
  return pageResult(page.list, page.total, query);
}

function hasListStatus(status: CollectiveListStatus): SQL {
  return status === "ongoing"
    ? inArray(collectiveComplaints.status, [...ONGOING_COLLECTIVE_STATUSES])
    : eq(collectiveComplaints.status, status);
}
