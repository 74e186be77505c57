import { randomBytes } from "node:crypto";
import { getOssSign, UPLOAD_CONTENT_TYPES, type UploadScene } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { unauthorized } from "../../lib/app-error";
import { route } from "../../lib/route";
import { issueUploadOwner } from "./upload-owner";
import { recordUpload } from "./upload-records";

/** Short enough that a leaked policy is soon useless; the client asks for a new one per upload. */
export const UPLOAD_POLICY_TTL_SECONDS = 10 * 60;

const SCENE_FOLDERS: Record<UploadScene, string> = { complaint: "complaints", avatar: "avatars" };
/** The one file of a signed folder; the local image host adds its image type's extension. */
const UPLOADED_FILE_NAME = "image";

/**
 * A fresh random folder per policy, holding its one file: the folder names the uploader (the
 * `uploads` record) and is what the cleanup deletes.
 */
export function createKeyPrefix(scene: UploadScene, now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "/");
  return `${SCENE_FOLDERS[scene]}/${day}/${randomBytes(12).toString("base64url")}/`;
}

export function registerUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { config, providers } = deps;

  route(
    app,
    getOssSign,
    async ({ query, user, request, reply }) => {
      // Visitors file complaints with evidence; an avatar belongs to an account.
      if (query.scene === "avatar" && !user) throw unauthorized();
      const issuedAt = providers.now();
      const keyPrefix = createKeyPrefix(query.scene, issuedAt);
      const key = `${keyPrefix}${UPLOADED_FILE_NAME}`;
      // The folder names its uploader: only they may attach what lands in it.
      await recordUpload(deps.db, {
        keyPrefix,
        userId: user?.id ?? null,
        ownerSecret: user ? null : issueUploadOwner(request, reply),
        ip: request.ip,
        now: issuedAt,
      });
      const signed = await providers.storage.createUploadPolicy({
        key,
        maxBytes: config.UPLOAD_MAX_BYTES,
        contentTypes: UPLOAD_CONTENT_TYPES,
        issuedAt,
        expiresInSeconds: UPLOAD_POLICY_TTL_SECONDS,
      });
      return {
        host: signed.host,
        key,
        key_prefix: keyPrefix,
        policy: signed.policy,
        signature: signed.signature,
        fields: signed.fields,
        expire: Math.floor(issuedAt.getTime() / 1000) + UPLOAD_POLICY_TTL_SECONDS,
        max_bytes: config.UPLOAD_MAX_BYTES,
        accept: [...UPLOAD_CONTENT_TYPES],
        url_prefix: providers.storage.publicUrl(keyPrefix),
      };
    },
    { rateLimit: { max: 30, timeWindow: "1 minute" } },
  );
}
