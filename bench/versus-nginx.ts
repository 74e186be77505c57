// A node's cached answers against nginx serving the same bytes from files, in the same run:
// wrk at c8 for 8 s, alternating, three rounds (docs/performance.md). What the node adds to the
// bytes (routing, headers, the cache lookup, its HTTP) is what the ratio measures; both ends are
// plain HTTP/1.1 on loopback without compression.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NGINX_BINARY } from "../apps/server/src/testing/guide-nginx";
import { waitForServer } from "./server";

const ROUNDS = 3;
const WRK_ARGS = ["-c8", "-t2", "-d8s"];
/** A node's cached answer at a quarter of nginx's rate for the same bytes (docs/performance.md). */
const TARGET_SHARE = 0.25;

const hasWrk = spawnSync("wrk", ["-v"]).error === undefined;

/** Requests a second wrk reached on `url`. */
function wrkRate(url: string): number {
  const run = spawnSync("wrk", [...WRK_ARGS, url], { encoding: "utf8" });
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1];
  if (!rate) throw new Error(`wrk did not measure ${url}: ${run.stdout}${run.stderr}`);
  return Number(rate);
}

async function startStaticNginx(dir: string, port: number, files: { name: string; type: string }[]) {
  const locations = files.map(
    ({ name, type }) => `    location = /${name} { default_type "${type}"; alias ${dir}/${name}; }`,
  );
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
      ),
      `  server { listen 127.0.0.1:${port}; keepalive_requests 100000;`,
      ...locations,
      "  }",
      "}",
    ].join("\n"),
  );
  const nginx: ChildProcess = spawn(
    NGINX_BINARY as string,
    ["-p", dir, "-c", `${dir}/nginx.conf`, "-e", `${dir}/error.log`, "-g", "daemon off;"],
    { stdio: "ignore" },
  );
  await waitForServer(
    `http://127.0.0.1:${port}/${files[0]?.name}`,
    5_000,
    () => nginx.exitCode !== null,
  ).catch((error: unknown) => {
    nginx.kill();
    throw error;
  });
  return nginx;
}

/** Each page's rate on the node and on nginx in alternating rounds; met when the median share is. */
export async function versusNginx(
  baseUrl: string,
  nginxPort: number,
  pages: { name: string; path: string }[],
): Promise<Record<string, string>[]> {
  if (!hasWrk || !NGINX_BINARY) {
    return [{ request: "versus nginx", requests: "skipped: needs wrk and nginx (Debian packages)" }];
  }
  const dir = mkdtempSync(path.join(tmpdir(), "tousu-versus-nginx-"));
  // Started by root, nginx serves files as `nobody`, who may not enter a directory only its owner can.
  chmodSync(dir, 0o755);
  const files: { name: string; type: string }[] = [];
  for (const [index, page] of pages.entries()) {
    const response = await fetch(baseUrl + page.path, { headers: { "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
    const name = `answer-${index}`;
    writeFileSync(path.join(dir, name), Buffer.from(await response.arrayBuffer()));
    files.push({ name, type: response.headers.get("content-type") ?? "application/octet-stream" });
  }
  const nginx = await startStaticNginx(dir, nginxPort, files);
  try {
    return pages.map((page, index) => {
      const node: number[] = [];
      const plain: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        node.push(wrkRate(baseUrl + page.path));
        plain.push(wrkRate(`http://127.0.0.1:${nginxPort}/${files[index]?.name}`));
      }
      const shares = node.map((rate, round) => rate / (plain[round] ?? Number.NaN));
      const median = [...shares].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] ?? 0;
      return {
        request: `${page.name} vs nginx, same bytes`,
        requests: `node ${node.map((rate) => rate.toFixed(0)).join(" / ")}`,
        "per second": `nginx ${plain.map((rate) => rate.toFixed(0)).join(" / ")}`,
        p50: `share ${shares.map((share) => `${(share * 100).toFixed(0)}%`).join(" / ")}`,
        p99: `target ≥ ${TARGET_SHARE * 100}%`,
        errors: median >= TARGET_SHARE ? "met" : "missed",
      };
    });
  } finally {
    nginx.kill();
    await once(nginx, "exit");
    rmSync(dir, { recursive: true, force: true });
  }
}
