import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // A handful of routes: their manifest is one small immutable file, sent whole, so no page asks
  // /__manifest (the PC site, with over a hundred, discovers its routes lazily: decision 079).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
