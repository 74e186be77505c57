import type { Config } from "../../config";
import { createHttpIdentityVerifier } from "./http-identity-verifier";
import type { IdentityVerifier } from "./identity-verifier";
import { createLocalIdentityVerifier } from "./local-identity-verifier";

export function createIdentityVerifier(config: Config): IdentityVerifier {
  if (config.IDENTITY_PROVIDER === "http") {
    // Config validation guarantees both are present for the http provider.
    return createHttpIdentityVerifier({ url: config.IDENTITY_API_URL!, appCode: config.IDENTITY_APP_CODE! });
  }
  return createLocalIdentityVerifier();
}
