import { FOREIGN_IMAGE_MESSAGE, VISITOR_UPLOAD_QUOTA_MESSAGE } from "@tousu/contracts";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { UNATTACHED_UPLOAD_TTL_MS, VISITOR_UPLOADS_PER_DAY } from "@tousu/domain";
import { and, count, eq, gt, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import type { AppDeps } from "../../app";
import { type JobHandler, scheduleNextRun } from "../../jobs/job-queue";
import { badRequest } from "../../lib/app-error";

const { uploads } = schema;

const DAY_MS = 24 * 60 * 60_000;

/** Who uploads: a member by account (`userId`), a visitor (`userId: null`) by address. */
export interface Uploader {
  userId: number | null;
  ip: string;
}

/**
 * Records who a signed upload folder is for, before the policy is handed out. A visitor's address
 * may have VISITOR_UPLOADS_PER_DAY folders a day; a member's uploads count against the per-request
 * rate limit only.
 */
export async function recordUpload(
  db: DatabaseOrTransaction,
  input: { keyPrefix: string; uploader: Uploader; now: Date },
): Promise<void> {
  const { uploader, now } = input;
  if (uploader.userId === null) {
    const [today] = await db
      .select({ value: count() })
      .from(uploads)
      .where(
        and(
          isNull(uploads.userId),
          eq(uploads.ip, uploader.ip),
          gt(uploads.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((today?.value ?? 0) >= VISITOR_UPLOADS_PER_DAY) throw badRequest(VISITOR_UPLOAD_QUOTA_MESSAGE);
  }
  await db.insert(uploads).values({
    keyPrefix: input.keyPrefix,
    userId: uploader.userId,
    ip: uploader.userId === null ? uploader.ip : null,
    createdAt: now,
  });
}

/**
 * The folders of images a complaint is to attach, refusing (400, nothing stored) any that its
 * submitter did not upload: a member's own, or a visitor's from the same address, which a member
 * may also attach after signing in mid-form. `alreadyAttached` are the complaint's own images, which
 * need no check.
 */
export async function uploaderFolders(
  deps: Pick<AppDeps, "db" | "providers">,
  input: { urls: readonly string[]; uploader: Uploader; alreadyAttached?: ReadonlySet<string> },
): Promise<string[]> {
  const prefixes = new Set<string>();
  for (const url of input.urls) {
    if (input.alreadyAttached?.has(url)) continue;
    const prefix = deps.providers.storage.uploadFolderOf(url);
    if (!prefix) throw badRequest(FOREIGN_IMAGE_MESSAGE);
    prefixes.add(prefix);
  }
  const owned = await ownedFolders(deps.db, [...prefixes], input.uploader);
  if (owned.length < prefixes.size) throw badRequest(FOREIGN_IMAGE_MESSAGE);
  return owned;
}

/** Which of `prefixes` the uploader's own folders are. */
async function ownedFolders(
  db: DatabaseOrTransaction,
  prefixes: readonly string[],
  uploader: Uploader,
): Promise<string[]> {
  if (prefixes.length === 0) return [];
  const rows = await db
    .select({ keyPrefix: uploads.keyPrefix, userId: uploads.userId, ip: uploads.ip })
    .from(uploads)
    .where(inArray(uploads.keyPrefix, [...prefixes]));
  return rows
    .filter(
      (row) =>
        (uploader.userId !== null && row.userId === uploader.userId) ||
        (row.userId === null && row.ip === uploader.ip),
    )
    .map((row) => row.keyPrefix);
}

/**
 * A saved draft keeps the uploader's own images it holds past the unattached uploads' day, so a
 * draft finished days later still has its evidence; anything else in it is checked at submission.
 */
export async function keepDraftUploads(
  deps: Pick<AppDeps, "db" | "providers">,
  urls: readonly string[],
  uploader: Uploader,
): Promise<void> {
  const prefixes = urls.flatMap((url) => deps.providers.storage.uploadFolderOf(url) ?? []);
  await markUploadsAttached(deps.db, await ownedFolders(deps.db, prefixes, uploader), deps.providers.now());
}

/** Inside the transaction that attaches them: these folders are kept past the unattached uploads' day. */
export async function markUploadsAttached(
  db: DatabaseOrTransaction,
  keyPrefixes: readonly string[],
  now: Date,
): Promise<void> {
  if (keyPrefixes.length === 0) return;
  await db
    .update(uploads)
    .set({ attachedAt: now })
    .where(and(inArray(uploads.keyPrefix, [...keyPrefixes]), isNull(uploads.attachedAt)));
}

export const UPLOAD_CLEANUP_JOB = "uploads.cleanup";
const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** Folders deleted per statement batch, so one run never holds many rows. */
const CLEANUP_BATCH = 200;

export function scheduleUploadCleanup(db: DatabaseOrTransaction, now: Date): Promise<void> {
  return scheduleNextRun(db, UPLOAD_CLEANUP_JOB, UPLOAD_CLEANUP_INTERVAL_MS, now);
}

/**
 * Every hour: deletes the folders no complaint attached within UNATTACHED_UPLOAD_TTL_MS, files
 * first and then the row (a crash between leaves the row, and the next run deletes again), and
 * forgets the visitor addresses of uploads past their quota day. Then books the next run.
 */
export function createUploadCleanupJobHandler(deps: Pick<AppDeps, "db" | "providers">): JobHandler {
  return async (_payload, now) => {
    const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS);
    for (;;) {
      const expired = await deps.db
        .select({ id: uploads.id, keyPrefix: uploads.keyPrefix })
        .from(uploads)
        .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, cutoff)))
        .orderBy(uploads.createdAt)
        .limit(CLEANUP_BATCH);
      for (const upload of expired) await deps.providers.storage.deleteFolder(upload.keyPrefix);
      if (expired.length > 0)
        await deps.db.delete(uploads).where(
          inArray(
            uploads.id,
            expired.map((upload) => upload.id),
          ),
        );
      if (expired.length < CLEANUP_BATCH) break;
    }
    await deps.db
      .update(uploads)
      .set({ ip: null })
      .where(
        and(
          isNotNull(uploads.ip),
          isNotNull(uploads.attachedAt),
          lt(uploads.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    await scheduleUploadCleanup(deps.db, now);
  };
}
