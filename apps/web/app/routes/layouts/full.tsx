import { Outlet } from "react-router";
import { SiteFrame } from "../../shared/layout/site-frame";

/** Task pages that fill the window below the header (forms, wizards): no footer to scroll past. */
export default function FullLayout() {
  return (
    <SiteFrame hasFooter={false}>
      <div className="min-h-[calc(100vh-4rem)]">
        <Outlet />
      </div>
    </SiteFrame>
  );
}
