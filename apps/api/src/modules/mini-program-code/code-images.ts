import { createHash } from "node:crypto";
import { schema } from "@tousu/db";
import {
  MINI_PROGRAM_CODE_WIDTH,
  MINI_PROGRAM_PAGES,
  type MiniProgramPageKind,
  type MiniProgramTarget,
  miniProgramSitePath,
} from "@tousu/domain";
import { and, eq, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { badRequest, busy, notFound } from "../../lib/app-error";
import { isVerifiedLawyer } from "../../lib/verified-lawyer";
import { makeOnce } from "../../providers/shared-state/made-once";
import { sniffImageType } from "../../providers/storage/process-image";
import type { MiniProgramCode } from "../../providers/wechat/mini-program-codes";
import { isRateLimited } from "../../providers/wechat/wechat-api";
import { isPublished } from "../article";
import { sceneFor } from "./scenes";

const { complaints, brands, enterprises, articles, collectiveComplaints, campaigns } = schema;

/** WeChat counts its code quota per minute: ask to come back after one. */
const WECHAT_QUOTA_RETRY_SECONDS = 60;
/** How long a node's hold on drawing one code lasts if it is never released (the node died). */
const CODE_HOLD_MS = 15_000;

export type CodeDeps = Pick<AppDeps, "db" | "config" | "providers">;

export interface StoredMiniProgramCode extends MiniProgramCode {
  scene: string;
  /** Where the stored image is served from (object storage). */
  url: string;
}

/** A page of one thing needs its id, and the thing must be public; goods are checked by format only. */
async function checkTarget({ db, providers }: CodeDeps, { page, id }: MiniProgramTarget): Promise<void> {
  if (!MINI_PROGRAM_PAGES[page].needsId) return;
  if (id === null) throw badRequest("缺少 id");
  const exists = (
    table:
      | typeof complaints
      | typeof brands
      | typeof enterprises
      | typeof articles
      | typeof collectiveComplaints
      | typeof campaigns,
    where?: SQL,
  ) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), where))
      .limit(1)
      .then((rows) => rows.length > 0);
  const isPublic: Record<MiniProgramPageKind, () => Promise<boolean>> = {
    home: async () => true,
    complaint: () => exists(complaints, isPublicComplaint()),
    brand: () => exists(brands),
    enterprise: () => exists(enterprises),
    article: () => exists(articles, isPublished(providers.now())),
    collective: () => exists(collectiveComplaints),
    // Goods come with the life service's catalogue; until then the code opens the life channel.
    goods: async () => true,
    law: async () => true,
    lawyer: () => isVerifiedLawyer(db, id),
    campaign: () => exists(campaigns, eq(campaigns.visible, true)),
  };
  if (!(await isPublic[page]())) throw notFound("页面不存在或未公开，无法生成小程序码");
}

/**
 * What a target's code is drawn from besides its scene, and the name of that picture: a digest of
 * who draws it and what it opens, so a change of any of them draws a new picture. It reads nothing,
 * so a caller that stores something drawn with the code (a poster) can name it without drawing.
 */
export function codeVersion(
  { config, providers }: Pick<CodeDeps, "config" | "providers">,
  target: MiniProgramTarget,
  width: number = MINI_PROGRAM_CODE_WIDTH.default,
) {
  const codes = providers.miniProgramCodes;
  const miniProgramPath = MINI_PROGRAM_PAGES[target.page].miniProgramPath;
  const siteUrl = `${config.siteOrigin}${miniProgramSitePath(target)}`;
  const variant = createHash("sha256")
    .update(JSON.stringify([codes.kind, miniProgramPath, siteUrl, config.WECHAT_MINIPROGRAM_ENV_VERSION]))
    .digest("hex")
    .slice(0, 12);
  return { miniProgramPath, siteUrl, width, name: `${width}-${variant}.${codes.extension}` };
}

/**
 * The code of a page (decision 044): its scene from the scene table, the image from object storage
 * when drawn before, else drawn by the provider and stored. WeChat limits how many codes an app
 * may draw, so each (page, scene, width) is drawn once, by one request of one node at a time
 * (decision 104); a refusal stores nothing.
 */
export async function codeFor(
  deps: CodeDeps,
  target: MiniProgramTarget,
  width: number = MINI_PROGRAM_CODE_WIDTH.default,
): Promise<StoredMiniProgramCode> {
  const { db, providers } = deps;
  await checkTarget(deps, target);
  const codes = providers.miniProgramCodes;
  const scene = await sceneFor(db, target);
  const { name, ...request } = codeVersion(deps, target, width);
  const key = `mini-program-codes/${scene}/${name}`;
  const url = providers.storage.publicUrl(key);
  const readStored = async (): Promise<StoredMiniProgramCode | null> => {
    const stored = await providers.storage.readObject(key);
    const storedType = stored && sniffImageType(stored);
    if (stored && (storedType === "image/png" || storedType === "image/jpeg"))
      return { image: stored, contentType: storedType, kind: codes.kind, scene, url };
    return null;
  };
  return (
    (await readStored()) ??
    makeOnce(providers.shared, key, CODE_HOLD_MS, readStored, async () => {
      const drawn = await codes.draw({ scene, ...request }).catch((error: unknown) => {
        // WeChat's quota of codes for the whole app: busy for everyone, not this caller's fault.
        if (isRateLimited(error)) throw busy("小程序码生成过于频繁，请稍后再试", WECHAT_QUOTA_RETRY_SECONDS);
        throw error;
      });
      await providers.storage.writeObject(key, drawn.image, drawn.contentType);
      return { ...drawn, scene, url };
    })
  );
}
