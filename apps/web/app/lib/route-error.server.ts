import { ApiPageError, ApiResultError } from "@tousu/api-client";
import { data } from "react-router";
import type { RouteErrorData } from "./route-error";

/** An API failure as the error response the route's ErrorBoundary renders; anything else unchanged. */
function toRouteError(error: unknown): unknown {
  if (error instanceof ApiPageError) {
    return data<RouteErrorData>(
      { message: error.message, articles: error.articles, complaints: error.complaints },
      { status: error.status },
    );
  }
  if (error instanceof ApiResultError) {
    return data<RouteErrorData>({ message: error.message }, { status: error.code >= 400 ? error.code : 500 });
  }
  return error;
}

/** Runs a loader's API calls and turns their failures into error responses. */
export async function loadOrThrow<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw toRouteError(error);
  }
}
