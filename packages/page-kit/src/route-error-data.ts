import type { RandomItem } from "@tousu/api-client";
import { SERVER_EXCEPTION_MESSAGE } from "@tousu/domain";
import { isRouteErrorResponse } from "react-router";
import type { RouteErrorData } from "./route-error";

export type { RouteErrorData };

/** What React Router answers a method the page does not take (a POST to a page without an action). */
export const METHOD_NOT_ALLOWED_MESSAGE = "该页面不支持这种请求方式";

export interface NormalizedRouteError {
  status: number;
  message: string;
  articles: RandomItem[];
  complaints: RandomItem[];
}

function readStatus(error: object): number | undefined {
  const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
    if (typeof value === "number" && value >= 400 && value < 600) return value;
  }
  return undefined;
}

/**
 * Status and message of whatever a route threw (docs/product/errors.md#page-errors): status from statusCode, status or
 * response.status, else 500. Only error responses show their message: other errors may carry
 * internals, so they show the generic one.
 */
export function normalizeRouteError(error: unknown): NormalizedRouteError {
  if (isRouteErrorResponse(error)) {
    const body = (
      typeof error.data === "object" && error.data !== null ? error.data : {}
    ) as Partial<RouteErrorData>;
    return {
      status: error.status,
      message:
        body.message ||
        (error.status === 405 ? METHOD_NOT_ALLOWED_MESSAGE : error.statusText) ||
        SERVER_EXCEPTION_MESSAGE,
      articles: body.articles ?? [],
      complaints: body.complaints ?? [],
    };
  }
  const status = typeof error === "object" && error !== null ? readStatus(error) : undefined;
  return { status: status ?? 500, message: SERVER_EXCEPTION_MESSAGE, articles: [], complaints: [] };
}
