import { LAWYER_SITE_PATH, siteAddressOf } from "@tousu/domain";
import { useRootData } from "./root-data";

export { LAWYER_SITE_PATH };

/** A PC path as linked from this site: at its sibling's own origin when it has one (decision 084). */
export function useSiteAddress(path: string): string {
  const publicConfig = useRootData()?.publicConfig;
  return siteAddressOf(
    { saas: publicConfig?.saasOrigin ?? null, lawyer: publicConfig?.lawyerSiteOrigin ?? null },
    path,
  );
}

export function useLawyerSiteHref(page = ""): string {
  return useSiteAddress(`${LAWYER_SITE_PATH}${page}`);
}
