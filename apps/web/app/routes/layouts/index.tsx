import { Outlet } from "react-router";
import { SiteFrame } from "../../shared/layout/site-frame";

/** The home page: its bands run edge to edge and place their own content columns. */
export default function IndexLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
