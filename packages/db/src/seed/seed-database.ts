import { sql } from "drizzle-orm";
import { refreshBrandStats, refreshPlatformDailyStats } from "../aggregates";
import { derivePiiKeys, type PiiKeys } from "../pii";
import * as schema from "../schema";
import type { BrandRef } from "./brand-ref";
import {
  COMPLAINT_HISTORY_DAYS,
  type CollectiveRef,
  type ComplaintBatch,
  type ComplaintWorld,
  createGeneratorCursor,
  emptyComplaintBatch,
  type GeneratorCursor,
  generateComplaint,
  type NotableComplaint,
} from "./complaint-generator";
import type { SeedDatabase } from "./insert-rows";
import {
  createPopulation,
  DAY_MS,
  DEMO_CONSUMER_PHONES,
  DEMO_PHONES,
  type Population,
  type StaffSeat,
  userIdOf,
  userProfile,
} from "./population";
import { type ReferenceData, seedReferenceData } from "./reference-data";
import { buildUserRow } from "./row-builders";
import { seedArticles } from "./seed-articles";
import {
  buildBrandClaims,
  demoEnterpriseBrandIndexes,
  operatedBrandIndexes,
  type PlannedBrand,
  type PlannedMember,
  planBrands,
  seedBrands,
  seedCollectives,
} from "./seed-brands";
import { seedCampaigns } from "./seed-campaigns";
import { seedEntrustments } from "./seed-entrustments";
import { seedInstituteReports } from "./seed-institute";
import { buildLawyerProfiles, lawyerSeats } from "./seed-lawyers";
import { seedLifeGoods } from "./seed-life-goods";
import { seedMediations } from "./seed-mediations";
import { seedQa } from "./seed-qa";
import { rankedBrandsOf } from "./weekly-ranking";
import { WriteTracker } from "./write-tracker";

export const DEFAULT_COMPLAINT_COUNT = 10_000;
const DEFAULT_SEED = 20_240_315;
const MIN_USERS = 1500;
/** Verified lawyers, the demo lawyer first, who answer in the Q&A. */
const QA_ANSWERING_LAWYERS = 4;
// Rows per generated batch: large enough for few round trips, small enough that the batches
// in flight plus the one being generated stay a few tens of megabytes.
const COMPLAINT_BATCH = 2000;
const USER_BATCH = 5000;
const WRITES_IN_FLIGHT = 2;

export interface SeedOptions {
  /** Default 10,000; up to a million works in bounded memory. */
  complaintCount?: number;
  /** The clock every seeded date is relative to; pass a fixed one for repeatable data. */
  now?: Date;
  /** The same secret the application uses, so seeded phones can log in. */
  piiSecret: string;
  /** Varies the generated data; the same options always give the same rows. */
  seed?: number;
  onProgress?: (message: string) => void;
}

export type SeedAccountRole =
  | "consumer"
  | "lawyer"
  | "enterprise_owner"
  | "enterprise_agent"
  | "moderator"
  | "editor"
  | "admin"
  | "analytics";

export interface SeedAccount {
  role: SeedAccountRole;
  userId: number;
  phone: string;
  nickname: string;
  enterpriseId?: number;
}

export interface SeedSummary {
  complaintCount: number;
  userCount: number;
  /** Inserted rows per table. */
  rows: Record<string, number>;
  /** The demo accounts of the README, one per role (phone + SMS code from the outbox). */
  accounts: SeedAccount[];
  durationMs: number;
}

/** True once seeding has run: the platform cannot work without brands. */
export async function isDatabaseSeeded(db: SeedDatabase): Promise<boolean> {
  const rows = await db.select({ id: schema.brands.id }).from(schema.brands).limit(1);
  return rows.length > 0;
}

/**
 * Fills an empty, migrated database with invented but realistic demo data. Deterministic:
 * the same options give the same rows (ciphertexts differ, since every encryption draws a
 * fresh IV, but they decrypt to the same values). Ids are assigned explicitly, so the
 * database must be empty; sequences are moved past them at the end.
 */
