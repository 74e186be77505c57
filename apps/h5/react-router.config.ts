import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // As the PC site (decision 021): the route manifest is one immutable file, no /__manifest requests.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
