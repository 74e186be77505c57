import { ApiPageError } from "@tousu/api-client";
import { type CollectiveSummary, getCollectiveDetail, getCollectiveList } from "@tousu/contracts";
import { type DraftFields, useDraftStore } from "@tousu/page-kit/complaint-draft";
import { useEffect, useState } from "react";
import { useApi } from "../../shared/session/api-context";

/** Enough to choose from: a brand seldom has more than a couple of collectives open at once. */
export const OFFERED_COLLECTIVES = 5;

/**
 * What the draft must change once its collective is known. Joining a collective means complaining
 * about its brand, so the brand follows it (a join link names only the collective). One that stopped
 * collecting leaves the draft: the server would refuse it at the very end of the form.
 */
export function joinedCollectivePatch(
  collective: Pick<CollectiveSummary, "status" | "brand">,
  draftBrandId: number | null,
): Partial<DraftFields> {
  if (collective.status !== "open") return { collective_id: null };
  if (collective.brand.id === draftBrandId) return {};
  return { brand: { id: collective.brand.id, name: collective.brand.name }, custom_brand_name: "" };
}

/**
 * The open collective the draft joins, looked up by id (GET /collective/detail/{id}), and the draft
 * kept in step with it (`joinedCollectivePatch`). Null while unknown; a failed lookup changes nothing,
 * since the server checks the collective again on submission.
 */
export function useJoinedCollective(collectiveId: number | null): CollectiveSummary | null {
  const loadApi = useApi();
  const [found, setFound] = useState<CollectiveSummary | null>(null);

  useEffect(() => {
    if (collectiveId === null) return;
    const controller = new AbortController();
    const isStillJoining = () =>
      !controller.signal.aborted && useDraftStore.getState().collective_id === collectiveId;
    void (async () => {
      try {
        const api = await loadApi();
        const collective = await api.call(getCollectiveDetail, {
          params: { id: collectiveId },
          signal: controller.signal,
          quiet: true,
        });
        if (!isStillJoining()) return;
        const draft = useDraftStore.getState();
        const patch = joinedCollectivePatch(collective, draft.brand.id);
        if (Object.keys(patch).length > 0) draft.update(patch);
        setFound(collective);
      } catch (error) {
        if (error instanceof ApiPageError && error.status === 404 && isStillJoining()) {
          useDraftStore.getState().update({ collective_id: null });
        }
      }
    })();
    return () => controller.abort();
  }, [collectiveId, loadApi]);

  return found?.id === collectiveId && found.status === "open" ? found : null;
}

/**
 * The brand's collectives still collecting members (GET /collective/list?status=open&brand_id=),
 * newest first; null until they are known, and for no brand. A failed lookup offers nothing: the
 * consumer files alone, as they would for a brand without one.
 */
export function useOpenCollectivesOfBrand(brandId: number | null): CollectiveSummary[] | null {
  const loadApi = useApi();
  const [found, setFound] = useState<{ brandId: number; list: CollectiveSummary[] } | null>(null);

  useEffect(() => {
    if (brandId === null) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const api = await loadApi();
        const page = await api.call(getCollectiveList, {
          query: { status: "open", brand_id: brandId, page: 1, page_size: OFFERED_COLLECTIVES },
          signal: controller.signal,
          quiet: true,
        });
        if (!controller.signal.aborted) setFound({ brandId, list: page.list });
      } catch {
        if (!controller.signal.aborted) setFound({ brandId, list: [] });
      }
    })();
    return () => controller.abort();
  }, [brandId, loadApi]);

  return found !== null && found.brandId === brandId ? found.list : null;
}
