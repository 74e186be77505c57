import type { ContractOutput, submitComplaint } from "@tousu/contracts";
import { complaintSearchTokens, decryptPii, encryptPii, schema, type Transaction } from "@tousu/db";
import { ResultCode } from "@tousu/domain";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { addFiledComplaint, joinComplaintToCollective } from "../../complaint-core/complaint-steps";
import { AppError, badRequest, forbidden, overLimit } from "../../lib/app-error";
import type { AuthenticatedUser } from "../../lib/request-user";
import { adoptUploadedImages, digestEvidenceImages } from "../../providers/storage/adopt-uploaded-images";
import { consumeSmsCode, createSession } from "../auth";
import { addMemberPriority } from "../member-service";
import { isOwnImageUrl, markUploadsAttached, uploaderFolders } from "../upload";
import { findOrCreateUserByPhone } from "../user";
import { findDuplicateComplaint } from "./find-duplicate-complaint";
import { readComplaintText } from "./read-complaint-text";
import { validateComplaintReferences } from "./validate-complaint-references";

const {
  complaints,
  complaintProblems,
  complaintAppeals,
  complaintAttributes,
  complaintImages,
  complaintOperatorStream,
  complaintReviewFlags,
  complaintDrafts,
  collectiveComplaints,
  users,
} = schema;

type SubmitBody = ContractOutput<typeof submitComplaint, "body">;
const HOUR_MS = 60 * 60_000;
/** Advisory-lock namespace (sms-codes uses 1 and 2): one user's submissions run one at a time. */
const COMPLAINT_USER_LOCK = 3;

/**
 * Files a complaint (docs/product/api.md#complaint-submission; decision 008). Every check that can fail runs before anything is
 * written, and everything written goes in one transaction, so a refused submission stores nothing.
 */
