/** What a signed upload may contain: one object key, a size range and image types. */
export interface UploadPolicyRequest {
  /** The one object the policy admits, in its own random folder. */
  key: string;
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
  | { ok: false; reason: "forged" | "expired" | "key-mismatch" };

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
  /**
   * Makes an uploaded image fit to attach to a complaint and returns the URLs to store. Where the
   * upload went through our receiver it was already checked and re-encoded; where the browser
   * posted straight to a bucket, this is the first time the server sees the bytes.
   * Throws `UnusableImageError` for anything that is not a real image within the size limit.
   */
  adoptUploadedImage(url: string): Promise<AdoptedImage>;
  /** The signed folder (`key_prefix` of a policy) an image URL of this storage came from; null for any other URL. */
  uploadFolderOf(url: string): string | null;
  /** Deletes every object stored under a signed folder (and what adopting them made); none is no error. */
  deleteFolder(keyPrefix: string): Promise<void>;
  /** Deletes the object stored under a key; none is no error. */
  deleteObject(key: string): Promise<void>;
  /** Whether an object is stored under a key. */
  hasObject(key: string): Promise<boolean>;
  /**
   * Stores a file the server made itself (a share poster, a mini-program code) under a key that names
   * its content, served at `publicUrl(key)` with immutable caching; a key already stored is left as it
   * is, since its content is the same.
   */
  writeObject(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A stored file's bytes; null when nothing is stored under the key. */
  readObject(key: string): Promise<Buffer | null>;
  /**
   * Stores an object only the server reads (a sealed licence photo): kept apart from everything the
   * image host or the bucket's public address serves, so no URL reaches it (decision 061).
   */
  writePrivateObject(key: string, body: Buffer): Promise<void>;
  /** A private object's bytes; null when none is stored under the key. */
  readPrivateObject(key: string): Promise<Buffer | null>;
  readonly receiver?: UploadReceiver;
}

export interface AdoptedImage {
  url: string;
  thumbUrl: string | null;
}

/** The object key of a URL under a storage's public base, or null when it is not under it. */
export const keyOf = (url: string, base: string): string | null =>
  url.startsWith(base) ? url.slice(base.length) : null;

/** The folder of an object key (`complaints/2026/11/26/<random>/`), as upload policies sign it. */
export const folderOf = (key: string): string => key.slice(0, key.lastIndexOf("/") + 1);

/** The thumbnail's key beside an image's key, the same for every driver. */
export const thumbnailKeyOf = (key: string) => `${key}_thumb.webp`;

/** An uploaded object that cannot be attached: gone, over the size limit, or not an image by content. */
export class UnusableImageError extends Error {
  override name = "UnusableImageError";
  constructor(
    readonly reason: "missing" | "too-large" | "not-an-image",
    readonly url: string,
  ) {
    super(`uploaded image ${url} is unusable: ${reason}`);
  }
}

export class ObjectExistsError extends Error {
  override name = "ObjectExistsError";
}
