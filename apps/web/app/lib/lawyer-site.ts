import { useRootData } from "./root-data";

/** Where the lawyer site lives on this site (decision 049); clear of the lawyer service's /lawyer. */
export const LAWYER_SITE_PATH = "/lawyer-site";

/** A page of the lawyer site as linked from anywhere: at LAWYER_SITE_ORIGIN when one is set. */
export function lawyerSiteHref(origin: string | null, page = ""): string {
  return `${origin ?? ""}${LAWYER_SITE_PATH}${page}`;
}

export function useLawyerSiteHref(page = ""): string {
  return lawyerSiteHref(useRootData()?.publicConfig.lawyerSiteOrigin ?? null, page);
}
