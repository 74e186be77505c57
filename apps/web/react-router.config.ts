import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The whole route manifest is one immutable file the browser caches, instead of a partial
  // manifest computed and inlined into every page and /__manifest requests as visitors navigate
  // (docs/decisions/021).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
