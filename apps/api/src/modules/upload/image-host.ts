import { mkdir } from "node:fs/promises";
import multipart, { type MultipartFile } from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import {
  envelopeOf,
  UPLOAD_TYPE_MESSAGE,
  type UploadContentType,
  uploadedFile,
  uploadSizeMessage,
} from "@tousu/contracts";
import { ResultCode } from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { AppError, badRequest } from "../../lib/app-error";
import {
  folderOf,
  ObjectExistsError,
  thumbnailKeyOf,
  type UploadPolicyCheck,
} from "../../providers/storage/object-storage";
import { processImage, sniffImageType } from "../../providers/storage/process-image";
import { claimUploadFolder, releaseUploadFolder } from "./upload-records";

const POLICY_MESSAGES: Record<Extract<UploadPolicyCheck, { ok: false }>["reason"], string> = {
  forged: "上传凭证无效",
  expired: "上传凭证已过期，请重试",
  "key-mismatch": "文件路径与上传凭证不符",
};
/** A policy stores one file: a second POST with it is refused, whatever its name or type. */
const POLICY_USED_MESSAGE = "上传凭证已使用，请重新上传";

interface CheckedFile {
  key: string;
  bytes: Buffer;
  type: UploadContentType;
}

/** Form fields before the file, as OSS PostObject requires: the policy is checked before a byte is read. */
const POLICY_FIELDS = ["key", "policy", "signature"] as const;

/**
 * The image host of the local storage driver (mounted at /uploads): receives the browser's
 * signed multipart POST and serves stored files read-only. With an S3 bucket the bucket is the
 * image host and nothing is mounted here.
 */
export async function registerImageHost(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, providers } = deps;
  const { storage } = providers;
  const receiver = storage.receiver;
  if (!receiver) return;
  await mkdir(receiver.rootDir, { recursive: true });

  scope.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ code: ResultCode.NotFound, msg: "文件不存在", data: null }),
  );

  await scope.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 8 * 1024, parts: 11 },
  });

  const readCheckedFile = async (
    part: MultipartFile,
    fields: Record<string, string>,
  ): Promise<CheckedFile> => {
    const form = { key: fields.key ?? "", policy: fields.policy ?? "", signature: fields.signature ?? "" };
    if (POLICY_FIELDS.some((name) => !form[name])) {
      throw badRequest("上传表单不完整：key、policy、signature 须在 file 之前提交");
    }
    const check = receiver.checkUpload(form, providers.now());
    if (!check.ok) throw badRequest(POLICY_MESSAGES[check.reason]);
    const maxBytes = Math.min(check.maxBytes, config.UPLOAD_MAX_BYTES);
    const bytes = await part.toBuffer();
    if (bytes.length > maxBytes) throw badRequest(uploadSizeMessage(maxBytes));
    if (bytes.length === 0) throw badRequest("文件不能为空");
    const type = sniffImageType(bytes);
    if (!type || !check.contentTypes.includes(type)) throw badRequest(UPLOAD_TYPE_MESSAGE);
    return { key: form.key, bytes, type };
  };

  scope.withTypeProvider<ZodTypeProvider>().post(
    "/",
    {
      schema: { response: { 200: envelopeOf(uploadedFile) } },
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest("请使用 multipart/form-data 表单上传文件");
      const fields: Record<string, string> = {};
      let file: CheckedFile | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === "field") {
            if (typeof part.value === "string") fields[part.fieldname] = part.value;
            continue;
          }
          if (part.fieldname !== "file") throw badRequest("文件字段名须为 file");
          file = await readCheckedFile(part, fields);
        }
      } catch (error) {
        throw toUploadError(error, config.UPLOAD_MAX_BYTES);
      }
      if (!file) throw badRequest("请选择要上传的图片");

      const image = await processImage(file.bytes, file.type);
      const key = `${file.key.replace(/\.[^./]*$/, "")}.${image.extension}`;
      const thumbKey = thumbnailKeyOf(key);
      // The stored name takes the image's extension, so the signed key alone would admit one file
      // per type: the folder's record admits one file, first come, and a failed store gives it back.
      const folder = folderOf(file.key);
      if (!(await claimUploadFolder(deps.db, folder, providers.now()))) throw badRequest(POLICY_USED_MESSAGE);
      try {
        await receiver.putObjects([
          { key, body: image.body },
          { key: thumbKey, body: image.thumbnail },
        ]);
      } catch (error) {
        await releaseUploadFolder(deps.db, folder);
        if (error instanceof ObjectExistsError) throw badRequest(POLICY_USED_MESSAGE);
        throw error;
      }
      return {
        code: ResultCode.Ok,
        msg: "ok",
        data: {
          key,
          url: storage.publicUrl(key),
          thumb_url: storage.publicUrl(thumbKey),
          width: image.width,
          height: image.height,
          size: image.body.length,
          content_type: image.contentType,
        },
      };
    },
  );

  await scope.register(fastifyStatic, {
    root: receiver.rootDir,
    // The app's own reply decorator would clash with the page server's registration.
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    // Half-written files are never linked to a key, but their temporary names are not served either.
    allowedPath: (pathName) => !pathName.endsWith(".tmp"),
    setHeaders: (reply) => {
      // A key is never rewritten (putObjects refuses), so a URL's content never changes.
      reply.header("cache-control", "public, max-age=31536000, immutable");
      reply.header("x-content-type-options", "nosniff");
      // The sibling sites (mobile H5, company portal) embed these images from other origins.
      reply.header("cross-origin-resource-policy", "cross-origin");
    },
  });
}

/** Limits and failures of the multipart parser surface as 400s; users read them in Chinese. */
function toUploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return badRequest(uploadSizeMessage(maxBytes));
    case "FST_FILES_LIMIT":
      return badRequest("每次只能上传一个文件");
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return badRequest("上传表单字段过多");
    default:
      // Everything else read from the form is the form's own fault (cut short, no boundary): the
      // multipart parser's errors carry no code of their own.
      return badRequest("上传表单格式有误");
  }
}
