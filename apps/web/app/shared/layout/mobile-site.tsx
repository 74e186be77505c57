import { hasH5Page, MOBILE_ALTERNATE_MEDIA, resolveMobileRedirect, withSiteView } from "@tousu/domain";
import { useLocation } from "react-router";
import { useRootData } from "../../lib/root-data";

/**
 * What the page says of its devices in the head (decision 083): `applicable-device` (`pc` beside a
 * mobile site, `pc,mobile` without one, since these pages then serve phones too), and where the
 * mobile site has the page, its address there for search engines.
 */
export function DeviceMeta() {
  const mobileOrigin = useRootData()?.publicConfig.mobileOrigin ?? null;
  const { pathname, search } = useLocation();
  if (!mobileOrigin) return <meta name="applicable-device" content="pc,mobile" />;
  const mobile = hasH5Page(pathname, search) ? resolveMobileRedirect(pathname, search, mobileOrigin) : null;
  return (
    <>
      <meta name="applicable-device" content="pc" />
      {mobile ? (
        <>
          <link rel="alternate" media={MOBILE_ALTERNATE_MEDIA} href={mobile} />
          <meta name="mobile-agent" content={`format=html5;url=${mobile}`} />
        </>
      ) : null}
    </>
  );
}

/** 手机版: this page on the mobile site, forgetting an earlier 电脑版. A document request, for the server. */
export function MobileSiteLink({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  return (
    <a href={withSiteView(pathname + search, "mobile")} className={className} rel="nofollow">
      手机版
    </a>
  );
}
