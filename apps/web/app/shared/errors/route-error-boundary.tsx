import { normalizeRouteError } from "@tousu/page-kit/route-error-data";
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { isChunkLoadError, reloadAfterChunkError } from "../layout/chunk-reload";
import { ErrorPage } from "./error-page";
import { NotFoundPage } from "./not-found-page";

/**
 * The error boundary of every page route: the layout around it still renders, so the visitor keeps
 * the header and its search. A page whose code failed to download reloads first (guarded).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);

  const { status, message, articles, complaints } = normalizeRouteError(error);
  return status === 404 ? (
    <NotFoundPage reason={message} articles={articles} complaints={complaints} />
  ) : (
    <ErrorPage status={status} message={message} />
  );
}
