import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { splitRouteTables } from "./route-tables";

type Route = { id: string; parentId?: string; path?: string; index?: boolean };

// The PC site's shape: public pages under pathless layouts, sections under fixed first segments.
const ROUTES: Route[] = [
  { id: "root", path: "" },
  { id: "layout-index", parentId: "root" },
  { id: "home", parentId: "layout-index", index: true },
  { id: "admin", parentId: "root", path: "admin" },
  { id: "admin-index", parentId: "admin", index: true },
  { id: "admin-complaint", parentId: "admin", path: "complaints/:id" },
  { id: "company", parentId: "root", path: "company" },
  { id: "company-complaints", parentId: "company", path: "complaints" },
  { id: "institute-print", parentId: "root", path: "static/institute/:file" },
  { id: "layout-default", parentId: "root" },
  { id: "complaint", parentId: "layout-default", path: "tousu/:id" },
  { id: "complaints", parentId: "layout-default", path: "complaints/:id" },
  { id: "agreement", parentId: "layout-default", path: "static/agreement" },
  { id: "not-found", parentId: "layout-default", path: "*" },
];

function buildOf(routes: Route[], basename?: string): ServerBuild {
  const table = Object.fromEntries(routes.map((route) => [route.id, { ...route, module: {} }]));
  return { routes: table, assets: { routes: table, version: "1" }, basename } as unknown as ServerBuild;
}

function routeObjects(build: ServerBuild, parentId?: string): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const children = routeObjects(build, route?.id);
      return route?.index
        ? { id: route.id, index: true }
        : { id: route?.id, path: route?.path, ...(children.length > 0 ? { children } : {}) };
    });
}

const matchedIds = (build: ServerBuild, pathname: string) =>
  matchRoutes(routeObjects(build), pathname, build.basename)?.map((match) => match.route.id) ?? null;

describe("a site's route tables", () => {
  const tables = splitRouteTables(buildOf(ROUTES));

  it("leaves the routes under a fixed first segment of their own out of the smaller table", () => {
    expect(Object.keys(tables.withoutSections.routes)).toEqual([
      "root",
      "layout-index",
      "home",
      "layout-default",
      "complaint",
      "complaints",
      "agreement",
      "not-found",
    ]);
    expect(Object.keys(tables.withoutSections.assets.routes)).toEqual(
      Object.keys(tables.withoutSections.routes),
    );
    expect(Object.keys(tables.whole.routes)).toHaveLength(ROUTES.length);
  });

  it("matches every address it answers with the smaller table as the whole table does", () => {
    for (const pathname of ["/", "/tousu", "/tousu/7", "/complaints/7", "/nowhere/x"]) {
      expect(tables.needsWhole(pathname), pathname).toBe(false);
      expect(matchedIds(tables.withoutSections, pathname), pathname).toEqual(
        matchedIds(tables.whole, pathname),
      );
    }
  });

  it("answers a section's addresses, however spelt, and route discovery with the whole table", () => {
    for (const pathname of [
      "/admin",
      "/admin/complaints/7",
      "/ADMIN",
      "/%61dmin",
      "//admin",
      "/admin.data",
      "/company/complaints",
      "/static/institute/report",
      "/static/agreement",
      "/__manifest",
      "/%E0%A4%A",
    ])
      expect(tables.needsWhole(pathname), pathname).toBe(true);
    expect(matchedIds(tables.whole, "/ADMIN")).toEqual(["root", "admin", "admin-index"]);
  });

  it("reads addresses under the build's basename", () => {
    const prefixed = splitRouteTables(buildOf(ROUTES, "/h5"));
    expect(prefixed.needsWhole("/h5/tousu/7")).toBe(false);
    expect(prefixed.needsWhole("/h5/admin")).toBe(true);
    expect(prefixed.needsWhole("/tousu/7")).toBe(true);
  });
});