export async function fileComplaint(
  deps: AppDeps,
  input: {
    body: SubmitBody;
    user: AuthenticatedUser | null;
    userAgent: string | undefined;
    /** The visitor secret of the submitter's browser: their uploads from before they logged in, or as a visitor. */
    uploadOwner: string | null;
  },
): Promise<{ id: number; access_token?: string }> {
  const { body } = input;
  // A visitor must bring phone and code before any other work is done.
  const claim = input.user ? { user: input.user } : { visitor: requireVisitorCredentials(body) };

  const { title, content, reviewWords } = await readComplaintText(body, {
    contentKey: deps.config.CONTENT_AES_KEY,
    filter: deps.sensitiveWords,
  });

  // Wherever the storage driver serves images (local image host, IMAGE_ORIGIN or the S3 bucket's URL).
  const imagePrefixes = [deps.providers.storage.publicUrl("")];
  const images = [...new Set(body.images)];
  if (!images.every((url) => isOwnImageUrl(url, imagePrefixes))) throw badRequest("图片地址无效，请重新上传");

  const references = await validateComplaintReferences(deps.db, body);
  const uploadFolders = await uploaderFolders(deps, {
    urls: images,
    uploader: { userId: input.user?.id ?? null, ownerSecret: input.uploadOwner },
  });

  // Before the SMS code is spent and before the transaction: S3 uploads are fetched and re-encoded here.
  const adoptedImages = await digestEvidenceImages(
    deps.providers.storage,
    await adoptUploadedImages(deps.providers.storage, images),
  );

  const now = deps.providers.now();
  const author = claim.user
    ? await identifyUser(deps, claim.user, body.phone)
    : await signUpVisitor(deps, claim.visitor, now);

  const id = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${COMPLAINT_USER_LOCK}, hashtext(${String(author.userId)}))`,
    );
    const [recent] = await tx
      .select({ value: count() })
      .from(complaints)
      .where(
        and(
          eq(complaints.userId, author.userId),
          gt(complaints.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((recent?.value ?? 0) >= deps.config.COMPLAINT_HOURLY_LIMIT_PER_USER) {
      throw overLimit("投诉提交过于频繁，请稍后再试", HOUR_MS / 1000);
    }
    const duplicate = await findDuplicateComplaint(tx, {
      userId: author.userId,
      brandId: references.brandId,
      customBrandName: references.customBrandName,
      title,
      content,
      problemIds: references.problemIds,
      now,
    });
    if (duplicate) {
      // Accepting the offered collective joins the complaint already filed; nothing new is stored.
      if (references.collectiveId !== null && duplicate.collective?.id === references.collectiveId) {
        await joinCollective(tx, {
          complaintId: duplicate.duplicate_id,
          collectiveId: references.collectiveId,
          userId: author.userId,
          now,
        });
        await deleteDraft(tx, body.id, author.userId);
        return duplicate.duplicate_id;
      }
      throw new AppError(ResultCode.Warning, "您在24小时内已提交过相似投诉，请勿重复提交", duplicate);
    }

    const complaintId = await addFiledComplaint(tx, {
      userId: author.userId,
      brandId: references.brandId,
      customBrandName: references.customBrandName,
      subtypeId: references.subtypeId,
      collectiveId: references.collectiveId,
      title,
      content,
      money: body.money,
      isMedia: body.is_media,
      isAiTitle: body.is_ai_title,
      isCoManagement: body.is_co_management,
      channel: body.channel ?? null,
      linkId: body.link_id ?? null,
      phoneCipher: encryptPii(author.phone, deps.piiKeys.encryptionKey),
      realNameCipher: encryptPii(body.real_name, deps.piiKeys.encryptionKey),
      idCardCipher: body.id_card ? encryptPii(body.id_card, deps.piiKeys.encryptionKey) : null,
      searchTokens: complaintSearchTokens(title, content),
      createdAt: now,
      updatedAt: now,
    });

    await tx
      .insert(complaintProblems)
      .values(references.problemIds.map((problemId) => ({ complaintId, problemId })));
    await tx
      .insert(complaintAppeals)
      .values(references.appealIds.map((appealId) => ({ complaintId, appealId })));
    if (references.attributeValues.length > 0) {
      await tx
        .insert(complaintAttributes)
        .values(references.attributeValues.map((row) => ({ complaintId, ...row })));
    }
    if (adoptedImages.length > 0) {
      await tx.insert(complaintImages).values(
        adoptedImages.map(({ url, thumbUrl, sha256 }, sort) => ({
          complaintId,
          url,
          thumbUrl,
          sha256,
          sort,
          createdAt: now,
        })),
      );
      await markUploadsAttached(tx, uploadFolders, { now, userId: author.userId });
    }
    await tx.insert(complaintOperatorStream).values({
      complaintId,
      actorType: "user",
      actorId: author.userId,
      action: "created",
      content: "提交投诉",
      createdAt: now,
    });
    if (reviewWords.length > 0) {
      await tx
        .insert(complaintReviewFlags)
        .values({ complaintId, reason: "sensitive_word", words: reviewWords, createdAt: now });
    }
    await addMemberPriority(tx, { complaintId, userId: author.userId, filedAt: now });
    if (references.collectiveId !== null) await countCollectiveMember(tx, references.collectiveId);
    await deleteDraft(tx, body.id, author.userId);
    return complaintId;
  });

  if (claim.user) return { id };
  const session = await createSession(deps.db, {
    tokenKey: deps.sessionTokenKey,
    userId: author.userId,
    ttlDays: deps.config.SESSION_TTL_DAYS,
    userAgent: input.userAgent,
    now,
  });
  return { id, access_token: session.token };
}

interface VisitorCredentials {
  phone: string;
  code: string;
}

function requireVisitorCredentials(body: SubmitBody): VisitorCredentials {
  if (!body.phone) throw badRequest("请输入手机号");
  if (!body.send_sms) throw badRequest("请输入验证码");
  return { phone: body.phone, code: body.send_sms };
}

/** A logged-in user files as themselves, reachable on the account phone unless they give another. */
async function identifyUser(
  deps: Pick<AppDeps, "db" | "piiKeys">,
  user: AuthenticatedUser,
  phone: string | undefined,
): Promise<{ userId: number; phone: string }> {
  if (phone) return { userId: user.id, phone };
  const [account] = await deps.db
    .select({ phoneCipher: users.phoneCipher })
    .from(users)
    .where(eq(users.id, user.id));
  // An account without a phone never gets here: the write gate answers it 402 (decision 046).
  if (!account?.phoneCipher) throw forbidden("账号不存在");
  return { userId: user.id, phone: decryptPii(account.phoneCipher, deps.piiKeys.encryptionKey) };
}

/** A visitor proves the phone with an SMS code and becomes a user, exactly as SMS login would make them. */
async function signUpVisitor(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers">,
  credentials: VisitorCredentials,
  now: Date,
): Promise<{ userId: number; phone: string }> {
  const { phone } = await consumeSmsCode(deps, { ...credentials, purpose: "complaint" });
  const created = await findOrCreateUserByPhone(deps, phone, { loginAt: now });
  if (created.status !== "active") throw forbidden("账号已被禁用，如有疑问请联系客服");
  return { userId: created.id, phone };
}

async function countCollectiveMember(tx: Transaction, collectiveId: number): Promise<void> {
  await tx
    .update(collectiveComplaints)
    .set({ memberCount: sql`${collectiveComplaints.memberCount} + 1` })
    .where(eq(collectiveComplaints.id, collectiveId));
}

/** Attaches the user's own complaint to a collective once; a second acceptance changes nothing. */
async function joinCollective(
  tx: Transaction,
  input: { complaintId: number; collectiveId: number; userId: number; now: Date },
): Promise<void> {
  if (!(await joinComplaintToCollective(tx, input.complaintId, input.collectiveId))) return;
  await countCollectiveMember(tx, input.collectiveId);
  await tx.insert(complaintOperatorStream).values({
    complaintId: input.complaintId,
    actorType: "user",
    actorId: input.userId,
    action: "joined_collective",
    content: "加入集体投诉",
    createdAt: input.now,
  });
}

async function deleteDraft(tx: Transaction, draftId: number | undefined, userId: number): Promise<void> {
  if (draftId === undefined) return;
  await tx
    .delete(complaintDrafts)
    .where(and(eq(complaintDrafts.id, draftId), eq(complaintDrafts.userId, userId)));
}
