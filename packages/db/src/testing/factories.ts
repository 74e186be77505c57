import { randomInt } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { encryptPii, type PiiKeys } from "../pii";
import * as schema from "../schema";
import { createRng } from "../seed/random";
import {
  type ArticleInput,
  type BrandInput,
  buildArticleRow,
  buildBrandRow,
  buildComplaintRow,
  buildUserRow,
  type ComplaintInput,
  inventCreditCode,
  type NewEnterpriseRow,
  type UserInput,
} from "../seed/row-builders";

// Test data with sensible defaults; every field can be overridden. Names carry a unique
// suffix so factories never collide with the seeded template or with each other.

type Db = NodePgDatabase<typeof schema>;
export type UserRow = typeof schema.users.$inferSelect;
export type EnterpriseRow = typeof schema.enterprises.$inferSelect;
export type BrandRow = typeof schema.brands.$inferSelect;
export type ComplaintSubtypeRow = typeof schema.complaintSubtypes.$inferSelect;
export type ComplaintRow = typeof schema.complaints.$inferSelect;
export type ArticleRow = typeof schema.articles.$inferSelect;

let counter = 0;
const runId = randomInt(36 ** 3).toString(36);
function uniqueSuffix(): string {
  counter += 1;
  return `${runId}${counter.toString(36)}`;
}

// The seed never uses the 146 prefix, so these numbers cannot clash with seeded users.
const phoneBase = randomInt(50_000_000);
function uniquePhone(): string {
  counter += 1;
  return `146${String((phoneBase + counter * 7919) % 100_000_000).padStart(8, "0")}`;
}

function only<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error("INSERT … RETURNING gave no row");
  return row;
}

/** A consumer; the plain phone is returned beside the row because only its ciphertext is stored. */
export async function createUser(
  db: Db,
  piiKeys: PiiKeys,
  overrides: Partial<UserInput> = {},
): Promise<UserRow & { phone: string }> {
  const phone = overrides.phone ?? uniquePhone();
  const row = only(
    await db
      .insert(schema.users)
      .values(buildUserRow(piiKeys, { nickname: `测试用户${uniqueSuffix()}`, ...overrides, phone }))
      .returning(),
  );
  return { ...row, phone };
}

/**
 * An account as a WeChat scan creates it: no phone, one official-account identity. Such an account
 * may read but not write until it binds a phone.
 */
export async function createWechatOnlyUser(
  db: Db,
): Promise<UserRow & { identity: typeof schema.userWechatIdentities.$inferSelect }> {
  const suffix = uniqueSuffix();
  const user = only(
    await db
      .insert(schema.users)
      .values({ nickname: `微信用户${suffix}`, phoneCipher: null, phoneHash: null })
      .returning(),
  );
  const identity = only(
    await db
      .insert(schema.userWechatIdentities)
      .values({
        userId: user.id,
        appId: "wx-test-official-account",
        openid: `oTest${suffix.padStart(23, "0")}`,
      })
      .returning(),
  );
  return { ...user, identity };
}

export async function createEnterprise(
  db: Db,
  overrides: Partial<NewEnterpriseRow> = {},
): Promise<EnterpriseRow> {
  const suffix = uniqueSuffix();
  return only(
    await db
      .insert(schema.enterprises)
      .values({
        name: `测试${suffix}科技有限公司`,
        creditCode: inventCreditCode(createRng(randomInt(2 ** 31), "factory-enterprise")),
        isVerified: true,
        ...overrides,
      })
      .returning(),
  );
}

/** A brand owned by a new enterprise unless `enterpriseId` is given (null for none). */
export async function createBrand(db: Db, overrides: Partial<BrandInput> = {}): Promise<BrandRow> {
  const enterpriseId =
    overrides.enterpriseId === undefined ? (await createEnterprise(db)).id : overrides.enterpriseId;
  return only(
    await db
      .insert(schema.brands)
      .values(
        buildBrandRow({ name: `测试品牌${uniqueSuffix()}`, industry: "电商", ...overrides, enterpriseId }),
      )
      .returning(),
  );
}

/** A subtype under a new complaint type unless `typeId` is given. */
export async function createComplaintSubtype(
  db: Db,
  overrides: Partial<typeof schema.complaintSubtypes.$inferInsert> = {},
): Promise<ComplaintSubtypeRow> {
  const typeId =
    overrides.typeId ??
    only(
      await db
        .insert(schema.complaintTypes)
        .values({ name: `测试类型${uniqueSuffix()}` })
        .returning(),
    ).id;
  return only(
    await db
      .insert(schema.complaintSubtypes)
      .values({ name: `测试子类${uniqueSuffix()}`, ...overrides, typeId })
      .returning(),
  );
}

/**
 * A complaint that is publicly visible by default (status 'dispatched', reviewed and dispatched
 * now, enterprise taken from the brand). Missing author, brand and subtype are created; the
 * subtype is an existing one when the database has any, so type lists stay as seeded.
 */
