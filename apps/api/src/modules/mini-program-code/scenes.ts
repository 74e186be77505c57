import { createHash } from "node:crypto";
import { type Database, schema } from "@tousu/db";
import { MINI_PROGRAM_PAGES, type MiniProgramTarget, sceneFromDigest, targetKey } from "@tousu/domain";
import { eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error";

const { miniProgramScenes } = schema;

/**
 * The scene of a target, written on first use. The scene is a digest of the target, so two
 * requests for one target write one row (the second insert does nothing) and never race.
 */
export async function sceneFor(db: Database, target: MiniProgramTarget): Promise<string> {
  const scene = sceneFromDigest(createHash("sha256").update(targetKey(target)).digest());
  await db
    .insert(miniProgramScenes)
    .values({ scene, page: target.page, targetId: target.id })
    .onConflictDoNothing();
  return scene;
}

/** What a scene opens; 404 for a scene no code of ours carries. */
export async function targetOfScene(db: Database, scene: string): Promise<MiniProgramTarget> {
  const [row] = await db
    .select({ page: miniProgramScenes.page, id: miniProgramScenes.targetId })
    .from(miniProgramScenes)
    .where(eq(miniProgramScenes.scene, scene));
  if (!row || !(row.page in MINI_PROGRAM_PAGES)) throw notFound("小程序码已失效或不存在");
  return { page: row.page as MiniProgramTarget["page"], id: row.id };
}
