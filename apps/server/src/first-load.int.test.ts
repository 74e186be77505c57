import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScripts } from "./testing/first-load";
import { startTestServer, type TestServer } from "./testing/test-server";

// What a visitor's browser downloads before a public page is interactive stays within its budget,
// and carries no zod (docs/decisions/063) and no AES cipher, which builds its lookup tables when
// imported (docs/decisions/077): the real builds of both sites, served by the whole server in process.
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

let server: TestServer;
let app: FastifyInstance;

beforeAll(async () => {
  server = await startTestServer({ SSR_WORKERS: "0", PAGE_RENDERS_PER_MINUTE_PER_IP: "100000" });
  app = server.app;
});

afterAll(() => server?.close());

async function html(path: string): Promise<string> {
  const response = await app.inject({ url: path, headers: { "user-agent": DESKTOP } });
  expect(response.statusCode, path).toBe(200);
  return response.body;
}

/** The first page of `listPath`'s kind that the list links to. */
async function firstLinked(listPath: string, pattern: RegExp): Promise<string> {
  const address = (await html(listPath)).match(pattern)?.[1];
  if (!address) throw new Error(`${listPath} links to no page like ${pattern}`);
  return address;
}

describe("a public page's first-load JavaScript", () => {
  it("is at most the budget, brotli as served, and holds no zod and no AES cipher", async () => {
    const pages = [
      "/",
      await firstLinked("/tousu", /href="(\/tousu\/\d+)"/),
      await firstLinked("/article", /href="(\/article\/\d+)"/),
      await firstLinked("/qa", /href="(\/qa\/\d+)"/),
      "/law",
      // The H5 site's (decision 078), under /h5 since no mobile origin is set.
      "/h5",
      await firstLinked("/h5", /href="(\/h5\/pages\/complaint\/details\?id=\d+)"/),
      "/h5/tousu",
      "/h5/search?key=%E9%80%80%E6%AC%BE",
      // Filing on a phone: the form's parts load with the page, the captcha solver only when asked for.
      "/h5/complaint/create",
      "/h5/complaint/create/two",
      // Its login: the form and its countdown; the captcha's solver comes only when asked for.
      "/h5/pages/login",
    ];
    const overBudget: string[] = [];
    const withZod: string[] = [];
    const withCipher: string[] = [];
    for (const page of pages) {
      const scripts = firstLoadScripts(await html(page));
      expect(scripts.length, page).toBeGreaterThan(3);
      let bytes = 0;
      for (const script of scripts) {
        const response = await app.inject({ url: script, headers: { "accept-encoding": "br" } });
        expect(response.statusCode, script).toBe(200);
        expect(response.headers["content-encoding"], script).toBe("br");
        bytes += response.rawPayload.length;
        // zod's schemas all carry this property: the validators load with the forms and the API client.
        const code = brotliDecompressSync(response.rawPayload).toString();
        if (code.includes("_zod")) withZod.push(`${page} ${script}`);
        // @noble/ciphers' AES fills four 64K-entry tables as its module runs: only the forms that
        // encrypt a complaint's content load it.
        if (code.includes("wrong sbox length")) withCipher.push(`${page} ${script}`);
      }
      if (bytes > FIRST_LOAD_BUDGET_BYTES) overBudget.push(`${page}: ${bytes} bytes`);
    }
    expect(withZod).toEqual([]);
    expect(withCipher).toEqual([]);
    expect(overBudget).toEqual([]);
  }, 120_000);
});
