import { Outlet } from "react-router";
import { UserCentreNav } from "../../features/user-centre/user-centre-nav";
import { SiteFrame } from "../../shared/layout/site-frame";
import { Container } from "../../ui/container";

/** Default layout with a navigation column on the left: the user centre. */
export default function DefaultLeftLayout() {
  return (
    <SiteFrame>
      <Container className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 py-6 md:grid-cols-[200px_minmax(0,1fr)]">
        <UserCentreNav />
        <div>
          <Outlet />
        </div>
      </Container>
    </SiteFrame>
  );
}
