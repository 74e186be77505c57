import { ApiPageError, ApiResultError, type RandomItem } from "@tousu/api-client";
import { data, type HeadersFunction } from "react-router";

/** The body of an error response thrown by a loader: the page's message, and on a 404 the random lists. */
export interface RouteErrorData {
  message: string;
  articles?: RandomItem[];
  complaints?: RandomItem[];
}

/** An API failure as the error response the route's ErrorBoundary renders; anything else unchanged. */
function toRouteError(error: unknown): unknown {
  if (error instanceof ApiPageError) {
    return data<RouteErrorData>(
      { message: error.message, articles: error.articles, complaints: error.complaints },
      { status: error.status },
    );
  }
  if (error instanceof ApiResultError && error.retryLater) {
    // Over a limit or busy: the page says so with the API's status and when to come back (decision 060).
    const { status, retryAfterSeconds } = error.retryLater;
    return data<RouteErrorData>(
      { message: error.message },
      { status, headers: retryAfterSeconds === null ? {} : { "retry-after": String(retryAfterSeconds) } },
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

/**
 * A route's `headers`: passes on the `Retry-After` of an error response that asks to come back later
 * (429, 503; decision 060), which React Router otherwise leaves out of the document's headers.
 */
export const retryAfterOfError: HeadersFunction = ({ errorHeaders }) => {
  const headers = new Headers();
  const retryAfter = errorHeaders?.get("retry-after");
  if (retryAfter) headers.set("retry-after", retryAfter);
  return headers;
};
