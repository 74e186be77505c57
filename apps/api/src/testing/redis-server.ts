import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { createClient } from "redis";

const REDIS_SERVER = "redis-server";

/** Whether redis-server is installed (CI installs it; see .ci/run): tests against it are skipped where it is not. */
export const hasRedisServer = spawnSync(REDIS_SERVER, ["--version"]).status === 0;

export interface TestRedis {
  /** The address of one of its databases, with its password. */
  url(database: number, password?: string): string;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

/**
 * A redis-server of the test's own on a free port behind `password`, with no persistence: each
 * start is empty, and nothing is written under the working directory.
 */
export async function startTestRedis(password: string): Promise<TestRedis> {
  const port = await freePort();
  let server: ChildProcess | null = null;
  const url = (database: number, withPassword = password) =>
    `redis://:${withPassword}@127.0.0.1:${port}/${database}`;

  async function start() {
    server = spawn(
      REDIS_SERVER,
      [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--requirepass",
        password,
        "--save",
        "",
        "--appendonly",
        "no",
      ],
      { stdio: "ignore" },
    );
    for (let attempt = 0; attempt < 100; attempt++) {
      const probe = createClient({ url: url(0), RESP: 2, socket: { reconnectStrategy: false } });
      probe.on("error", () => {});
      const answered = await probe
        .connect()
        .then(() => probe.ping())
        .catch(() => null);
      probe.destroy();
      if (answered === "PONG") return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("redis-server did not start");
  }

  async function stop() {
    if (!server) return;
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    await exited;
    server = null;
  }

  await start();
  return { url, start, stop };
}
