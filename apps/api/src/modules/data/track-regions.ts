import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliDecompress } from "node:zlib";
import { Header, newWithBuffer, type Searcher, versionFromHeader } from "ip2region.js";

/** Where an address is, as far as an event may keep it (decision 114): a Chinese province and city. */
export interface AddressRegion {
  province: string | null;
  city: string | null;
}

/** Finds an address's province and city; the address itself is not kept by any implementation. */
export interface RegionLookup {
  regionOf(address: string): Promise<AddressRegion>;
}

const UNKNOWN: AddressRegion = { province: null, city: null };
const COUNTRY_KEPT = "中国";
/** ip2region's "not known" in any field of `国家|区域|省份|城市|ISP`. */
const UNKNOWN_FIELD = "0";

/** The ip2region project's IPv4 data, committed compressed (region-data/README.md). */
const REGION_DATA = new URL("./region-data/ip2region_v4.xdb.br", import.meta.url);

/**
 * `中国|0|江苏省|苏州市|电信` → 江苏省, 苏州市: names as the data spells them, so one source decides
 * them; any other country, or a private address, is no region.
 */
export function regionOfRecord(record: string): AddressRegion {
  const [country, , province, city] = record.split("|");
  if (country !== COUNTRY_KEPT) return UNKNOWN;
  const known = (field: string | undefined) => (field && field !== UNKNOWN_FIELD ? field : null);
  return { province: known(province), city: known(city) };
}

/** Reads the whole data file into memory once (11 MB): each lookup is then a search of a buffer. */
export async function loadSearcher(file: URL = REGION_DATA): Promise<Searcher> {
  const xdb = await promisify(brotliDecompress)(await readFile(file));
  const version = versionFromHeader(new Header(xdb.subarray(0, 256)));
  if (!version) throw new Error(`${file.pathname}: not an ip2region xdb file`);
  return newWithBuffer(version, xdb);
}

/**
 * The offline lookup: no address leaves the process. The data covers IPv4 only, so an IPv6 address
 * (other than an IPv4-mapped one) has no region rather than a guessed one.
 */
export function createOfflineRegionLookup(searcher: () => Promise<Searcher> = sharedSearcher): RegionLookup {
  return {
    async regionOf(address) {
      const ipv4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
      if (!IPV4.test(ipv4)) return UNKNOWN;
      return regionOfRecord(await (await searcher()).search(ipv4));
    },
  };
}

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

let loaded: Promise<Searcher> | null = null;
/** One copy per process, loaded on the first lookup; a failed load is tried again next time. */
function sharedSearcher(): Promise<Searcher> {
  loaded ??= loadSearcher().catch((error) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
