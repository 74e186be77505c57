import { useCallback } from "react";
import { useApi } from "./api-context";

/** A click handler for "退出登录"; the logout code loads with the API client, on the click. */
export function useLogOut(): () => Promise<void> {
  const loadApi = useApi();
  return useCallback(async () => {
    const [{ logOut }, api] = await Promise.all([import("./log-out"), loadApi()]);
    await logOut(api);
  }, [loadApi]);
}
