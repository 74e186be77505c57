import { useCallback } from "react";
import { useApi } from "../../shared/session/api-context";
import type { CommentApi } from "./comment-api";

/** The comment calls, fetched with the API client the first time one is needed. */
export function useCommentApi(): () => Promise<CommentApi> {
  const loadApi = useApi();
  return useCallback(async () => {
    const [api, { createCommentApi }] = await Promise.all([loadApi(), import("./comment-api")]);
    return createCommentApi(api);
  }, [loadApi]);
}
