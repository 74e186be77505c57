import { createHash } from "node:crypto";
import {
  FOREIGN_IMAGE_MESSAGE,
  MEMBER_UPLOAD_QUOTA_MESSAGE,
  VISITOR_UPLOAD_QUOTA_MESSAGE,
} from "@tousu/contracts";
import { type Database, type DatabaseOrTransaction, schema } from "@tousu/db";
import { MEMBER_UPLOADS_PER_DAY, UNATTACHED_UPLOAD_TTL_MS, VISITOR_UPLOADS_PER_DAY } from "@tousu/domain";
import { and, count, eq, gt, inArray, isNotNull, isNull, lt, notExists, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, type JobHandler, scheduleNextRun } from "../../jobs/job-queue";
import { badRequest } from "../../lib/app-error";

const { uploads, draftUploads } = schema;

const DAY_MS = 24 * 60 * 60_000;
/** Advisory-lock namespace (see file-complaint.ts for the others): one quota's signings run one at a time. */
const UPLOAD_QUOTA_LOCK = 5;

/** What the uploads table keeps of a secret: its SHA-256, so a read of the table owns nothing. */
export const ownerHashOf = (secret: string): string => createHash("sha256").update(secret).digest("hex");

/**
 * Who uploads: a member by account (`userId`), a visitor by the secret of their browser's
 * `upload-owner` cookie (`upload-owner.ts`). A member may also carry the secret of the uploads they
 * made as a visitor before logging in.
 */
export interface Uploader {
  userId: number | null;
  ownerSecret: string | null;
}

/**
 * Records who a signed upload folder is for, before the policy is handed out, within the signer's
 * daily quota: VISITOR_UPLOADS_PER_DAY per visitor address, MEMBER_UPLOADS_PER_DAY per member, over
 * the last 24 hours. The count and the insert hold a lock on the address or member, so parallel
 * signings cannot pass the quota together.
 */
