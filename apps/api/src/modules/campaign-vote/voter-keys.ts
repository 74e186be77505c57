import { createHmac, hkdfSync } from "node:crypto";
import { networkOfAddress } from "@tousu/domain";

export interface VoterKeys {
  /** The keyed hash of the voter's network (IPv4 /24, IPv6 /48). */
  networkKey: string;
  /** The keyed hash of the voter's address. */
  addressKey: string;
}

/** The key derived from each secret, derived once: every vote needs it. */
const hashingKeys = new Map<string, Buffer>();

function hashingKeyOf(secret: string): Buffer {
  let key = hashingKeys.get(secret);
  if (key === undefined) {
    key = Buffer.from(hkdfSync("sha256", secret, "campaign-votes", "voter-address-keys", 32));
    hashingKeys.set(secret, key);
  }
  return key;
}

/**
 * The keyed hashes a vote stores instead of the voter's address (decision 097): the same address
 * always gives the same keys, so limits and bursts can be counted, but without the secret (derived
 * from PII_SECRET) the keys cannot be turned back into addresses, not even by trying every IPv4.
 */
export function voterKeysOf(secret: string, address: string): VoterKeys {
  const key = hashingKeyOf(secret);
  const digest = (label: string, value: string) =>
    createHmac("sha256", key).update(`${label}:${value}`).digest("base64url").slice(0, 32);
  return { networkKey: digest("network", networkOfAddress(address)), addressKey: digest("address", address) };
}
