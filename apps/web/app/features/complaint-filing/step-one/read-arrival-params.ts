import { parseEntityId } from "@tousu/domain";
import { useEffect } from "react";
import { type DraftFields, useDraftStore } from "../draft-store";

type ArrivalFields = Pick<DraftFields, "link_id" | "collective_id" | "company_id">;

function entityId(value: string | null): number | undefined {
  return parseEntityId(value?.trim()) ?? undefined;
}

/**
 * What the link that brought the visitor says about the complaint (spec §2 `linkId`, a collective
 * complaint to join, a company page): only the parameters present and well formed, so a later visit
 * without them keeps what the draft already holds.
 */
export function readArrivalParams(search: URLSearchParams): Partial<ArrivalFields> {
  const fields: Partial<ArrivalFields> = {};
  const linkId = search.get("linkId")?.trim();
  if (linkId) fields.link_id = linkId.slice(0, 64);
  const collectiveId = entityId(search.get("collective_id"));
  if (collectiveId !== undefined) fields.collective_id = collectiveId;
  const companyId = entityId(search.get("company_id"));
  if (companyId !== undefined) fields.company_id = companyId;
  return fields;
}

/**
 * Writes the arrival parameters into the draft. A collective's join link names only the collective;
 * `useJoinedCollective` looks it up and chooses its brand.
 */
export function useArrivalParams(search: string): void {
  useEffect(() => {
    const arrival = readArrivalParams(new URLSearchParams(search));
    if (Object.keys(arrival).length > 0) useDraftStore.getState().update(arrival);
  }, [search]);
}
