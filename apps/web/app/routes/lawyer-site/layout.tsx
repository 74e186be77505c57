import { Outlet } from "react-router";
import { LawyerSiteShell } from "../../features/lawyer-site";
import type { RouteHandle } from "../../lib/route-handle";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { Container } from "../../ui/container";

export const handle: RouteHandle = { name: "lawyer-site" };

/** The lawyer site: its own frame, outside the main site's layouts (decision 049). */
export default function LawyerSiteLayout() {
  return (
    <LawyerSiteShell>
      <Outlet />
    </LawyerSiteShell>
  );
}

export function ErrorBoundary() {
  return (
    <LawyerSiteShell>
      <Container className="py-8">
        <RouteErrorBoundary />
      </Container>
    </LawyerSiteShell>
  );
}
