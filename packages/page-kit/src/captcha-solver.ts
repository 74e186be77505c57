import type { ContractData, getCaptchaChallenge } from "@tousu/contracts";
import type { DeriveKeyFunction } from "altcha-lib";

/** A proof-of-work challenge as `GET /auth/captcha` answers it (docs/decisions/004). */
export type CaptchaChallenge = ContractData<typeof getCaptchaChallenge>;

// The browser builds of the key derivations (Web Crypto); the default ones need node:crypto.
async function loadDeriveKey(algorithm: string): Promise<DeriveKeyFunction> {
  if (algorithm.startsWith("PBKDF2/")) return (await import("altcha-lib/algorithms/web/pbkdf2")).deriveKey;
  if (algorithm.startsWith("SHA-")) return (await import("altcha-lib/algorithms/web/sha")).deriveKey;
  throw new Error(`Unsupported captcha algorithm ${algorithm}`);
}

/**
 * Browser only: solves a proof-of-work challenge in this tab and answers the `payload` that
 * `POST /auth/captchaVerify` trades for a one-time captcha token. Both sites' SMS forms use it; the
 * solver is imported only here, so pages that never need a captcha never download it.
 */
export async function solveCaptchaChallenge(
  challenge: CaptchaChallenge,
  signal: AbortSignal,
): Promise<string> {
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
