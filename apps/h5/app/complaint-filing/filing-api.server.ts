import { type ApiClient, createApiClient } from "@tousu/api-client";
import { readCookie, readTokenCookie, UPLOAD_OWNER_COOKIE } from "@tousu/domain";
import type { AppLoadContext } from "react-router";

/** A week, as the API keeps its own `upload-owner` cookie (docs/decisions/028). */
const UPLOAD_OWNER_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * The visitor's upload secret as a cookie of the H5 site: its own name, so it never stands in for the
 * API's (`upload-owner`, at `/api`), and the site's basename as its path (`/h5` under the main origin).
 */
const H5_UPLOAD_OWNER_COOKIE = "h5-upload-owner";

function siteBasename(request: Request): string {
  const { pathname } = new URL(request.url);
  const at = pathname.search(/\/(?:pages|complaint)\//);
  return at > 0 ? pathname.slice(0, at) : "/";
}

/**
 * The API as this visitor files through the H5 pages' actions: the `web-token` as the bearer, and the
 * visitor's upload secret (docs/decisions/028), which the API issues with a signing and checks when a
 * complaint attaches the images. The browser never talks to the API here, so the secret travels
 * through the H5 site: each signing's `Set-Cookie` is handed on as a cookie of the site
 * (`uploadOwnerCookie`), and each call sends it back as the API's own cookie.
 */
export function createFilingApi(
  request: Request,
  context: AppLoadContext,
): { api: ApiClient; uploadOwnerCookie(): string | null } {
  const token = readTokenCookie(request.headers.get("cookie"));
  const owner = readCookie(request.headers.get("cookie"), H5_UPLOAD_OWNER_COOKIE);
  let issued: string | null = null;
  const api = createApiClient({
    baseUrls: context.ssrBaseUrls,
    getToken: () => token,
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      const secret = issued ?? owner;
      if (secret) headers.set("cookie", `${UPLOAD_OWNER_COOKIE}=${encodeURIComponent(secret)}`);
      const response = await context.apiFetch(input, { ...init, headers });
      const renewed = readCookie(response.headers.get("set-cookie"), UPLOAD_OWNER_COOKIE);
      if (renewed) issued = renewed;
      return response;
    },
    headers: { "accept-encoding": "identity" },
  });
  const secure = new URL(request.url).protocol === "https:";
  return {
    api,
    uploadOwnerCookie: () =>
      issued
        ? `${H5_UPLOAD_OWNER_COOKIE}=${encodeURIComponent(issued)}; Path=${siteBasename(request)}; Max-Age=${UPLOAD_OWNER_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`
        : null,
  };
}
