// Tracking events (decision 109): how many `POST /data/api/v1/log/track` the real server takes a
// second with 32 senders at once, each event through the whole write path — the page token checked,
// the event decrypted and validated, the day's salt read, the visitor hashed, the replay key and the
// event inserted into this month's partition; afterwards stored rows = answered events is checked.
//
//   npm run bench -- track
//   BENCH_EVENTS=20000 …   more events
//   BENCH_DATA_DIR=/tmp/x …   its data directory, emptied first (data/bench-track by default)
import { rmSync } from "node:fs";
import path from "node:path";
import { createTrackPageTokens } from "@tousu/api/track-page-tokens";
import { encryptContent } from "@tousu/domain/content-cipher";
import { sql } from "drizzle-orm";
import { sendInClosedLoop } from "./envelope-posts";
import { machineSpeed } from "./machine";
import { writeResults } from "./results-file";
import { BENCH_PII_SECRET, startBenchServer, superuserPool } from "./server";

const PORT = Number(process.env.PORT || 3307);
const EMBEDDED_PG_PORT = Number(process.env.EMBEDDED_PG_PORT || 54367);
const CONCURRENCY = 32;
const CONTENT_AES_KEY = "tousu-dev-aeskey";
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const events = Number(process.env.BENCH_EVENTS ?? 5000);
/** Five million events a day peak at a few hundred a second (decision 109): one node must keep ahead. */
const TARGET_PER_SECOND = 300;

async function storedEvents(dataDir: string): Promise<number> {
  const { db, close } = superuserPool(dataDir, EMBEDDED_PG_PORT);
  try {
    const found = await db.execute<{ n: number }>(sql`select count(*)::int as n from track_events`);
    return found.rows[0]!.n;
  } finally {
    await close();
  }
}

export async function runTrack(): Promise<Record<string, string>[]> {
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR || "data/bench-track");
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startBenchServer({
    port: PORT,
    embeddedPgPort: EMBEDDED_PG_PORT,
    dataDir,
    seedSize: 200,
  });
  try {
    const token = createTrackPageTokens(BENCH_PII_SECRET).issue("PC", new Date());
    const t = Math.floor(Date.now() / 1000);
    const bodies = Array.from({ length: events }, (_, index) =>
      JSON.stringify({
        code: encryptContent(
          JSON.stringify({
            v: "9.1.6",
            event: "page_view",
            t,
            uid: null,
            platform: "PC",
            url: `/complaint/view/${index}`,
            domain: "www.example.test",
            from_url: index % 3 === 0 ? "https://www.baidu.com/s" : "",
          }),
          CONTENT_AES_KEY,
        ),
        token,
      }),
    );
    const speedBefore = machineSpeed();
    const run = await sendInClosedLoop(CONCURRENCY, bodies.length, (index) =>
      fetch(`${server.baseUrl}/data/api/v1/log/track`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": BROWSER,
          // A visitor of its own per twenty events, as the per-address limit expects.
          "x-forwarded-for": `10.${(index >> 13) & 255}.${(index >> 5) & 255}.${1 + (index % 200)}`,
        },
        body: bodies[index]!,
      }),
    );
    if (run.refusals.size > 0) throw new Error(`events refused: ${JSON.stringify([...run.refusals])}`);
    const { accepted } = run;
    const stored = await storedEvents(dataDir);
    if (stored !== accepted) throw new Error(`stored ${stored} events for ${accepted} answered`);
    const perSecond = accepted / run.seconds;
    const rows = [
      {
        target: "POST /data/api/v1/log/track",
        conc: String(CONCURRENCY),
        events: String(accepted),
        p50: run.latencyAt(0.5),
        p95: run.latencyAt(0.95),
        "events/s": perSecond.toFixed(0),
        "stored checked": `stored ${stored} = answered ${accepted}`,
        "target/s": `≥ ${TARGET_PER_SECOND}`,
        met: perSecond >= TARGET_PER_SECOND ? "yes" : "no",
      },
    ];
    const speed = `machine ${speedBefore.toFixed(0)} → ${machineSpeed().toFixed(0)} ms`;
    writeResults("track", `one page token, a visitor per address · ${speed}`, rows);
    return rows;
  } finally {
    await server.stop();
  }
}
