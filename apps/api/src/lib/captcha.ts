import { randomBytes } from "node:crypto";
import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { SharedState } from "../providers/shared-state/shared-state";
import { createFieldSigner } from "./signed-fields";

const CHALLENGE_TTL_MS = 5 * 60_000;
const CAPTCHA_TOKEN_TTL_SECONDS = 5 * 60;
// PBKDF2 iterations per attempt: Web Crypto runs PBKDF2 natively, so a phone solves a challenge
// in well under a second, while a script requesting thousands of SMS codes pays for each one.
const CHALLENGE_ALGORITHM = "PBKDF2/SHA-256";
const CHALLENGE_COST = 5_000;

/**
 * A self-hosted proof-of-work captcha (ALTCHA): no third-party service, works offline.
 * A solved challenge is exchanged once for a short-lived captcha token that send_sms accepts.
 * Spent challenges and tokens are marked for their lifetime in the nodes' shared state (Redis when
 * configured, so a token spent on one node is spent on all; decision 099).
 */
export function createCaptcha(secret: string, shared: Pick<SharedState, "claimOnce">) {
  const tokens = createFieldSigner(secret, { encoding: "hex" });

  return {
    async createChallenge() {
      const challenge = await createChallenge({
        algorithm: CHALLENGE_ALGORITHM,
        cost: CHALLENGE_COST,
        deriveKey,
        hmacSignatureSecret: secret,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
      // The contract keeps unknown parameter fields (looseObject) so the library may add some.
      const parameters: typeof challenge.parameters & Record<string, unknown> = { ...challenge.parameters };
      return { parameters, signature: challenge.signature ?? "" };
    },

    /** Returns a captcha token, or null when the payload is malformed, forged, expired or reused. */
    async exchangeSolution(payload: string): Promise<{ token: string; expiresIn: number } | null> {
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
      } catch {
        return null;
      }
      if (!isPayload(decoded)) return null;
      const nonce = String(decoded.challenge.parameters.nonce);
      const result = await verifySolution({
        challenge: decoded.challenge as Parameters<typeof verifySolution>[0]["challenge"],
        solution: decoded.solution as Parameters<typeof verifySolution>[0]["solution"],
        deriveKey,
        hmacSignatureSecret: secret,
      }).catch(() => null);
      if (!result?.verified || !(await shared.claimOnce(`captcha-challenge:${nonce}`, CHALLENGE_TTL_MS)))
        return null;
      const fields = [
        Math.floor(Date.now() / 1000) + CAPTCHA_TOKEN_TTL_SECONDS,
        randomBytes(12).toString("hex"),
      ];
      return { token: `${fields.join(".")}.${tokens.sign(fields)}`, expiresIn: CAPTCHA_TOKEN_TTL_SECONDS };
    },

    /** A captcha token is good for one SMS request. */
    async consumeToken(token: string | undefined): Promise<boolean> {
      if (!token) return false;
      const parts = token.split(".");
      const [expiresAt, nonce, signature] = parts;
      if (parts.length !== 3 || !expiresAt || !nonce || !signature) return false;
      if (!tokens.isCurrent([expiresAt, nonce], signature, Number(expiresAt) * 1000, Date.now()))
        return false;
      return shared.claimOnce(`captcha-token:${nonce}`, CAPTCHA_TOKEN_TTL_SECONDS * 1000);
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;

function isPayload(value: unknown): value is {
  challenge: { parameters: { nonce: unknown }; signature?: unknown };
  solution: unknown;
} {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as { challenge?: { parameters?: { nonce?: unknown } }; solution?: unknown };
  return (
    typeof candidate.challenge?.parameters?.nonce === "string" &&
    typeof candidate.solution === "object" &&
    candidate.solution !== null
  );
}
