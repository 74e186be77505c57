#!/usr/bin/env node
// After `react-router build` of a web app (run in its folder, as its build script does): writes .br
// (quality 11) and .gz (level 9) beside every client asset worth compressing, so the server sends maximally compressed files without spending
// CPU per request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = path.resolve(process.cwd(), "build/client");
const COMPRESSIBLE = /\.(js|css|svg|html|json|txt|xml|map)$/;
const MIN_BYTES = 1024;

function* files(directory) {
  for (const entry of readdirSync(directory)) {
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(clientDir)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.info(`[compress-assets] ${count} files pre-compressed (br, gz)`);