export async function seedDatabase(db: SeedDatabase, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const complaintCount = options.complaintCount ?? DEFAULT_COMPLAINT_COUNT;
  if (!Number.isInteger(complaintCount) || complaintCount < 1) {
    throw new Error(`complaintCount must be a positive integer, got ${complaintCount}`);
  }
  const nowMs = (options.now ?? new Date()).getTime();
  const seed = options.seed ?? DEFAULT_SEED;
  const progress = options.onProgress ?? (() => {});
  if (await isDatabaseSeeded(db)) {
    throw new Error("The database already has brands; seedDatabase only fills an empty database");
  }
  const keys = derivePiiKeys(options.piiSecret);
  const tracker = new WriteTracker(db);

  progress("seed: reference data");
  const reference = await seedReferenceData(tracker, nowMs);

  const planned = planBrands();
  const brandNames = planned.map((brand) => brand.name);
  const staff = staffSeats(planned);
  const userCount = Math.max(MIN_USERS, Math.ceil(complaintCount / 3));
  const population = createPopulation(seed, nowMs, userCount - staff.length, staff);
  await seedUsers(tracker, keys, population, brandNames, progress);
  const moderatorId = userIdOf(staff.findIndex((seat) => seat.role === "moderator"));
  await tracker.write(schema.lawyerProfiles, buildLawyerProfiles(population, moderatorId));

  progress("seed: brands and enterprises");
  const brands = await seedBrands(tracker, seed, nowMs, planned, enterpriseMembers(staff));
  const demoUserId = (phone: string) => userIdOf(staff.findIndex((seat) => seat.demoPhone === phone));
  await tracker.write(
    schema.brandClaims,
    buildBrandClaims(
      nowMs,
      planned,
      demoUserId(DEMO_PHONES.enterpriseOwner),
      demoUserId(DEMO_PHONES.moderator),
    ),
  );
  const collectivesByBrand = await seedCollectives(tracker, nowMs, planned, brands);

  const world = createComplaintWorld({
    seed,
    nowMs,
    complaintCount,
    keys,
    population,
    brandNames,
    brands,
    collectivesByBrand,
    reference,
  });
  const cursor = createGeneratorCursor();
  await seedComplaints(tracker, world, cursor, progress);

  progress("seed: articles");
  await seedArticles(tracker, seed, nowMs, population, cursor.nextCommentId);
  await seedPushMessages(tracker, population, brandNames, cursor.notable, nowMs);
  progress("seed: questions and answers");
  const demoConsumerIds = DEMO_CONSUMER_PHONES.map((_, k) => userIdOf(staff.length + k));
  // The demo lawyer is the first verified one (lawyerSeats).
  const verifiedLawyerIds = staff.flatMap((seat, index) =>
    seat.lawyerStatus === "verified" ? [userIdOf(index)] : [],
  );
  await seedQa(db, tracker, seed, nowMs, population, brands, {
    consumerIds: demoConsumerIds,
    lawyerIds: verifiedLawyerIds.slice(0, QA_ANSWERING_LAWYERS),
  });

  progress("seed: counters and statistics");
  await finalize(db);
  await seedMediations(db, tracker, nowMs, {
    enterpriseId: brands[demoEnterpriseBrandIndexes(planned)[0]!]!.enterpriseId,
    mediatorId: userIdOf(staff.findIndex((seat) => seat.role === "moderator")),
    consumerIds: demoConsumerIds,
  });
  await seedEntrustments(db, tracker, nowMs, {
    demoLawyerId: verifiedLawyerIds[0]!,
    otherLawyerIds: verifiedLawyerIds.slice(1),
    consumerIds: demoConsumerIds,
  });
  await refreshBrandStats(db, { now: new Date(nowMs) });
  await refreshPlatformDailyStats(db);

  progress("seed: campaigns");
  await seedCampaigns(db, tracker, {
    demoEnterpriseId: brands[demoEnterpriseBrandIndexes(planned)[0]!]!.enterpriseId,
    staffId: userIdOf(staff.findIndex((seat) => seat.role === "editor")),
  });

  progress("seed: institute reports");
  const editorId = userIdOf(staff.findIndex((seat) => seat.role === "editor"));
  tracker.counts.institute_reports = await seedInstituteReports(db, nowMs, editorId);

  progress("seed: life goods");
  await seedLifeGoods(db, tracker, editorId, nowMs);

  const accounts = demoAccounts(population, brandNames);

  return {
    complaintCount,
    userCount,
    rows: tracker.counts,
    accounts,
    durationMs: Math.round(performance.now() - started),
  };
}

