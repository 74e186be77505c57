import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { AppDeps } from "../app-deps";
import { collectContributions, collectPosterSubjects } from "../lib/feature-manifest";
import { registerEventService } from "./event";
import { LAWYER_SERVICE_FEATURES, registerLawyerService } from "./lawyer-service";
import { LIFE_SERVICE_FEATURES, registerLifeService } from "./life-service";
import { MAIN_SERVICE_FEATURES, mainServiceSitemaps, registerMainService } from "./main-service";
import { registerMallService } from "./mall-service";
import { servedJobs } from "./served-jobs";

// Registering routes, listing jobs and naming sitemap parts only keep the dependencies for later.
const deps = { config: { JOB_POLL_INTERVAL_MS: 0 }, counters: {}, providers: {} } as unknown as AppDeps;
const everyFeature = [...MAIN_SERVICE_FEATURES, ...LAWYER_SERVICE_FEATURES, ...LIFE_SERVICE_FEATURES];
const contributions = collectContributions(everyFeature);

async function routesOf(register: (scope: ReturnType<typeof Fastify>) => unknown): Promise<string[]> {
  const app = Fastify();
  // Routes with their own limit ask the rate-limit plugin for one; no request is made here.
  app.decorate("createRateLimit", () => async () => ({ isAllowed: true as const, key: "" }));
  const routes: string[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  await register(app);
  return routes.sort();
}

describe("what the services are assembled from", () => {
  it("registers the main service's routes", async () => {
    expect(await routesOf((scope) => registerMainService(scope, deps, contributions))).toMatchSnapshot();
  });

  it("registers the lawyer service's routes", async () => {
    expect(await routesOf((scope) => registerLawyerService(scope, deps, contributions))).toMatchSnapshot();
  });

  it("registers the life service's routes", async () => {
    expect(await routesOf((scope) => registerLifeService(scope, deps, contributions))).toEqual([
      "GET /admin/goods",
      "GET /goods/:id",
      "GET /goods/getUnlimitedQRCodeForGoodsDetail",
      "GET /goods/list",
      "HEAD /admin/goods",
      "HEAD /goods/:id",
      "HEAD /goods/getUnlimitedQRCodeForGoodsDetail",
      "HEAD /goods/list",
      "POST /admin/goods",
      "POST /admin/goods/:id/relist",
      "POST /admin/goods/:id/withdraw",
      "POST /goods/goodsForHome",
      "PUT /admin/goods/:id",
    ]);
  });

  it("registers the mall service's routes", async () => {
    expect(await routesOf((scope) => registerMallService(scope, deps, contributions))).toEqual([
      "GET /admin/redemptions",
      "GET /benefits",
      "GET /redemptions",
      "HEAD /admin/redemptions",
      "HEAD /benefits",
      "HEAD /redemptions",
      "POST /admin/redemptions/:id/fulfil",
      "POST /redemptions",
    ]);
  });

  it("registers the event service's streams", async () => {
    expect(await routesOf((scope) => registerEventService(scope, deps))).toEqual([
      "GET /public-stream",
      "GET /stream",
      "HEAD /public-stream",
      "HEAD /stream",
    ]);
  });

  it("works each service's jobs", () => {
    const names = (services: Parameters<typeof servedJobs>[0]) =>
      servedJobs(services, deps)
        .map((job) => job.name)
        .sort();
    expect({ main: names(["main"]), lawyer: names(["lawyer"]) }).toMatchSnapshot();
    expect(names(["life"])).toEqual(["life-goods.bar-check"]);
  });

  it("lists the main service's sitemap parts in their order", () => {
    expect(mainServiceSitemaps(deps).map((source) => source.name)).toEqual([
      "complaints",
      "brands",
      "articles",
      "questions",
      "reports",
    ]);
  });

  it("draws every poster kind from exactly one feature, whichever service it belongs to", () => {
    expect(Object.keys(contributions.posterSubjects).sort()).toEqual([
      "article",
      "brand",
      "enterprise",
      "evaluation",
      "help",
      "lawyer",
      "lawyer-card",
      "player",
      "tousu",
      "vote",
    ]);
    expect(() => collectPosterSubjects(MAIN_SERVICE_FEATURES)).toThrow("lawyer, lawyer-card");
    const brand = everyFeature.find((feature) => feature.name === "brand")!;
    expect(() => collectPosterSubjects([...everyFeature, { ...brand, name: "copy" }])).toThrow(
      "poster kind brand is drawn by two features",
    );
  });
});
