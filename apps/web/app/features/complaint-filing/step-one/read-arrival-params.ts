import { getBrand } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { type DraftFields, useDraftStore } from "@tousu/page-kit/complaint-draft";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useApi } from "../../../shared/session/api-context";

type ArrivalFields = Pick<DraftFields, "link_id" | "collective_id" | "company_id">;

function entityId(value: string | null): number | undefined {
  return parseEntityId(value?.trim()) ?? undefined;
}

/**
 * What the link that brought the visitor says about the complaint (`linkId`, docs/product/routes.md#filing-links-linkid; a collective
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

/** The brand a link starts the complaint about (`brand_id`, from a brand's page), when well formed. */
export function readArrivalBrandId(search: URLSearchParams): number | undefined {
  return entityId(search.get("brand_id"));
}

/**
 * Chooses the brand the link names: looked up by id (GET /brand/{id}) for its name, as if picked in the
 * brand field, which drops a typed brand and a collective of another brand. An unknown brand changes
 * nothing; the visitor picks one, and the server checks the brand again on submission. The parameter
 * then leaves the address, so coming back to this step keeps a brand the visitor chose since.
 */
export function useArrivalBrand(search: string): void {
  const loadApi = useApi();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has("brand_id")) return;
    const brandId = readArrivalBrandId(params);
    params.delete("brand_id");
    const rest = params.toString();
    const dropParameter = () =>
      void navigate({ search: rest ? `?${rest}` : "" }, { replace: true, preventScrollReset: true });
    if (brandId === undefined || useDraftStore.getState().brand.id === brandId) return dropParameter();
    const controller = new AbortController();
    void (async () => {
      try {
        const api = await loadApi();
        const brand = await api.call(getBrand, {
          params: { id: brandId },
          signal: controller.signal,
          quiet: true,
        });
        if (controller.signal.aborted) return;
        useDraftStore.getState().update({
          brand: { id: brand.id, name: brand.name },
          custom_brand_name: "",
          collective_id: null,
        });
      } catch {
        // Not a brand of ours (or the request failed): the brand field stays as it was.
      }
      if (!controller.signal.aborted) dropParameter();
    })();
    return () => controller.abort();
  }, [search, loadApi, navigate]);
}
