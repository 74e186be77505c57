import { type ApiClient, ApiResultError } from "@tousu/api-client";
import { getUnreadCount, getUser } from "@tousu/contracts";
import { ResultCode } from "@tousu/domain";
import type { Viewer } from "../../lib/root-data";

export interface ViewerLoad {
  viewer: Viewer | null;
  /** The API refused the token: the cookie must go so the browser stops presenting it. */
  isTokenRejected: boolean;
}

/** Who is logged in, as the server sees the `web-token` cookie; an API outage reads as logged out. */
export async function loadViewer(api: ApiClient, hasToken: boolean): Promise<ViewerLoad> {
  if (!hasToken) return { viewer: null, isTokenRejected: false };
  try {
    const [memberInfo, unread] = await Promise.all([
      api.call(getUser),
      api.call(getUnreadCount).catch(() => ({ platform: 0, complaint: 0 })),
    ]);
    return {
      viewer: { memberInfo, platformCount: unread.platform, complaintCount: unread.complaint },
      isTokenRejected: false,
    };
  } catch (error) {
    const isTokenRejected =
      error instanceof ApiResultError &&
      (error.code === ResultCode.Unauthorized || error.code === ResultCode.Forbidden);
    return { viewer: null, isTokenRejected };
  }
}