/**
 * Staff take the first user ids: admin, editor, moderator, lawyers, one owner per operated
 * enterprise, an agent of the demo enterprise, then an analyst (the visit figures, decision 112). The demo accounts among them get fixed phones.
 */
export function staffSeats(planned: readonly PlannedBrand[]): StaffSeat[] {
  const [demoBrandIndex] = demoEnterpriseBrandIndexes(planned);
  return [
    { role: "admin", demoPhone: DEMO_PHONES.admin },
    { role: "editor", demoPhone: DEMO_PHONES.editor },
    { role: "moderator", alsoHolds: "mediator", demoPhone: DEMO_PHONES.moderator },
    ...lawyerSeats(DEMO_PHONES.lawyer),
    ...operatedBrandIndexes(planned).map(
      (brandIndex): StaffSeat => ({
        role: "company",
        brandIndex,
        memberRole: "owner",
        ...(brandIndex === demoBrandIndex ? { demoPhone: DEMO_PHONES.enterpriseOwner } : {}),
      }),
    ),
    {
      role: "company",
      brandIndex: demoBrandIndex,
      memberRole: "agent",
      demoPhone: DEMO_PHONES.enterpriseAgent,
    },
    { role: "analytics", demoPhone: DEMO_PHONES.analytics },
  ];
}

export function enterpriseMembers(staff: readonly StaffSeat[]): PlannedMember[] {
  return staff.flatMap((seat, index) =>
    seat.brandIndex === undefined
      ? []
      : [{ brandIndex: seat.brandIndex, userId: userIdOf(index), role: seat.memberRole ?? "owner" }],
  );
}

const DEMO_SEAT_ROLES: readonly [SeedAccountRole, (seat: StaffSeat) => boolean][] = [
  ["lawyer", (seat) => seat.role === "lawyer"],
  ["enterprise_owner", (seat) => seat.memberRole === "owner"],
  ["enterprise_agent", (seat) => seat.memberRole === "agent"],
  ["moderator", (seat) => seat.role === "moderator"],
  ["editor", (seat) => seat.role === "editor"],
  ["admin", (seat) => seat.role === "admin"],
  ["analytics", (seat) => seat.role === "analytics"],
];

/** The README's demo accounts: the users with fixed phones, consumers first. */
function demoAccounts(population: Population, brandNames: readonly string[]): SeedAccount[] {
  const account = (role: SeedAccountRole, index: number): SeedAccount => {
    const profile = userProfile(population, index, brandNames);
    const brandIndex = population.staff[index]?.brandIndex;
    return {
      role,
      userId: userIdOf(index),
      phone: profile.phone,
      nickname: profile.nickname,
      ...(brandIndex === undefined ? {} : { enterpriseId: brandIndex + 1 }),
    };
  };
  const consumers = demoConsumerIndexes(population).map((index) => account("consumer", index));
  const staff = DEMO_SEAT_ROLES.map(([role, matches]) => {
    const index = population.staff.findIndex((seat) => seat.demoPhone !== undefined && matches(seat));
    if (index < 0) throw new Error(`Seed has no demo ${role}`);
    return account(role, index);
  });
  return [...consumers, ...staff];
}

