import { getMediationRoom } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { MediationRoom } from "../../features/mediation";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { Container } from "../../ui/container";
import type { Route } from "./+types/mediation";

export const handle: RouteHandle = { name: "lawyer-site-user-mediation-id" };

export const meta: Route.MetaFunction = () => pageMeta("调解室");

/** The room a lawyer mediator runs, once they declared no conflict (docs/decisions/054). */
export function loader(args: Route.LoaderArgs) {
  return loadUserPage(handle, args, (api) => {
    const id = parseEntityId(args.params.id);
    return id === null ? api.pageNotFound("调解不存在") : api.call(getMediationRoom, { params: { id } });
  });
}

export default function LawyerMediationRoomPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="max-w-4xl py-8">
      <MediationRoom room={loaderData} complaintHref={`/tousu/${loaderData.complaint.id}`} />
    </Container>
  );
}
