// The PC site's siblings that may run on origins of their own (decision 084): the company SaaS site
// (its landing page and the portal) and the lawyer site. Unconfigured, each is a set of paths of
// the PC site; configured, the same pages answer on the sibling's origin and the PC site sends
// their paths there.

export type SiblingSite = "saas" | "lawyer";

/** Where the lawyer site lives on the PC site (decision 049); clear of the lawyer service's /lawyer. */
export const LAWYER_SITE_PATH = "/lawyer-site";

interface SiblingPaths {
  /** The page the sibling's origin shows at `/`. */
  landing: string;
  /** The PC paths that belong to the sibling. */
  owns: RegExp;
}

export const SIBLING_SITE_PATHS: Readonly<Record<SiblingSite, SiblingPaths>> = {
  saas: { landing: "/saas", owns: /^\/(saas|company)(\/|$)/ },
  lawyer: { landing: LAWYER_SITE_PATH, owns: /^\/lawyer-site(\/|$)/ },
};

/** The origin each sibling runs on, or null while it is a set of paths of the PC site. */
export type SiblingOrigins = Readonly<Record<SiblingSite, string | null>>;

/** The sibling a PC path belongs to, or null for the PC site's own pages. */
export function siblingOfPath(pathname: string): SiblingSite | null {
  for (const site of Object.keys(SIBLING_SITE_PATHS) as SiblingSite[])
    if (SIBLING_SITE_PATHS[site].owns.test(pathname)) return site;
  return null;
}

/**
 * The address of a PC path as linked from anywhere: absolute at its sibling's origin when the
 * sibling has one, else the path itself (on the PC site, or prefixed with `pcOrigin` when given).
 */
export function siteAddressOf(origins: SiblingOrigins, path: string, pcOrigin = ""): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  const sibling = siblingOfPath(pathname);
  const origin = sibling ? origins[sibling] : null;
  return `${origin ?? pcOrigin}${path}`;
}
