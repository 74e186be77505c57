import { getComplaintRelation, getProblemExplainList } from "@tousu/contracts";
import { useDraftStore } from "@tousu/page-kit/complaint-draft";
import { mergeRelation } from "@tousu/page-kit/complaint-relation";
import { useEffect, useState } from "react";
import { useApi } from "../../../shared/session/api-context";

export type RelationStatus = "idle" | "loading" | "ready" | "failed";

/**
 * Keeps the draft's problems, appeals and attributes in step with the chosen subtype and brand
 * (GET /v2/complaint/relation), and fetches the guidance text of the subtype's problems. Runs only
 * in the browser, after the persisted draft is in place.
 */
export function useSubtypeLists(subtypeId: number | null, brandId: number | null, isEnabled: boolean) {
  const loadApi = useApi();
  const [status, setStatus] = useState<RelationStatus>("idle");
  const [attempt, setAttempt] = useState(0);
  const [explains, setExplains] = useState<ReadonlyMap<number, string>>(new Map());

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's trigger.
  useEffect(() => {
    if (!isEnabled || subtypeId === null) {
      setStatus("idle");
      return;
    }
    const controller = new AbortController();
    setStatus("loading");
    (async () => {
      try {
        const api = await loadApi();
        const relation = await api.call(getComplaintRelation, {
          query: { subtype_id: subtypeId, brand_id: brandId ?? undefined },
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        const draft = useDraftStore.getState();
        draft.update(mergeRelation(draft, relation));
        setStatus("ready");
      } catch {
        if (!controller.signal.aborted) setStatus("failed");
      }
    })();
    return () => controller.abort();
  }, [subtypeId, brandId, isEnabled, loadApi, attempt]);

  useEffect(() => {
    if (!isEnabled || subtypeId === null) {
      setExplains(new Map());
      return;
    }
    const controller = new AbortController();
    (async () => {
      try {
        const api = await loadApi();
        const list = await api.call(getProblemExplainList, {
          query: { subtype_id: subtypeId },
          signal: controller.signal,
          quiet: true,
        });
        if (!controller.signal.aborted) setExplains(new Map(list.map((item) => [item.id, item.explain])));
      } catch {
        // Guidance is a help, not a requirement: without it the chips still work.
      }
    })();
    return () => controller.abort();
  }, [subtypeId, isEnabled, loadApi]);

  return { status, explains, retry: () => setAttempt((count) => count + 1) };
}
