import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import { type Database, derivePiiKeys } from "@tousu/db";
import { API_HEADER_VERSION, LIVE_EVENT_TYPES } from "@tousu/domain";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppDeps } from "./app-deps";
import type { Config } from "./config";
import { createBatchedCounter } from "./lib/batched-counter";
import { type CacheInvalidations, createCacheInvalidations } from "./lib/cache-invalidations";
import { createCaptcha } from "./lib/captcha";
import { collectContributions } from "./lib/feature-manifest";
import { createLiveEvents } from "./lib/live-events";
import { loggerOptions, pathOf } from "./lib/log-redaction";
import { isPageRenderRead, registerPageRenderCalls } from "./lib/page-render-calls";
import { createReadThroughCache } from "./lib/read-through-cache";
import { createSensitiveWordFilter } from "./lib/sensitive-word-filter";
import { addArticleViews } from "./modules/article";
import { createSessionLookup, deriveSessionTokenKey } from "./modules/auth";
import { readCampaignStandings } from "./modules/campaign";
import { addViewTallies } from "./modules/complaint-detail";
import { registerDataService } from "./modules/data";
import { registerEventService } from "./modules/event";
import { LAWYER_SERVICE_FEATURES, registerLawyerService } from "./modules/lawyer-service";
import { LIFE_SERVICE_FEATURES, registerLifeService } from "./modules/life-service";
import { MAIN_SERVICE_FEATURES, mainServiceSitemaps, registerMainService } from "./modules/main-service";
import { MALL_SERVICE_FEATURES, registerMallService } from "./modules/mall-service";
import { addSearchCounts } from "./modules/search";
import { servedJobs } from "./modules/served-jobs";
import { registerServiceInfo } from "./modules/service-info";
import { registerImageHost } from "./modules/upload";
import { countUnreadMessages } from "./modules/user";
import { registerAuthentication } from "./plugins/authentication";
import { registerCounters } from "./plugins/counters";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerJobs } from "./plugins/jobs";
import { registerMetrics } from "./plugins/metrics";
import { registerOpenApi } from "./plugins/openapi";
import { registerSitemaps } from "./plugins/sitemaps";
import { registerStorableTextCheck } from "./plugins/storable-text";
import { createTestClock, registerTestClock } from "./plugins/test-clock";
import { registerUnknownRoutes } from "./plugins/unknown-routes";
import { answerUnreadableAddresses } from "./plugins/unreadable-addresses";
import { registerUntrustedForwardingWarning } from "./plugins/untrusted-forwarding";
import { createProviders, type Providers } from "./providers";
import { ALIPAY_SANDBOX_PATH } from "./providers/payment/sandbox/alipay-sandbox";
import { registerPaymentSandbox } from "./providers/payment/sandbox/register-payment-sandbox";
import { WECHAT_PAY_SANDBOX_PATH } from "./providers/payment/sandbox/wechat-pay-sandbox";
import { UPLOADS_PATH } from "./providers/storage/create-object-storage";

declare module "fastify" {
  interface FastifyInstance {
    /** The rendered pages' cache (apps/server) drops its copies here when a change reaches this node. */
    onCacheInvalidation: CacheInvalidations["onInvalidation"];
  }
}

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Overrides for tests; production builds them from config. */
  providers?: Partial<Providers>;
  /** `false` for no logs; a stream to capture them (tests). Either way, errors are redacted alike. */
  logger?: false | { stream: { write: (line: string) => void } };
}

/**
 * Where each back-end service (docs/product/overview.md#services-and-hosts) is mounted in the one-process
 * deployment.
 */
export const SERVICE_PREFIXES = {
  main: "/api",
  mall: "/mall",
  life: "/life",
  data: "/data",
  lawyer: "/lawyer",
  event: "/event",
} as const;

/**
 * The API app factory (fastify/demo shape): plugins, then services, each service a
 * plugin under its own prefix so it can run alone (`SERVICES=main,data`).
 */
