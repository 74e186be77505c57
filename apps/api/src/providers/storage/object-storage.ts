/** What a signed upload may contain (issue 3): one folder, a size range and image types. */
export interface UploadPolicyRequest {
  keyPrefix: string;
  maxBytes: number;
  contentTypes: readonly string[];
  /** The app's clock; S3 signatures use the system clock, which is the same one outside tests. */
  issuedAt: Date;
  expiresInSeconds: number;
}

export interface SignedUploadPolicy {
  /** Where the browser posts the multipart form. */
  host: string;
  policy: string;
  signature: string;
  /** Every form field to send besides `key` and `file` (`policy` and `signature` among them). */
  fields: Record<string, string>;
}

/** The result of checking a posted form against the policy it carries. */
export type UploadPolicyCheck =
  | { ok: true; maxBytes: number; contentTypes: readonly string[] }
  | { ok: false; reason: "forged" | "expired" | "key-outside-prefix" | "invalid-key" };

export interface UploadForm {
  key: string;
  policy: string;
  signature: string;
}

/** The receiving side, for drivers where this process accepts the browser's POST itself. */
export interface UploadReceiver {
  /** The folder stored objects live in; the image host serves it read-only. */
  readonly rootDir: string;
  checkUpload(form: UploadForm, now: Date): UploadPolicyCheck;
  /** Stores every object or none; refuses to replace an existing key, so served files stay immutable. */
  putObjects(objects: readonly { key: string; body: Buffer }[]): Promise<void>;
}

/**
 * Object storage for user images: the browser uploads directly with a signed policy,
 * whether to the local image host (default) or to an S3-compatible bucket.
 */
export interface ObjectStorage {
  readonly driver: "local" | "s3";
  createUploadPolicy(request: UploadPolicyRequest): Promise<SignedUploadPolicy>;
  publicUrl(key: string): string;
  readonly receiver?: UploadReceiver;
}

export class ObjectExistsError extends Error {
  override name = "ObjectExistsError";
}
