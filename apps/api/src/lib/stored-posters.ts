import type { PosterKind, PosterSubjectKind } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { AppDeps } from "../app-deps";

const { storedPosters } = schema;

type PosterDeps = Pick<AppDeps, "db" | "providers">;

/**
 * The posters drawn of each subject that can stop being public (decision 060): a complaint a
 * moderator hides, an article withdrawn, a lawyer suspended or sent back to review, a campaign hidden,
 * a player withdrawn. Brands and
 * enterprises stay public; the find-a-lawyer poster has no subject.
 */
export const POSTER_KINDS_OF = {
  complaint: ["tousu", "help", "evaluation"],
  article: ["article"],
  lawyer: ["lawyer", "lawyer-card"],
  campaign: ["vote"],
  player: ["player"],
} as const satisfies Record<string, readonly PosterKind[]>;

export type PosterSubject = keyof typeof POSTER_KINDS_OF;

/** Where a subject's posters of one kind are stored, each under its content hash. */
export const posterFolder = (kind: PosterSubjectKind, subjectId: number) => `posters/${kind}/${subjectId}/`;

/**
 * Records a poster just stored and deletes the versions of the same poster it replaces (a changed
 * status, title or day count): an old address would otherwise keep serving what the subject no
 * longer says for as long as storage keeps it.
 */
export async function recordStoredPoster(
  deps: PosterDeps,
  poster: { key: string; kind: PosterSubjectKind; subjectId: number },
): Promise<void> {
  const { db, providers } = deps;
  await db
    .insert(storedPosters)
    .values({ ...poster, storedAt: providers.now() })
    .onConflictDoNothing();
  const replaced = await db
    .select({ key: storedPosters.key })
    .from(storedPosters)
    .where(
      and(
        eq(storedPosters.kind, poster.kind),
        eq(storedPosters.subjectId, poster.subjectId),
        ne(storedPosters.key, poster.key),
      ),
    );
  await deleteStoredPosters(deps, replaced);
}

/** Deletes stored posters, the image before its record, so a failure leaves the record to try again. */
export async function deleteStoredPosters(deps: PosterDeps, posters: readonly { key: string }[]) {
  for (const { key } of posters) {
    await deps.providers.storage.deleteObject(key);
    await deps.db.delete(storedPosters).where(eq(storedPosters.key, key));
  }
}

/**
 * Deletes every poster of a subject that stopped being public, with their records. Called after the
 * step that hid it has committed; a poster drawn meanwhile is deleted by its own request, which looks
 * at the subject again after drawing (`modules/poster`). A storage failure is logged: the step stands.
 */
export async function deleteSubjectPosters(
  deps: PosterDeps & Pick<AppDeps, "log">,
  subject: PosterSubject,
  subjectId: number,
): Promise<void> {
  const kinds = POSTER_KINDS_OF[subject];
  try {
    for (const kind of kinds) await deps.providers.storage.deleteFolder(posterFolder(kind, subjectId));
    await deps.db
      .delete(storedPosters)
      .where(and(inArray(storedPosters.kind, [...kinds]), eq(storedPosters.subjectId, subjectId)));
  } catch (error) {
    deps.log.warn({ err: error, subject, subjectId }, "posters not deleted");
  }
}
