import { type ApiClient, createApiClient } from "@tousu/api-client";
import type { PublicConfig } from "@tousu/page-kit/load-context";
import { useAppStore } from "../../lib/app-store";
import { showToast } from "../../ui/toast";
import { endSession, forgetToken } from "./end-session";
import { useUserStore } from "./user-store";

/**
 * The browser's API client: the error catalogue (docs/product/errors.md#body-codes) wired to the toaster, the
 * session and the login dialog.
 */
export function createBrowserApi(config: PublicConfig): ApiClient {
  return createApiClient({
    baseUrls: {
      main: config.apiBaseUrl,
      mall: config.mallBaseUrl,
      life: config.lifeBaseUrl,
      lawyer: config.lawyerBaseUrl,
      data: config.dataBaseUrl,
      event: config.eventBaseUrl,
    },
    getToken: () => useUserStore.getState().token,
    hooks: {
      toast: showToast,
      logout: endSession,
      openLogin: () => useAppStore.getState().openLogin("login"),
      openBindMobile: () => useAppStore.getState().openLogin("bind"),
      // 402's access token authorises only the bind request: kept apart from the session token and
      // the cookie, which belong to a finished login.
      storeAccessToken: (token) => useUserStore.getState().setBindAccessToken(token),
      clearToken: forgetToken,
    },
  });
}
