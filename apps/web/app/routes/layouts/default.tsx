import { Outlet } from "react-router";
import { SiteFrame } from "../../shared/layout/site-frame";
import { Container } from "../../ui/container";

/** Header, one content column, footer: most pages. */
export default function DefaultLayout() {
  return (
    <SiteFrame>
      <Container className="py-6">
        <Outlet />
      </Container>
    </SiteFrame>
  );
}
