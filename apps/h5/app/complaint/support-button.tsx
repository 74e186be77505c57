import { Link, useFetcher } from "react-router";
import { loginPath } from "../lib/login-paths";

/** What the complaint page's action answers to 我也遇到. */
export type SupportResult =
  | { intent: "support"; ok: true; count: number }
  | { intent: "support"; ok: false; message: string };

/**
 * 我也遇到: the reader met the same problem (the complaint's like, once per person). A form posted to
 * the page's action, so it works before the page is hydrated; a visitor is offered the login page.
 */
export function SupportButton({
  page,
  loggedIn,
  count,
  supported,
}: {
  page: string;
  loggedIn: boolean;
  count: number;
  supported: boolean;
}) {
  const fetcher = useFetcher<SupportResult>();
  const result = fetcher.data?.intent === "support" ? fetcher.data : undefined;
  const isDone = supported || result?.ok === true;
  const shown = result?.ok ? result.count : count;
  const className = `flex min-h-11 w-full items-center justify-center gap-1 rounded-full px-4 text-sm font-medium ${
    isDone ? "bg-brand-50 text-brand-700" : "bg-brand-600 text-white"
  }`;
  if (!loggedIn) {
    return (
      <Link to={loginPath(page)} className={className}>
        我也遇到 {shown > 0 ? shown : ""}
      </Link>
    );
  }
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="support" />
      <button
        type="submit"
        disabled={isDone || fetcher.state !== "idle"}
        aria-pressed={isDone}
        className={className}
      >
        {isDone ? "已表示遇到" : "我也遇到"} {shown > 0 ? shown : ""}
      </button>
      {result && !result.ok ? (
        <p role="alert" className="mt-1 text-sm text-brand-700">
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
