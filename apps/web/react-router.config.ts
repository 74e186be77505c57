import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // A page carries the routes it matched; the browser asks /__manifest, once per page and shared by
  // caches, for the routes behind the links it shows, instead of evaluating all of them on every
  // first visit (docs/decisions/079).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
