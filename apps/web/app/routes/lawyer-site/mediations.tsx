import { listLawyerMediations } from "@tousu/contracts";
import { LawyerMediations } from "../../features/mediation";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { Container } from "../../ui/container";
import type { Route } from "./+types/mediations";

export const handle: RouteHandle = { name: "lawyer-site-user-mediations" };

export const meta: Route.MetaFunction = () => pageMeta("我的调解");

export function loader(args: Route.LoaderArgs) {
  return loadUserPage(handle, args, (api) => api.call(listLawyerMediations));
}

export default function LawyerMediationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="max-w-4xl py-8">
      <h1 className="mb-4 text-2xl font-semibold text-gray-900">我的调解</h1>
      <LawyerMediations data={loaderData} />
    </Container>
  );
}