export async function buildApp({ config, db, providers, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { ...loggerOptions(config.LOG_LEVEL), ...logger },
    // Only the proxies TRUST_PROXY names; this server's own page renders call in process, carrying
    // the visitor's address as the request's remote address (apps/server in-process-fetch.ts).
    // (Fastify takes a hop count too, but its types do not say so.)
    trustProxy: typeof config.TRUST_PROXY === "number" ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Access logs come from the load balancer; the app logs requests at debug and failures at error.
    logController: new LogController({ disableRequestLogging: true }),
    // Request ids let a user's report of 服务器异常 be matched with our log line.
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: answerUnreadableAddresses([...Object.values(SERVICE_PREFIXES), UPLOADS_PATH]),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerUntrustedForwardingWarning(app);
  // Before any route: compression hooks only the routes registered after it. Brotli first.
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });
  // preHandler: limits count only valid requests, and per-route keys may use the parsed body.
  registerPageRenderCalls(app);

  const testClock = config.NODE_ENV === "test" && !providers?.now ? createTestClock() : null;
  const appProviders: Providers = {
    ...createProviders(config, db, providers?.now ?? testClock?.now),
    ...providers,
  };
  const { shared } = appProviders;
  shared.onFailure((error) =>
    app.log.warn({ err: error }, "shared state unavailable: this node works alone"),
  );
  app.addHook("onClose", () => shared.close());
  // Every limit counted once for all nodes when they share Redis (decision 099).
  await app.register(rateLimit, {
    global: false,
    hook: "preHandler",
    allowList: isPageRenderRead,
    ...(shared.rateLimitStore ? { store: shared.rateLimitStore } : {}),
  });
  const invalidations = createCacheInvalidations(shared);
  const liveEvents = createLiveEvents({
    db,
    shared,
    now: appProviders.now,
    readUnreadCounts: (userId) => countUnreadMessages({ db }, userId),
    onFailure: (error) => app.log.warn({ err: error }, "live events: a message was not delivered"),
  });
  app.addHook("onClose", () => liveEvents.close());
  app.decorate("onCacheInvalidation", invalidations.onInvalidation);
  const deps: AppDeps = {
    config,
    db,
    providers: appProviders,
    sensitiveWords: createSensitiveWordFilter(db, appProviders.now),
    piiKeys: derivePiiKeys(config.PII_SECRET),
    sessionTokenKey: deriveSessionTokenKey(config.PII_SECRET),
    captcha: createCaptcha(config.CAPTCHA_SECRET, shared),
    liveEvents,
    log: app.log,
    counters: {
      views: createBatchedCounter((batch) => addViewTallies(db, batch)),
      articleViews: createBatchedCounter((batch) => addArticleViews(db, batch)),
      searches: createBatchedCounter((batch) => addSearchCounts(db, batch, appProviders.now())),
    },
    cache: createReadThroughCache(appProviders.cache, {
      namespace: config.CACHE_NAMESPACE,
      log: (error) => app.log.warn({ err: error }, "cache unavailable"),
      invalidations,
    }),
  };
  liveEvents.defineFigure(LIVE_EVENT_TYPES.campaignStandings, (campaignId) =>
    readCampaignStandings(deps, campaignId),
  );
  // The list changed on some node: this node's automaton is rebuilt on its next check.
  invalidations.onInvalidation(({ sensitiveWords }) => {
    if (sensitiveWords) deps.sensitiveWords.invalidate();
  });
  app.addHook("onClose", () => appProviders.cache.close());
  app.addHook("onClose", async () => appProviders.sharedCounters?.close());
  // Before the first route, so every route is timed.
  registerMetrics(app, deps);
  registerAuthentication(app, createSessionLookup(deps));
  registerJobs(app, deps, servedJobs(config.SERVICES, deps));
  registerCounters(app, deps);

  app.addHook("onResponse", async (request, reply) => {
    const entry = {
      method: request.method,
      // The query may hold personal data (an admin's phone filter, a search keyword).
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (reply.statusCode >= 500) request.log.error(entry, "request failed");
    else request.log.debug(entry, "request completed");
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("version", API_HEADER_VERSION);
    return payload;
  });

  if (config.SERVICES.includes("main")) {
    await registerOpenApi(app);
    registerSitemaps(app, deps, mainServiceSitemaps(deps));
  }
  // A service's features may serve what another's contribute: the main service draws the lawyers' posters.
  const contributions = collectContributions([
    ...MAIN_SERVICE_FEATURES,
    ...LAWYER_SERVICE_FEATURES,
    ...LIFE_SERVICE_FEATURES,
    ...MALL_SERVICE_FEATURES,
  ]);
  for (const service of Object.keys(SERVICE_PREFIXES) as (keyof typeof SERVICE_PREFIXES)[]) {
    const isServed = config.SERVICES.includes(service);
    await app.register(
      async (scope) => {
        registerStorableTextCheck(scope);
        registerUnknownRoutes(scope);
        if (!isServed) return;
        registerServiceInfo(scope, service);
        if (service === "main") await registerMainService(scope, deps, contributions);
        if (service === "life") await registerLifeService(scope, deps, contributions);
        if (service === "mall") await registerMallService(scope, deps, contributions);
        if (service === "data") registerDataService(scope, deps);
        if (service === "lawyer") await registerLawyerService(scope, deps, contributions);
        if (service === "event") registerEventService(scope, deps);
      },
      { prefix: SERVICE_PREFIXES[service] },
    );
  }
  await app.register((scope) => registerImageHost(scope, deps), { prefix: UPLOADS_PATH });
  const sandboxes = [
    { sandbox: appProviders.paymentSandbox, prefix: WECHAT_PAY_SANDBOX_PATH },
    { sandbox: appProviders.alipaySandbox, prefix: ALIPAY_SANDBOX_PATH },
  ];
  for (const { sandbox, prefix } of sandboxes) {
    if (!sandbox) continue;
    await app.register((scope) => registerPaymentSandbox(scope, sandbox), { prefix });
    app.addHook("onClose", async () => sandbox.stop());
  }
  if (testClock) registerTestClock(app, testClock);
  return app;
}

/** Fastify's trustProxy function for a hop count: X-Forwarded-For is believed that many hops from the socket. */
function trustHops(count: number) {
  return (_address: string, hop: number) => hop < count;
}
