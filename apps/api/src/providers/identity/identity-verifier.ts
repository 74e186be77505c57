export interface IdentityClaim {
  realName: string;
  idCard: string;
}

/**
 * Checks that a name and a mainland ID number belong together (二要素核验).
 * Implementations never log either value; a thrown error means "could not check", not "mismatch".
 */
export interface IdentityVerifier {
  readonly name: string;
  verify(claim: IdentityClaim): Promise<{ verified: boolean }>;
}
