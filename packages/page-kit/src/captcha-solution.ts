import type { Challenge, DeriveKeyFunction } from "altcha-lib";

// The browser builds of the key derivations (Web Crypto); the default ones need node:crypto.
async function loadDeriveKey(algorithm: string): Promise<DeriveKeyFunction> {
  if (algorithm.startsWith("PBKDF2/")) return (await import("altcha-lib/algorithms/web/pbkdf2")).deriveKey;
  if (algorithm.startsWith("SHA-")) return (await import("altcha-lib/algorithms/web/sha")).deriveKey;
  throw new Error(`Unsupported captcha algorithm ${algorithm}`);
}

/**
 * Solves a proof-of-work challenge (GET /captcha/challenge) in this tab and answers the payload that
 * POST /captcha/verify trades for a one-time captcha token (docs/decisions/004). Both sites' SMS
 * forms use it; the solver is loaded only here, so pages that never need a captcha never download it.
 */
export async function solveCaptchaChallenge(challenge: Challenge, signal: AbortSignal): Promise<string> {
  const [{ solveChallenge }, deriveKey] = await Promise.all([
    import("altcha-lib"),
    loadDeriveKey(challenge.parameters.algorithm),
  ]);
  const controller = new AbortController();
  signal.addEventListener("abort", () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) throw new Error("The captcha was not solved in time");
  return btoa(JSON.stringify({ challenge, solution }));
}