export async function recordUpload(
  db: Database,
  input: { keyPrefix: string; userId: number | null; ownerSecret: string | null; ip: string; now: Date },
): Promise<void> {
  const { userId, now } = input;
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const quota =
    userId === null
      ? {
          lockKey: `visitor:${input.ip}`,
          counted: and(isNull(uploads.userId), eq(uploads.ip, input.ip), gt(uploads.createdAt, dayAgo)),
          limit: VISITOR_UPLOADS_PER_DAY,
          message: VISITOR_UPLOAD_QUOTA_MESSAGE,
        }
      : {
          lockKey: `member:${userId}`,
          counted: and(eq(uploads.userId, userId), gt(uploads.createdAt, dayAgo)),
          limit: MEMBER_UPLOADS_PER_DAY,
          message: MEMBER_UPLOAD_QUOTA_MESSAGE,
        };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}, hashtext(${quota.lockKey}))`);
    const [today] = await tx.select({ value: count() }).from(uploads).where(quota.counted);
    if ((today?.value ?? 0) >= quota.limit) throw badRequest(quota.message);
    await tx.insert(uploads).values({
      keyPrefix: input.keyPrefix,
      userId,
      ownerHash: userId === null && input.ownerSecret ? ownerHashOf(input.ownerSecret) : null,
      ip: userId === null ? input.ip : null,
      createdAt: now,
    });
  });
}

/**
 * The image host's one file per signed folder: true for the first file, false once one was stored
 * (or for a folder nobody signed). A failed store gives the folder back (`releaseUploadFolder`).
 */
export async function claimUploadFolder(
  db: DatabaseOrTransaction,
  keyPrefix: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(uploads)
    .set({ receivedAt: now })
    .where(and(eq(uploads.keyPrefix, keyPrefix), isNull(uploads.receivedAt)))
    .returning({ id: uploads.id });
  return claimed.length > 0;
}

export async function releaseUploadFolder(db: DatabaseOrTransaction, keyPrefix: string): Promise<void> {
  await db.update(uploads).set({ receivedAt: null }).where(eq(uploads.keyPrefix, keyPrefix));
}

/**
 * The folders of images a complaint is to attach, refusing (400, nothing stored) any that its
 * submitter did not upload: a member's own, or a visitor's by the secret of their browser, which a
 * member may also attach after signing in mid-form. `alreadyAttached` are the complaint's own
 * images, which need no check.
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
  return owned.map((folder) => folder.keyPrefix);
}

/** Which of `prefixes` are the uploader's own folders. */
async function ownedFolders(
  db: DatabaseOrTransaction,
  prefixes: readonly string[],
  uploader: Uploader,
): Promise<{ id: number; keyPrefix: string }[]> {
  if (prefixes.length === 0) return [];
  const ownerHash = uploader.ownerSecret ? ownerHashOf(uploader.ownerSecret) : null;
  const rows = await db
    .select({
      id: uploads.id,
      keyPrefix: uploads.keyPrefix,
      userId: uploads.userId,
      ownerHash: uploads.ownerHash,
    })
    .from(uploads)
    .where(inArray(uploads.keyPrefix, [...prefixes]));
  return rows
    .filter(
      (row) =>
        (uploader.userId !== null && row.userId === uploader.userId) ||
        (row.userId === null && ownerHash !== null && row.ownerHash === ownerHash),
    )
    .map(({ id, keyPrefix }) => ({ id, keyPrefix }));
}

/**
 * A saved draft holds the uploader's own images it lists, past the unattached uploads' day, so a
 * draft finished days later still has its evidence; images a save drops are let go (deleted once
 * their day is over), and so are all of a draft's when it is deleted. Anything else in the draft is
 * checked at submission. Visitor uploads it holds become the member's, as attaching makes them.
 */
export async function holdDraftUploads(
  deps: Pick<AppDeps, "db" | "providers">,
  draftId: number,
  urls: readonly string[],
  uploader: Uploader & { userId: number },
): Promise<void> {
  const prefixes = urls.flatMap((url) => deps.providers.storage.uploadFolderOf(url) ?? []);
  await deps.db.transaction(async (tx) => {
    const held = await ownedFolders(tx, prefixes, uploader);
    await tx.delete(draftUploads).where(eq(draftUploads.draftId, draftId));
    if (held.length === 0) return;
    await tx.insert(draftUploads).values(held.map((folder) => ({ draftId, uploadId: folder.id })));
    await claimForMember(
      tx,
      held.map((folder) => folder.keyPrefix),
      uploader.userId,
    );
  });
}

/**
 * Inside the transaction that attaches them: these folders are kept past the unattached uploads' day,
 * and a visitor's among them become the member's who attached them (`userId`; null for a visitor's
 * feedback).
 */
export async function markUploadsAttached(
  db: DatabaseOrTransaction,
  keyPrefixes: readonly string[],
  attachment: { now: Date; userId: number | null },
): Promise<void> {
  if (keyPrefixes.length === 0) return;
  await db
    .update(uploads)
    .set({ attachedAt: attachment.now })
    .where(and(inArray(uploads.keyPrefix, [...keyPrefixes]), isNull(uploads.attachedAt)));
  if (attachment.userId !== null) await claimForMember(db, keyPrefixes, attachment.userId);
}

async function claimForMember(db: DatabaseOrTransaction, keyPrefixes: readonly string[], userId: number) {
  await db
    .update(uploads)
    .set({ userId })
    .where(and(inArray(uploads.keyPrefix, [...keyPrefixes]), isNull(uploads.userId)));
}

export const UPLOAD_CLEANUP_JOB = "uploads.cleanup";
const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** Folders deleted per statement batch, so one run never holds many rows. */
const CLEANUP_BATCH = 200;

export function scheduleUploadCleanup(db: DatabaseOrTransaction, now: Date): Promise<void> {
  return scheduleNextRun(db, UPLOAD_CLEANUP_JOB, UPLOAD_CLEANUP_INTERVAL_MS, now);
}

/**
 * Every hour: deletes the folders neither attached nor held by a draft within
 * UNATTACHED_UPLOAD_TTL_MS, files first and then the row (a crash between leaves the row, and the
 * next run deletes again), and forgets the visitor addresses of uploads past their quota day. Then
 * books the next run.
 */
export function createUploadCleanupJobHandler(deps: Pick<AppDeps, "db" | "providers">): JobHandler {
  return async (_payload, now) => {
    const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS);
    for (;;) {
      const expired = await deps.db
        .select({ id: uploads.id, keyPrefix: uploads.keyPrefix })
        .from(uploads)
        .where(
          and(
            isNull(uploads.attachedAt),
            lt(uploads.createdAt, cutoff),
            notExists(
              deps.db
                .select({ held: sql`1` })
                .from(draftUploads)
                .where(eq(draftUploads.uploadId, uploads.id)),
            ),
          ),
        )
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
        // Whatever outlived the cleanup above is attached or held by a draft: its quota day is over.
        and(isNotNull(uploads.ip), lt(uploads.createdAt, new Date(now.getTime() - DAY_MS))),
      );
    await scheduleUploadCleanup(deps.db, now);
  };
}

/** The hourly clean-up; at start, the next one is booked. */
export function uploadCleanupJob(deps: Pick<AppDeps, "db" | "providers">): JobDefinition {
  return {
    name: UPLOAD_CLEANUP_JOB,
    handle: createUploadCleanupJobHandler(deps),
    atStart: (now) => scheduleUploadCleanup(deps.db, now),
  };
}
