import type { ApiClient } from "@tousu/api-client";
import { logout } from "@tousu/contracts";
import { endSession } from "./end-session";

/** Revokes the token on the server (a failure there must not keep anyone logged in), then forgets it. */
export async function logOut(api: ApiClient): Promise<void> {
  await api.request(logout, { quiet: true }).catch(() => undefined);
  endSession();
}