function demoConsumerIndexes(population: Population): number[] {
  return DEMO_CONSUMER_PHONES.map((_, i) => population.staff.length + i);
}

export function createComplaintWorld(input: {
  seed: number;
  nowMs: number;
  complaintCount: number;
  keys: PiiKeys;
  population: Population;
  brandNames: readonly string[];
  brands: readonly BrandRef[];
  collectivesByBrand: ReadonlyMap<number, CollectiveRef>;
  reference: ReferenceData;
}): ComplaintWorld {
  let cumulative = 0;
  const moderatorIndex = input.population.staff.findIndex((seat) => seat.role === "moderator");
  const demoBrandIds = new Set(demoEnterpriseBrandIndexes(planBrands()).map((index) => index + 1));
  const demoBrands = input.brands.filter((brand) => demoBrandIds.has(brand.id));
  return {
    seed: input.seed,
    nowMs: input.nowMs,
    startMs: input.nowMs - COMPLAINT_HISTORY_DAYS * DAY_MS,
    complaintCount: input.complaintCount,
    keys: input.keys,
    population: input.population,
    brandNames: input.brandNames,
    brands: input.brands,
    brandCumulativeWeights: input.brands.map((brand) => {
      cumulative += brand.weight;
      return cumulative;
    }),
    subtypes: input.reference.subtypes,
    appealIds: input.reference.appealIds,
    collectivesByBrand: input.collectivesByBrand,
    cityIds: input.reference.cityIds,
    majorCityIds: input.reference.majorCityIds,
    moderatorId: userIdOf(moderatorIndex),
    demoBrands,
    rankedBrands: rankedBrandsOf(input.brands, demoBrands),
    demoConsumers: demoConsumerIndexes(input.population),
    positiveTags: input.reference.positiveTags,
    negativeTags: input.reference.negativeTags,
  };
}

/**
 * Generates the next batch while earlier ones are being written: generation is CPU work in
 * this process and writing is mostly PostgreSQL's, so they overlap, and with two writes in
 * flight PostgreSQL can use a second core. Memory stays bounded by the batches in flight.
 */
async function pipeline<T>(
  total: number,
  batchSize: number,
  build: (start: number, end: number) => T,
  write: (batch: T) => Promise<void>,
  report: (done: number) => void,
): Promise<void> {
  const inFlight: { written: Promise<void>; end: number }[] = [];
  const settleOldest = async () => {
    const oldest = inFlight.shift();
    if (!oldest) return;
    await oldest.written;
    report(oldest.end);
  };
  for (let start = 0; start < total; start += batchSize) {
    const end = Math.min(total, start + batchSize);
    const batch = build(start, end);
    if (inFlight.length >= WRITES_IN_FLIGHT) await settleOldest();
    const written = write(batch);
    // Keeps a failed write from counting as unhandled while the next batch is generated.
    written.catch(() => {});
    inFlight.push({ written, end });
  }
  while (inFlight.length > 0) await settleOldest();
}

/** Reports roughly every 5 %, so a million-row run prints a readable number of lines. */
function progressReporter(label: string, total: number, progress: (message: string) => void) {
  let lastStep = -1;
  return (done: number) => {
    const step = Math.floor((done / total) * 20);
    if (step !== lastStep || done === total) {
      lastStep = step;
      progress(`seed: ${label} ${done}/${total}`);
    }
  };
}