export async function createComplaint(
  db: Db,
  piiKeys: PiiKeys,
  overrides: Partial<ComplaintInput> = {},
): Promise<ComplaintRow> {
  const user = overrides.userId === undefined ? await createUser(db, piiKeys) : null;
  let brand: BrandRow | null = null;
  if (overrides.brandId === undefined) {
    brand = overrides.customBrandName === undefined ? await createBrand(db) : null;
  } else if (overrides.brandId !== null) {
    [brand = null] = await db
      .select()
      .from(schema.brands)
      .where(eq(schema.brands.id, overrides.brandId))
      .limit(1);
  }
  const [existingSubtype] =
    overrides.subtypeId === undefined
      ? await db
          .select({ id: schema.complaintSubtypes.id })
          .from(schema.complaintSubtypes)
          .orderBy(asc(schema.complaintSubtypes.id))
          .limit(1)
      : [];
  const subtypeId = overrides.subtypeId ?? existingSubtype?.id ?? (await createComplaintSubtype(db)).id;
  const now = new Date();
  const suffix = uniqueSuffix();
  return only(
    await db
      .insert(schema.complaints)
      .values(
        buildComplaintRow({
          userId: user?.id ?? 0,
          brandId: brand?.id ?? null,
          brandName: brand?.name ?? null,
          enterpriseId: brand?.enterpriseId ?? null,
          subtypeId,
          title: `测试投诉${suffix}：购买的商品出现质量问题，要求退款`,
          content: `测试投诉${suffix}。收到的商品使用一周后出现故障，联系客服多次无人处理，现要求商家全额退款。`,
          status: "dispatched",
          phoneCipher: user ? encryptPii(user.phone, piiKeys.encryptionKey) : null,
          reviewedAt: now,
          dispatchedAt: now,
          ...overrides,
        }),
      )
      .returning(),
  );
}

/** A published article; no category unless `categoryId` is given. */
export async function createArticle(db: Db, overrides: Partial<ArticleInput> = {}): Promise<ArticleRow> {
  const suffix = uniqueSuffix();
  return only(
    await db
      .insert(schema.articles)
      .values(
        buildArticleRow({
          title: `测试文章${suffix}：网购退换货消费提示`,
          summary: "收货时尽量当面验货，发现问题及时拍照留存。",
          content: "<p>收货时尽量当面验货，发现问题及时拍照留存。</p><p>退货时保存好物流单号。</p>",
          author: "平台编辑部",
          publishedAt: new Date(),
          ...overrides,
        }),
      )
      .returning(),
  );
}

export type LawyerProfileRow = typeof schema.lawyerProfiles.$inferSelect;

/**
 * A lawyer: an account with a real name, a verified profile and the lawyer role, unless
 * `status` says otherwise (a pending application holds no role).
 */
export async function createLawyer(
  db: Db,
  piiKeys: PiiKeys,
  overrides: Partial<Omit<typeof schema.lawyerProfiles.$inferInsert, "userId">> = {},
): Promise<{ user: UserRow & { phone: string }; profile: LawyerProfileRow }> {
  const user = await createUser(db, piiKeys, { realName: `律${uniqueSuffix()}` });
  const status = overrides.status ?? "verified";
  const verifiedAt = status === "verified" ? new Date() : null;
  const profile = only(
    await db
      .insert(schema.lawyerProfiles)
      .values({
        userId: user.id,
        licenseNo: `1${String(phoneBase + user.id).padStart(16, "0")}`.slice(0, 17),
        lawFirm: `测试律师事务所${uniqueSuffix()}`,
        city: "杭州市",
        practiceAreas: ["consumer"],
        practiceSinceYear: 2015,
        licensePhotoKey: `lawyers/${user.id}/licence.jpg`,
        introduction: "专注消费者权益保护与合同纠纷，熟悉电商平台规则。",
        status,
        verifiedAt,
        recheckDueAt: verifiedAt && new Date(verifiedAt.getTime() + 365 * 24 * 3_600_000),
        ...overrides,
      })
      .returning(),
  );
  if (status === "verified") await db.insert(schema.userRoles).values({ userId: user.id, role: "lawyer" });
  return { user, profile };
}

/**
 * A membership running until `endsAt`, as a paid order would leave it, for tests about what members
 * get rather than how they pay (payment is `modules/vip`'s tests).
 */
export async function createMembership(
  db: Db,
  userId: number,
  endsAt: Date,
): Promise<typeof schema.vipMemberships.$inferSelect> {
  return only(
    await db
      .insert(schema.vipMemberships)
      .values({ userId, planName: "测试会员年卡", endsAt })
      .onConflictDoUpdate({ target: schema.vipMemberships.userId, set: { endsAt } })
      .returning(),
  );
}
