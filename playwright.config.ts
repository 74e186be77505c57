import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { SUPERUSER_PASSWORD_FILE } from "./packages/db/src/embedded";
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from "./scripts/chromium";

const PORT = 3100;
const DATA_DIR = path.resolve("data/e2e");
// The H5 site's own host, as in production, where the server picks the site by Host (decision 078):
// Chromium resolves every *.localhost name to the loopback address by itself, so the browser reaches
// this server there with no hosts file, proxy or request interception. Plain http like the main
// origin, so its cookies carry no Secure flag (decision 082), as on the main origin here.
const MOBILE_ORIGIN = `http://m.localhost:${PORT}`;
const EMBEDDED_PG_PORT = 54340;
// The official account scan login uses (decision 045), answered by the WeChat fake that
// scripts/e2e-fake-wechat.ts starts on its own port.
const OFFICIAL_ACCOUNT = {
  WECHAT_OFFICIAL_ACCOUNT_APP_ID: "wxe2eofficialaccount",
  WECHAT_OFFICIAL_ACCOUNT_APP_SECRET: "e2e-official-account-secret",
  WECHAT_OFFICIAL_ACCOUNT_TOKEN: "e2eCallbackToken",
};

// The app under test always starts from an empty data directory: fresh PostgreSQL,
// fresh seed, empty SMS outbox. Playwright loads this file in workers too; only clean once.
if (!process.env.TEST_WORKER_INDEX) rmSync(DATA_DIR, { recursive: true, force: true });

process.env.E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
process.env.E2E_SMS_OUTBOX = path.join(DATA_DIR, "sms-outbox.log");
process.env.E2E_MOBILE_ORIGIN = MOBILE_ORIGIN;
process.env.E2E_FAKE_WECHAT_ORIGIN = "http://127.0.0.1:3190";
Object.assign(process.env, OFFICIAL_ACCOUNT);
// The embedded PostgreSQL of the app under test, for assertions on what was stored, as its superuser,
// whose password the server generates at its first start. Workers load this file again once the
// server is up, so they find it.
const superuserPasswordFile = path.join(DATA_DIR, "postgres", SUPERUSER_PASSWORD_FILE);
if (existsSync(superuserPasswordFile)) {
  const password = encodeURIComponent(readFileSync(superuserPasswordFile, "utf8").trim());
  process.env.E2E_DATABASE_URL = `postgres://postgres:${password}@127.0.0.1:${EMBEDDED_PG_PORT}/tousu`;
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // The server, its PostgreSQL and the browsers share the machine's cores (two on CI).
  workers: 2,
  // No retries: a test that passes only on its second try is a bug to fix, not to hide.
  retries: 0,
  globalSetup: "./scripts/e2e-fake-wechat.ts",
  // A test logs in by SMS at least once; past a few codes from one address the login form solves
  // the proof-of-work captcha first (bounded at 45 s by e2e/fixtures.ts), seconds of CPU on a loaded
  // machine. On two cores at a load average of 28 a scan login's relay check took 88 s and a
  // phone-binding flow (two codes) 101 s; twice that bounds them. Longer flows set limits of their own.
  timeout: 180_000,
  // Waits are on states (locators, expect.poll), never on time; this bounds one state's arrival.
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  // Specs that move the server's clock forward (POST /api/testing/clock) run after all the others,
  // so a jump of days never expires another test's SMS code or session mid-flight; and one at a
  // time, because the clock is the whole server's: a week's jump in one clock spec expired the other's
  // SMS code while it was logging in (CI, 2026-12-06).
  projects: [
    { name: "chromium", testIgnore: /\.clock\.spec\.ts$/ },
    { name: "clock", testMatch: /\.clock\.spec\.ts$/, dependencies: ["chromium"], workers: 1 },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${process.env.E2E_BASE_URL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "test",
      PORT: String(PORT),
      DATA_DIR,
      EMBEDDED_PG_PORT: String(EMBEDDED_PG_PORT),
      MOBILE_ORIGIN,
      SEED_SIZE: "600",
      LOG_LEVEL: "warn",
      // Deadline jobs run when a test moves the clock, not on a timer.
      JOB_POLL_INTERVAL_MS: "0",
      // Tests read pages right after they change them; the caches have tests of their own.
      CACHE_DRIVER: "none",
      // Every test browses from one address with nothing cached: the render limit has tests of its own.
      PAGE_RENDERS_PER_MINUTE_PER_IP: "100000",
      // Every test posts questions and answers from one address: the limit has tests of its own.
      QA_POSTS_PER_MINUTE_PER_IP: "100000",
      // Every test draws posters from one address: the limits have tests of their own.
      POSTER_RENDERS_PER_MINUTE_PER_IP: "100000",
      // Every test asks for SMS codes from one address (over 30 an hour as the suite grows): the limit
      // has tests of its own; the captcha after a few requests still shows.
      SMS_HOURLY_LIMIT_PER_IP: "100000",
      // Every test's pages send their page views from one address: the limit has tests of its own.
      TRACK_EVENTS_PER_MINUTE_PER_IP: "100000",
      DATABASE_URL: "",
      ...OFFICIAL_ACCOUNT,
      WECHAT_API_ORIGIN: process.env.E2E_FAKE_WECHAT_ORIGIN,
      WECHAT_OPEN_ORIGIN: process.env.E2E_FAKE_WECHAT_ORIGIN,
    },
  },
});
