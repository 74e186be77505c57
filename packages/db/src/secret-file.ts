import { randomBytes } from "node:crypto";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";

/** A generated password: 256 random bits, hex, so it needs no escaping in a URL or a statement. */
export function generateSecret(): string {
  return randomBytes(32).toString("hex");
}

/** A generated secret kept in a file only its owner may read; null when the file does not exist. */
export function readSecretFile(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export function writeSecretFile(file: string, secret: string): void {
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  // The mode above applies only to a file that did not exist yet.
  chmodSync(file, 0o600);
}
