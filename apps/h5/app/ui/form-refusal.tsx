import { Link, useLocation } from "react-router";
import { loginPath } from "../lib/login-paths";

/**
 * The API's refusal of a form, next to it: the error catalogue's message; when the account has no
 * phone yet (code 402), the way to one, the login page's phone step, which returns here.
 */
export function FormRefusal({
  refusal,
  id,
}: {
  refusal: { error: string; needsPhone: boolean } | null | undefined;
  id?: string;
}) {
  const location = useLocation();
  if (!refusal) return null;
  return (
    <p id={id} role="alert" className="text-sm text-brand-700">
      {refusal.error}
      {refusal.needsPhone ? (
        <Link
          to={loginPath(location.pathname + location.search)}
          className="ml-2 inline-flex min-h-11 items-center font-medium underline"
        >
          验证手机号
        </Link>
      ) : null}
    </p>
  );
}
