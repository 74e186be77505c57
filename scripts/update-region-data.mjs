#!/usr/bin/env node
// Replaces the committed address-to-region data (decision 114) with a newer ip2region IPv4 `xdb`
// file: `node scripts/update-region-data.mjs <path to ip2region_v4.xdb>`. The file is checked with
// the binding before it is compressed, so a file of another format never lands.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { Header, newWithBuffer, versionFromHeader } from "ip2region.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.join(root, "apps/api/src/modules/data/region-data/ip2region_v4.xdb.br");
/** An address of Suzhou's telecom network, stable across the data's releases. */
const KNOWN = { address: "218.4.167.70", region: "江苏省|苏州市" };

const source = process.argv[2];
if (!source) throw new Error("usage: node scripts/update-region-data.mjs <path to ip2region_v4.xdb>");
const xdb = readFileSync(source);
const version = versionFromHeader(new Header(xdb.subarray(0, 256)));
if (version?.name !== "IPv4") throw new Error(`${source} is not an IPv4 xdb file`);
const found = await newWithBuffer(version, xdb).search(KNOWN.address);
if (!found.includes(KNOWN.region)) throw new Error(`${KNOWN.address} resolves to "${found}"`);
const compressed = brotliCompressSync(xdb, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: xdb.length,
  },
});
writeFileSync(target, compressed);
console.info(
  `${path.relative(root, target)}: ${compressed.length} bytes from ${xdb.length}, ` +
    `built ${new Date(new Header(xdb.subarray(0, 256)).createdAt * 1000).toISOString().slice(0, 10)}, ` +
    `sha256 ${createHash("sha256").update(xdb).digest("hex")}`,
);
