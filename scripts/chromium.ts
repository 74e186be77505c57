/** Debian's Chromium, never a downloaded browser (README.md). */
export const CHROMIUM_EXECUTABLE = "/usr/bin/chromium";

/**
 * Flags for headless runs here: no sandbox as root, and none of Chromium's background
 * connections, which this machine's closed network would refuse by the dozen.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
