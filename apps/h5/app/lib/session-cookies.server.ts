import { h5Address, serializeTokenCookie } from "@tousu/domain";
import { type AppLoadContext, redirect } from "react-router";

// The H5 site's cookies set by its loaders and actions: the `web-token` cookie after a login, and the
// short-lived HttpOnly cookies that carry a login step's secret between two pages.

/** Whether the H5 site is served over https (its cookies are then Secure). */
const isSecureSite = (context: AppLoadContext) => h5Address("/", context.publicConfig).startsWith("https:");

/** An HttpOnly cookie for the whole site; `maxAgeSeconds` 0 drops it. */
export const httpOnlyCookie = (name: string, value: string, maxAgeSeconds: number, context: AppLoadContext) =>
  `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${isSecureSite(context) ? "; Secure" : ""}`;

/** Logged in: the token cookie, the step's own cookie dropped, and on to `redirectPath`. */
export function toLoggedIn(
  answer: { token: string; expires_at: string },
  redirectPath: string,
  stepCookie: string,
  context: AppLoadContext,
) {
  const headers = new Headers();
  headers.append(
    "set-cookie",
    serializeTokenCookie(answer.token, answer.expires_at, { secure: isSecureSite(context) }),
  );
  headers.append("set-cookie", httpOnlyCookie(stepCookie, "", 0, context));
  return redirect(redirectPath, { headers });
}
