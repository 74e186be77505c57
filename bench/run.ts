// Benchmarks runner: `npm run bench [-- NAME…]` runs the named benchmarks (all by default) and
// prints one table each. Each benchmark starts the real app in production mode itself.
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { runDiscovery } from "./discovery";
import { runLawyers } from "./lawyers";
import { publicPages, runLighthouse } from "./lighthouse";
import { runMixedLoad } from "./mixed-load";
import { runPaymentNotifications } from "./payment-notifications";
import { runPosters } from "./posters";
import { startBenchServer } from "./server";
import { runTrack } from "./track";
import { runTrackDashboard } from "./track-dashboard";
import { runVotes } from "./votes";

/**
 * PORT and EMBEDDED_PG_PORT move the server off its usual ports, for a machine others measure on too.
 * BENCH_PAGES=/h5 measures only the pages whose path starts so (each page takes a minute or two).
 */
async function lighthouseOnFreshSeed(): Promise<Record<string, string | number>[]> {
  const dataDir = path.resolve("data/bench");
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startBenchServer({
    port: Number(process.env.PORT || 3300),
    embeddedPgPort: Number(process.env.EMBEDDED_PG_PORT || 54350),
    dataDir,
  });
  try {
    console.info(
      `load average before: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")}`,
    );
    const only = process.env.BENCH_PAGES;
    const pages = await publicPages(server.baseUrl);
    return await runLighthouse(server.baseUrl, only ? pages.filter((page) => page.startsWith(only)) : pages);
  } finally {
    await server.stop();
  }
}

const benchmarks: Record<string, () => Promise<Record<string, string | number>[]>> = {
  lighthouse: lighthouseOnFreshSeed,
  discovery: runDiscovery,
  posters: runPosters,
  lawyers: runLawyers,
  "payment-notifications": runPaymentNotifications,
  votes: runVotes,
  track: runTrack,
  "track-dashboard": runTrackDashboard,
  load: runMixedLoad,
};

const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(benchmarks);
for (const name of names) {
  const benchmark = benchmarks[name];
  if (!benchmark)
    throw new Error(`unknown benchmark "${name}" (have: ${Object.keys(benchmarks).join(", ")})`);
  console.info(`\n## ${name}`);
  console.table(await benchmark());
}
