// A page's first-load JavaScript (apps/server/src/testing/first-load.ts) as a running server sends
// it: the bytes on the wire, brotli-compressed, as a browser asks for them.
import { request } from "node:http";
import { firstLoadScripts } from "../apps/server/src/testing/first-load";

/** Bytes on the wire for one address, asked for as a browser does (brotli accepted). */
function transferredBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    });
    call.on("error", reject);
    call.end();
  });
}

export interface FirstLoad {
  files: number;
  bytes: number;
}

/** The first-load JavaScript of `path` as an anonymous visitor gets it. */
export async function measureFirstLoad(baseUrl: string, path: string): Promise<FirstLoad> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const scripts = firstLoadScripts(await response.text());
  const sizes = await Promise.all(scripts.map((script) => transferredBytes(new URL(script, baseUrl).href)));
  return { files: scripts.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}