async function seedUsers(
  tracker: WriteTracker,
  keys: PiiKeys,
  population: Population,
  brandNames: readonly string[],
  progress: (message: string) => void,
): Promise<void> {
  await pipeline(
    population.total,
    USER_BATCH,
    (start, end) => {
      const rows: (typeof schema.users.$inferInsert)[] = [];
      for (let index = start; index < end; index++) {
        const profile = userProfile(population, index, brandNames);
        rows.push(
          buildUserRow(keys, {
            id: userIdOf(index),
            phone: profile.phone,
            nickname: profile.nickname,
            realName: profile.realName,
            idCard: profile.idCard,
            status: profile.isBanned ? "banned" : "active",
            createdAt: profile.createdAt,
            updatedAt: profile.createdAt,
            lastLoginAt: profile.lastLoginAt,
          }),
        );
      }
      return rows;
    },
    (rows) => tracker.write(schema.users, rows),
    progressReporter("users", population.total, progress),
  );
  const roleRows: (typeof schema.userRoles.$inferInsert)[] = [];
  population.staff.forEach((seat, index) => {
    // Applicants are lawyers-to-be: the role comes with verification.
    if (seat.role !== "company" && (seat.lawyerStatus ?? "verified") === "verified") {
      for (const role of seat.alsoHolds ? [seat.role, seat.alsoHolds] : [seat.role]) {
        roleRows.push({ userId: userIdOf(index), role, grantedAt: new Date(population.consumerStartMs) });
      }
    }
  });
  await tracker.write(schema.userRoles, roleRows);
}

async function seedComplaints(
  tracker: WriteTracker,
  world: ComplaintWorld,
  cursor: GeneratorCursor,
  progress: (message: string) => void,
): Promise<void> {
  const write = async (batch: ComplaintBatch) => {
    await tracker.write(schema.complaints, batch.complaints);
    await Promise.all([
      tracker.write(schema.complaintProblems, batch.problems),
      tracker.write(schema.complaintAppeals, batch.appeals),
      tracker.write(schema.complaintAttributes, batch.attributes),
      tracker.write(schema.complaintImages, batch.images),
      tracker.write(schema.complaintOperatorStream, batch.stream),
      tracker.write(schema.complaintRatings, batch.ratings),
      tracker.write(schema.complaintLikes, batch.likes),
      tracker.write(schema.complaintFollows, batch.follows),
      tracker
        .write(schema.comments, batch.comments)
        .then(() => tracker.write(schema.commentLikes, batch.commentLikes)),
      tracker.write(schema.complaintApplications, batch.applications),
      tracker.write(schema.staffActions, batch.staffActions),
      tracker.write(schema.pointEntries, batch.pointEntries),
      tracker.write(schema.contentReports, batch.reports),
    ]);
  };
  await pipeline(
    world.complaintCount,
    COMPLAINT_BATCH,
    (start, end) => {
      const batch = emptyComplaintBatch();
      for (let index = start; index < end; index++) generateComplaint(world, index, batch, cursor);
      return batch;
    },
    write,
    progressReporter("complaints", world.complaintCount, progress),
  );
}

const COMPLAINT_MESSAGES: Partial<Record<NotableComplaint["status"], readonly [string, string]>> = {
  needs_info: ["投诉需要补充材料", "平台审核您的投诉“{title}”时需要您补充材料，请尽快补充后继续审核。"],
  rejected: ["投诉审核未通过", "您提交的投诉“{title}”未通过审核，请查看原因并修改后重新提交。"],
  dispatched: ["投诉已转交商家", "您的投诉“{title}”已审核通过并转交商家处理。"],
  processing: ["商家正在处理您的投诉", "商家已受理您的投诉“{title}”，正在核实处理。"],
  company_needs_info: ["商家请您补充信息", "商家在处理您的投诉“{title}”时需要您补充信息，请及时回复。"],
  replied: ["商家已回复您的投诉", "您的投诉“{title}”收到了商家回复，请及时查看并确认处理结果。"],
  completed: ["投诉已完成", "您的投诉“{title}”已完成，感谢您对平台的信任。"],
  closed: ["投诉已关闭", "您的投诉“{title}”已关闭，如有疑问请联系平台客服。"],
};

