import { SCAN_TICKET_ID_SHAPE } from "@tousu/domain";
import { data } from "react-router";
import { ScanConfirm } from "../../../features/auth/scan-confirm";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/scan";

// Not "user": a phone that is not logged in must reach this page and log in here (docs/product/routes.md#routes).
export const handle: RouteHandle = { name: "auth-scan-ticket" };

export const meta: Route.MetaFunction = () => [
  ...pageMeta("扫码登录", "在手机上确认电脑端的登录请求。"),
  { name: "robots", content: "noindex, nofollow" },
];

/** A malformed ticket answers 400 at once; a well-formed one is judged by the API once the phone is logged in. */
export function loader({ params }: Route.LoaderArgs) {
  if (!SCAN_TICKET_ID_SHAPE.test(params.ticket)) {
    throw data({ message: "二维码无效，请在电脑上刷新二维码后重新扫码" }, { status: 400 });
  }
  return { ticket: params.ticket };
}

export default function ScanLoginPage({ loaderData }: Route.ComponentProps) {
  return <ScanConfirm ticket={loaderData.ticket} />;
}

export const ErrorBoundary = RouteErrorBoundary;
