import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Sixty routes and growing: as on the PC site (decision 079), a page's manifest names its own
  // route and the browser asks /__manifest (shared by the page cache, decision 085) for the routes
  // behind the links it shows, instead of every first visit evaluating and ranking all of them.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