/** A handful of messages for the first consumers, so the message centre has content. */
async function seedPushMessages(
  tracker: WriteTracker,
  population: Population,
  brandNames: readonly string[],
  notable: readonly NotableComplaint[],
  nowMs: number,
): Promise<void> {
  const rows: (typeof schema.pushMessages.$inferInsert)[] = [];
  const first = population.staff.length;
  for (let index = first; index < Math.min(population.total, first + 20); index++) {
    const userId = userIdOf(index);
    const joined = userProfile(population, index, brandNames).createdAt;
    rows.push({
      userId,
      kind: "platform",
      title: "欢迎加入投诉平台",
      content: "完善个人资料并完成实名认证后，您提交的投诉将获得更快的处理。",
      link: "/user",
      readAt: new Date(joined.getTime() + DAY_MS),
      createdAt: new Date(joined.getTime() + 60_000),
    });
    rows.push({
      userId,
      kind: "platform",
      title: "平台投诉审核规则调整",
      content: "自即日起，信息完整的投诉将在1个工作日内完成审核并转交商家，详情请查看平台公告。",
      link: "/static/notice",
      readAt: null,
      createdAt: new Date(nowMs - 3 * DAY_MS),
    });
  }
  notable.forEach((entry, i) => {
    const template = COMPLAINT_MESSAGES[entry.status];
    if (!template) return;
    const [title, content] = template;
    rows.push({
      userId: userIdOf(entry.userIndex),
      kind: "complaint",
      title,
      content: content.replace("{title}", entry.title),
      link: `/user/complaint/${entry.complaintId}`,
      complaintId: entry.complaintId,
      // The demo consumers' scripted news stays unread, so the header shows a count.
      readAt: !entry.isShowcase && i % 2 === 0 ? new Date(Math.min(nowMs, entry.atMs + DAY_MS)) : null,
      createdAt: new Date(entry.atMs),
    });
  });
  await tracker.write(schema.pushMessages, rows);
}

/** Tables whose ids the seed assigns itself; their identity sequences must move past them. */
const EXPLICIT_ID_TABLES = [
  "users",
  "qa_categories",
  "qa_questions",
  "qa_answers",
  "enterprises",
  "brands",
  "complaint_types",
  "complaint_subtypes",
  "problems",
  "attributes",
  "appeals",
  "collective_complaints",
  "complaints",
  "complaint_operator_stream",
  "complaint_images",
  "complaint_ratings",
  "comments",
  "complaint_applications",
  "staff_actions",
  "point_entries",
  "content_reports",
  "articles",
  "article_categories",
  "tags",
] as const;

async function finalize(db: SeedDatabase): Promise<void> {
  // Brand pages show public complaints only (published once, not hidden); replied and completed are
  // shares of those, and completion and satisfaction leave automatic completions out (apps/api enterprise-figures).
  await db.execute(sql`
    update brands b set
      complaint_count = s.total,
      replied_count = s.replied,
      completed_count = s.completed
    from (
      select brand_id,
        count(*) as total,
        count(*) filter (where replied_at is not null) as replied,
        count(*) filter (where status = 'completed' and not is_auto_completed) as completed
      from complaints
      where brand_id is not null and dispatched_at is not null and not is_hidden
      group by brand_id
    ) s
    where b.id = s.brand_id`);
  await db.execute(sql`
    update brands b set satisfaction_sum = s.total, satisfaction_count = s.ratings
    from (
      select c.brand_id, sum(r.satisfaction_score) as total, count(*) as ratings
      from complaint_ratings r join complaints c on c.id = r.complaint_id
      where c.brand_id is not null and c.dispatched_at is not null and not c.is_hidden and not c.is_auto_completed
      group by c.brand_id
    ) s
    where b.id = s.brand_id`);
  await db.execute(sql`
    update collective_complaints cc set member_count = s.members
    from (select collective_id, count(*) as members from complaints where collective_id is not null group by collective_id) s
    where cc.id = s.collective_id`);
  for (const table of EXPLICIT_ID_TABLES) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
  await db.execute(
    sql`select setval('complaint_sn_seq', coalesce((select max(sn::bigint) from complaints), 0) + 1, false)`,
  );
  // Fresh statistics, so the first queries after a bulk load get sensible plans.
  await db.execute(sql`analyze`);
}
