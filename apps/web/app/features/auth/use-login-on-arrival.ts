import { sameSitePath } from "@tousu/domain";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useAppStore } from "../../lib/app-store";

/**
 * `?login=1` opens the login dialog on arrival; `&redirect=/path` (a path of this site only) is where
 * the visitor goes once logged in. A user page sends a visitor without a token here (docs/product/redirects.md#user-pages-without-a-login). The
 * request is then dropped from the address, so reloading or sharing the page does not ask again.
 */
export function useLoginOnArrival(isLoggedIn: boolean): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openLogin = useAppStore((state) => state.openLogin);
  const isAsked = params.get("login") === "1";
  const returnTo = isAsked ? sameSitePath(params.get("redirect")) : null;

  useEffect(() => {
    if (!isAsked) return;
    if (isLoggedIn) {
      if (returnTo) void navigate(returnTo, { replace: true });
      return;
    }
    openLogin("login", returnTo);
    const rest = new URLSearchParams(params);
    rest.delete("login");
    rest.delete("redirect");
    const query = rest.toString();
    void navigate({ search: query ? `?${query}` : "" }, { replace: true, preventScrollReset: true });
  }, [isAsked, isLoggedIn, returnTo, params, navigate, openLogin]);
}
