import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The deployment guide's nginx (docs/deploy.md, decision 104) run as a child process with its files
// in a temporary folder: for the test of two nodes behind it and the two-node benchmark.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** The nginx binary on this machine, if any (Debian's `nginx` package). */
export const NGINX_BINARY = ["nginx", "/usr/sbin/nginx"].find(
  (binary) => spawnSync(binary, ["-v"]).status === 0,
);
/** Debian's `libnginx-mod-http-brotli-filter`. */
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

/**
 * The guide's nginx block, its TLS lines dropped, listening on `port` in front of `nodes`. With
 * `forwardedBy`, nginx passes on the address the client named (as behind a CDN, README "Behind a
 * reverse proxy"): for a load generator speaking as many visitors.
 */
function guideSiteConfig(port: number, nodes: string[], cacheDir: string, forwardedBy: boolean): string {
  const guide = readFileSync(path.join(root, "docs/deploy.md"), "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!block) throw new Error("docs/deploy.md has no nginx block");
  const upstreamServer = /^(\s*)server \d+\.\d+\.\d+\.\d+:\d+( [^;]*)?;$/gm;
  const serverLines = [...block.matchAll(upstreamServer)];
  if (serverLines.length !== nodes.length)
    throw new Error(`the guide's upstream is not ${nodes.length} nodes`);
  let index = 0;
  const config = block
    .replace(
      upstreamServer,
      (_line, indent: string, options = "") => `${indent}server ${nodes[index++]}${options};`,
    )
    .replace("/var/cache/nginx/tousu", cacheDir)
    .split("\n")
    .flatMap((line) => {
      if (!line.endsWith("# TLS")) return [line];
      return /^\s*listen 443 /.test(line) ? [`    listen 127.0.0.1:${port};`] : [];
    })
    .join("\n");
  if (!forwardedBy) return config;
  const ownAddress = "proxy_set_header X-Forwarded-For $remote_addr;";
  if (!config.includes(ownAddress)) throw new Error("the guide's nginx no longer sets X-Forwarded-For");
  return config.replace(ownAddress, "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
}

export interface GuideNginx {
  process: ChildProcess;
  /** What nginx wrote to its standard error so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts the guide's nginx on 127.0.0.1:`port` in front of `nodes` (host:port each). */
export function startGuideNginx(options: {
  port: number;
  nodes: string[];
  forwardedBy?: boolean;
}): GuideNginx {
  if (!NGINX_BINARY)
    throw new Error("nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-filter)");
  const dir = mkdtempSync(path.join(tmpdir(), "tousu-nginx-"));
  // nginx's workers run as nobody when started as root: they must reach their temporary files.
  chmodSync(dir, 0o755);
  const siteConfig = guideSiteConfig(
    options.port,
    options.nodes,
    path.join(dir, "assets-cache"),
    options.forwardedBy ?? false,
  );
  const hasBrotli = existsSync(BROTLI_MODULE);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      hasBrotli ? `load_module ${BROTLI_MODULE};` : "",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  default_type application/octet-stream;",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind}-temp;`,
      ),
      hasBrotli ? siteConfig : siteConfig.replace(/^\s*brotli.*$/gm, ""),
      "}",
    ].join("\n"),
  );
  const child = spawn(
    NGINX_BINARY,
    ["-p", dir, "-c", `${dir}/nginx.conf`, "-e", `${dir}/error.log`, "-g", "daemon off;"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let output = "";
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
