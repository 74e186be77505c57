import type { ApiClient } from "@tousu/api-client";
import { TOAST_DURATION_MS } from "@tousu/domain";
import { useNavigate, useRevalidator } from "react-router";
import { useAppStore } from "../../lib/app-store";
import { completeLogin } from "../../shared/session/complete-login";
import { showToast } from "../../ui/toast";

/**
 * What every login in the dialog ends with, by SMS code or by scan: the session stored, the dialog
 * closed, and back to the page that asked for a login, else this page's data loaded again.
 */
export function useFinishLogin() {
  const closeLogin = useAppStore((state) => state.closeLogin);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  return async (api: ApiClient, session: { token: string; expires_at: string }) => {
    await completeLogin(api, session);
    const returnTo = useAppStore.getState().loginReturnTo;
    closeLogin();
    showToast("success", "登录成功", TOAST_DURATION_MS.badRequest);
    if (returnTo) await navigate(returnTo, { replace: true });
    else await revalidator.revalidate();
  };
}
