// Benchmarks runner: starts the real app (NODE_ENV=production build, fresh seeded data),
// runs each named benchmark against it and prints one table per benchmark.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { runLighthouse } from "./lighthouse";

const PORT = 3300;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.resolve("data/bench");

const benchmarks: Record<string, () => Promise<Record<string, string | number>[]>> = {
  lighthouse: () => runLighthouse(BASE_URL, ["/"]),
};

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

async function main() {
  const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(benchmarks);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      // Production mode measures what users get. Production refuses the SMS outbox and the
      // development secrets, so the benchmark configures throwaway ones; it sends no SMS.
      NODE_ENV: "production",
      PII_SECRET: "benchmark-only-pii-secret-0000000000000000",
      CAPTCHA_SECRET: "benchmark-only-captcha-secret",
      SMS_PROVIDER: "aliyun",
      ALIYUN_SMS_ACCESS_KEY_ID: "benchmark",
      ALIYUN_SMS_ACCESS_KEY_SECRET: "benchmark",
      ALIYUN_SMS_SIGN_NAME: "benchmark",
      ALIYUN_SMS_TEMPLATE_CODE: "SMS_0",
      PORT: String(PORT),
      DATA_DIR,
      EMBEDDED_PG_PORT: "54350",
      LOG_LEVEL: "warn",
    },
  });
  try {
    await waitForServer(`${BASE_URL}/api/health`, 300_000);
    for (const name of names) {
      const benchmark = benchmarks[name];
      if (!benchmark)
        throw new Error(`unknown benchmark "${name}" (have: ${Object.keys(benchmarks).join(", ")})`);
      console.info(`\n## ${name}`);
      console.table(await benchmark());
    }
  } finally {
    server.kill("SIGINT");
  }
}

await main();
