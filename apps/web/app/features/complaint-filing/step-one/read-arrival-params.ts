import { type CollectiveSummary, getCollectiveDetail } from "@tousu/contracts";
import { useEffect } from "react";
import { useApi } from "../../session/api-context";
import { type DraftFields, useDraftStore } from "../draft-store";

type ArrivalFields = Pick<DraftFields, "link_id" | "collective_id" | "company_id">;

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number > 0 ? number : undefined;
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
  const collectiveId = positiveInteger(search.get("collective_id"));
  if (collectiveId !== undefined) fields.collective_id = collectiveId;
  const companyId = positiveInteger(search.get("company_id"));
  if (companyId !== undefined) fields.company_id = companyId;
  return fields;
}

/**
 * Joining a collective means complaining about its brand, so the brand is chosen for the consumer.
 * A collective that stopped collecting is left out of the draft: the server would refuse it at the
 * very end of the form.
 */
export function collectiveArrivalPatch(
  collective: Pick<CollectiveSummary, "status" | "brand">,
): Partial<DraftFields> {
  if (collective.status !== "open") return { collective_id: null };
  return { brand: { id: collective.brand.id, name: collective.brand.name }, custom_brand_name: "" };
}

/**
 * Writes the arrival parameters into the draft and, for a collective's join link (which names only
 * the collective), looks the collective up to choose its brand. A failed lookup changes nothing more:
 * the consumer picks the brand and the server still checks it matches the collective.
 */
export function useArrivalParams(search: string): void {
  const loadApi = useApi();
  useEffect(() => {
    const arrival = readArrivalParams(new URLSearchParams(search));
    if (Object.keys(arrival).length === 0) return;
    useDraftStore.getState().update(arrival);
    const collectiveId = arrival.collective_id;
    if (collectiveId === undefined) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const api = await loadApi();
        const collective = await api.call(getCollectiveDetail, {
          params: { id: collectiveId },
          signal: controller.signal,
          quiet: true,
        });
        const draft = useDraftStore.getState();
        if (!controller.signal.aborted && draft.collective_id === collectiveId) {
          draft.update(collectiveArrivalPatch(collective));
        }
      } catch {
        // Offline or gone: the consumer chooses the brand as usual.
      }
    })();
    return () => controller.abort();
  }, [search, loadApi]);
}
