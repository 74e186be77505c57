import type { ServerBuild } from "react-router";

/**
 * A site's build as two route tables: the whole one, and one without its sections — the routes
 * under the root whose path begins with a fixed segment of their own (on the PC site the company
 * portal `/company`, the console `/admin`, the lawyer site and the institute's printable pages, 56
 * of its 131 routes). React Router matches a page's address, and for its route manifest the
 * address's parent paths, against every route of the table, and builds the table's route tree again
 * for every render; an address outside those segments can match none of a section's routes, so it
 * is rendered with the smaller table (docs/performance.md).
 */
export interface RouteTables {
  whole: ServerBuild;
  withoutSections: ServerBuild;
  /** Whether an address (a URL's path, still percent-encoded) must be answered with the whole table. */
  needsWhole: (pathname: string) => boolean;
}

/** React Router's route discovery asks for any route, the sections' too (decision 079). */
const ROUTE_DISCOVERY_SEGMENT = "__manifest";

export function splitRouteTables(build: ServerBuild): RouteTables {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const sectionRoots = routes.filter((route) => route.parentId === "root" && isFixedSegment(route.path));
  // React Router matches paths case-insensitively.
  const sections = sectionRoots.map((route) => firstSegment(route.path ?? "").toLowerCase());
  const inSections = new Set(sectionRoots.map((route) => route.id));
  for (let grew = true; grew; ) {
    grew = false;
    for (const route of routes)
      if (route.parentId !== undefined && inSections.has(route.parentId) && !inSections.has(route.id)) {
        inSections.add(route.id);
        grew = true;
      }
  }
  const outsideSections = <Route>(table: Record<string, Route>) =>
    Object.fromEntries(Object.entries(table).filter(([id]) => !inSections.has(id)));
  const withoutSections: ServerBuild = {
    ...build,
    routes: outsideSections(build.routes),
    assets: { ...build.assets, routes: outsideSections(build.assets.routes) },
  };
  const basename = (build.basename ?? "/").replace(/\/$/, "").toLowerCase();
  // Erring towards the whole table: an address that cannot be decoded, is outside the basename, or
  // whose first segment so much as begins like a section's (`/admin.data`, `/admin-x`) gets it.
  const needsWhole = (pathname: string): boolean => {
    let path: string;
    try {
      path = decodeURIComponent(pathname).toLowerCase();
    } catch {
      return true;
    }
    if (!path.startsWith(basename)) return true;
    const first =
      path
        .slice(basename.length)
        .split("/")
        .find((segment) => segment !== "") ?? "";
    return first.startsWith(ROUTE_DISCOVERY_SEGMENT) || sections.some((section) => first.startsWith(section));
  };
  return { whole: build, withoutSections, needsWhole };
}

const firstSegment = (path: string) => path.split("/").find((segment) => segment !== "") ?? "";

/** A path that begins with a segment matching itself only: no parameter, splat or optional segment. */
function isFixedSegment(path: string | undefined): boolean {
  if (!path) return false;
  const first = firstSegment(path);
  return first !== "" && !/[:*?]/.test(first);
}
