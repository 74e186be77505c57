import { ecb } from "@noble/ciphers/aes.js";
import { bytesToUtf8, utf8ToBytes } from "@noble/ciphers/utils.js";

// The product demands AES-ECB with a fixed key (docs/product/validation.md#complaint-content), and the API expects exactly that. It is transport
// obfuscation, not security: ECB leaks repeated blocks and the key ships to every browser. TLS is what
// protects the content. @noble/ciphers is used because Web Crypto offers no ECB mode; ecb() applies
// PKCS#7 padding by default, which is what the other side (OpenSSL-style aes-*-ecb) expects.
// Imported as "@tousu/domain/content-cipher", outside the package's index: @noble/ciphers' AES module
// builds its lookup tables (four arrays of 65,536 entries) as it runs, and every public page imports
// the index at first load; only the forms that send a complaint's content need the cipher
// (docs/decisions/077).

const AES_KEY_BYTES = [16, 24, 32];

function toKeyBytes(key: string): Uint8Array {
  const bytes = utf8ToBytes(key);
  if (!AES_KEY_BYTES.includes(bytes.length)) {
    throw new Error(`AES key must be 16, 24 or 32 bytes of UTF-8, got ${bytes.length} bytes`);
  }
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  // Byte by byte: spreading a long array into String.fromCharCode would overflow the call stack.
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** AES-ECB/PKCS#7 of the UTF-8 text, base64-encoded; the key length selects AES-128/192/256. */
export function encryptContent(text: string, key: string): string {
  return toBase64(ecb(toKeyBytes(key)).encrypt(utf8ToBytes(text)));
}

/** Inverse of encryptContent; throws on bad base64, a wrong key or broken padding. */
export function decryptContent(cipher: string, key: string): string {
  return bytesToUtf8(ecb(toKeyBytes(key)).decrypt(fromBase64(cipher)));
}
