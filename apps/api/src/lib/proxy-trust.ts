import { BlockList, isIPv4 } from "node:net";

/** Checks an address against a BlockList, an IPv4-mapped IPv6 address (::ffff:1.2.3.4) as IPv4. */
function contains(list: BlockList, address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  return list.check(plain, isIPv4(plain) ? "ipv4" : "ipv6");
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/**
 * Which hops may set X-Forwarded-For (Fastify's trustProxy function, called from the socket peer,
 * hop 0, towards the client). The configured rule (TRUST_PROXY: none, a hop count, or addresses
 * and CIDRs) plus, at hop 0 only, a loopback peer: the web server's own SSR calls, which forward
 * the visitor's address so per-visitor limits and counters see the visitor (apps/web api.server.ts).
 * A remote client cannot use the loopback rule: its socket address is not loopback.
 */
export function createProxyTrust(rule: false | number | string[]): (address: string, hop: number) => boolean {
  const listed = new BlockList();
  for (const entry of Array.isArray(rule) ? rule : []) {
    const [address = "", prefix] = entry.split("/");
    const family = isIPv4(address) ? "ipv4" : "ipv6";
    if (prefix === undefined) listed.addAddress(address, family);
    else listed.addSubnet(address, Number(prefix), family);
  }
  const configured = (address: string, hop: number): boolean => {
    if (typeof rule === "number") return hop < rule;
    return Array.isArray(rule) && contains(listed, address);
  };
  return (address, hop) => (hop === 0 && contains(loopback, address)) || configured(address, hop);
}
