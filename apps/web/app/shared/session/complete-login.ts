import type { ApiClient } from "@tousu/api-client";
import { getUnreadCount, getUser } from "@tousu/contracts";
import { storeTokenCookie } from "../../lib/token-cookie";
import { useUserStore } from "./user-store";

/**
 * Login success (docs/product/entities.md#login-and-logout): token into the cookie (and store), then member
 * info, then unread counts.
 */
export async function completeLogin(
  api: ApiClient,
  { token, expires_at }: { token: string; expires_at: string },
) {
  storeTokenCookie(token, expires_at);
  const store = useUserStore.getState();
  store.setToken(token);
  // A finished login supersedes a bind the server asked for (code 402, docs/product/errors.md#body-codes).
  store.setBindAccessToken(null);
  store.setMemberInfo(await api.call(getUser));
  store.setUnreadCount(await api.call(getUnreadCount));
}
