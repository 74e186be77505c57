import type { ApiClient } from "@tousu/api-client";
import { getUnreadCount, getUser } from "@tousu/contracts";
import { storeTokenCookie } from "../../lib/token-cookie";
import { useUserStore } from "./user-store";

/** Spec §4 login success: token into the cookie (and store), then member info, then unread counts. */
export async function completeLogin(
  api: ApiClient,
  { token, expires_at }: { token: string; expires_at: string },
) {
  storeTokenCookie(token, expires_at);
  const store = useUserStore.getState();
  store.setToken(token);
  // A finished login supersedes a bind the server asked for (spec §8 402).
  store.setBindAccessToken(null);
  store.setMemberInfo(await api.call(getUser));
  store.setUnreadCount(await api.call(getUnreadCount));
}
