import { getMediationRoom } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { MediationRoom } from "../../../features/mediation";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { readTokenCookie } from "../../../lib/token-cookie";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { LoginRequired } from "../../../shared/session/login-required";
import type { Route } from "./+types/room";

export const handle: RouteHandle = { name: "mediation-id" };

export const meta: Route.MetaFunction = () => pageMeta("调解室");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseEntityId(params.id);
  const api = createServerApi(request, context);
  if (id === null) return loadOrThrow(() => api.pageNotFound("调解不存在"));
  // Only the parties and the mediator may read it; a visitor is asked to log in rather than sent away.
  if (readTokenCookie(request.headers.get("cookie")) === null) return { room: null };
  const room = await loadOrThrow(() => api.call(getMediationRoom, { params: { id } }));
  return { room };
}

export default function MediationRoomPage({ loaderData }: Route.ComponentProps) {
  const { room } = loaderData;
  return (
    <div className="mx-auto max-w-4xl">
      {room ? <MediationRoom room={room} /> : <LoginRequired title="登录后查看投诉进度" />}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
