import { encryptPii, type PiiKeys } from "../pii";
import type {
  commentLikes,
  comments,
  complaintAppeals,
  complaintAttributes,
  complaintFollows,
  complaintImages,
  complaintLikes,
  complaintOperatorStream,
  complaintProblems,
  complaintRatings,
} from "../schema";
import {
  ACCEPT_MESSAGES,
  CLOSE_NOTES,
  COMMENTS,
  COMPANY_CLOSE_REQUESTS,
  COMPLETION_NOTES,
  CUSTOM_BRAND_REJECT_REASON,
  HOLDING_REPLIES,
  RATING_CONTENTS,
  REJECT_REASONS,
  REPLIES,
  RESOLVING_REPLIES,
  USER_APPEALS,
} from "./content/complaint-flow";
import {
  CLOSINGS,
  CONTACT_STORIES,
  DEMANDS,
  DURATIONS,
  SECTOR_TEXT,
  TITLE_DEMANDS,
} from "./content/complaint-scenarios";
import type { SubtypeKey } from "./content/complaint-taxonomy";
import { seedPhone } from "./content/people";
import { CUSTOM_BRANDS, type SectorKey } from "./content/sectors";
import {
  DAY_MS,
  HOUR_MS,
  type Population,
  pickConsumerBefore,
  pickConsumersBefore,
  userIdOf,
  userProfile,
} from "./population";
import { createRng, fillTemplate, type Rng } from "./random";
import { buildComplaintRow, type NewComplaintRow } from "./row-builders";

type ComplaintStatus = NonNullable<NewComplaintRow["status"]>;
type StreamRow = typeof complaintOperatorStream.$inferInsert;
type CommentRow = typeof comments.$inferInsert;

export interface BrandRef {
  id: number;
  name: string;
  /** Key into the sector's kinds, narrowing what its complaints are about. */
  kind: string | null;
  sector: SectorKey;
  enterpriseId: number;
  enterpriseName: string;
  /** The company operator who answers for the enterprise, when it has one. */
  operatorId: number | null;
  isHot: boolean;
  /** Relative share of complaints; hot brands attract more. */
  weight: number;
}

export interface AttributeRef {
  id: number;
  name: string;
  inputType: "text" | "number" | "date" | "select";
  isRequired: boolean;
  options: readonly string[] | null;
}

export interface SubtypeRef {
  id: number;
  problemIds: ReadonlyMap<string, number>;
  attributes: readonly AttributeRef[];
}

export interface CollectiveRef {
  id: number;
  scenarioIndex: number;
  openFromMs: number;
  openUntilMs: number;
}

/** Everything a complaint needs to know about the rest of the seeded world. */
export interface ComplaintWorld {
  seed: number;
  nowMs: number;
  startMs: number;
  complaintCount: number;
  keys: PiiKeys;
  population: Population;
  brandNames: readonly string[];
  brands: readonly BrandRef[];
  brandCumulativeWeights: readonly number[];
  subtypes: ReadonlyMap<SubtypeKey, SubtypeRef>;
  appealIds: ReadonlyMap<string, number>;
  collectivesByBrand: ReadonlyMap<number, CollectiveRef>;
  cityIds: readonly number[];
  majorCityIds: readonly number[];
  moderatorId: number;
  positiveTags: readonly string[];
  negativeTags: readonly string[];
}

export interface ComplaintBatch {
  complaints: NewComplaintRow[];
  problems: (typeof complaintProblems.$inferInsert)[];
  appeals: (typeof complaintAppeals.$inferInsert)[];
  attributes: (typeof complaintAttributes.$inferInsert)[];
  images: (typeof complaintImages.$inferInsert)[];
  stream: StreamRow[];
  ratings: (typeof complaintRatings.$inferInsert)[];
  likes: (typeof complaintLikes.$inferInsert)[];
  follows: (typeof complaintFollows.$inferInsert)[];
  comments: CommentRow[];
  commentLikes: (typeof commentLikes.$inferInsert)[];
}

export function emptyComplaintBatch(): ComplaintBatch {
  return {
    complaints: [],
    problems: [],
    appeals: [],
    attributes: [],
    images: [],
    stream: [],
    ratings: [],
    likes: [],
    follows: [],
    comments: [],
    commentLikes: [],
  };
}

/** A complaint of one of the first consumers, remembered for their sample push messages. */
export interface NotableComplaint {
  userIndex: number;
  complaintId: number;
  title: string;
  status: ComplaintStatus;
  atMs: number;
}

/** Counters that run across batches; the only state carried from one complaint to the next. */
export interface GeneratorCursor {
  // Ids are assigned here rather than by identity sequences: batches are written concurrently,
  // and sequence values handed to two interleaved INSERTs would differ from run to run.
  nextCommentId: number;
  nextStreamId: number;
  nextImageId: number;
  nextRatingId: number;
  notable: NotableComplaint[];
}

export function createGeneratorCursor(): GeneratorCursor {
  return { nextCommentId: 1, nextStreamId: 1, nextImageId: 1, nextRatingId: 1, notable: [] };
}

export const COMPLAINT_HISTORY_DAYS = 730;
const NOTABLE_USERS = 20;
const NOTABLE_PER_USER = 3;

const CHANNELS = [
  ["h5", 45],
  ["pc", 30],
  ["app", 15],
  ["mini_program", 10],
] as const;

function pickStatus(rng: Rng, ageDays: number): ComplaintStatus {
  if (ageDays < 2) {
    return rng.weighted<ComplaintStatus>([
      ["pending_review", 45],
      ["rejected", 5],
      ["dispatched", 30],
      ["processing", 15],
      ["replied", 5],
    ]);
  }
  if (ageDays < 10) {
    return rng.weighted<ComplaintStatus>([
      ["pending_review", 3],
      ["rejected", 4],
      ["dispatched", 25],
      ["processing", 30],
      ["replied", 30],
      ["completed", 6],
      ["closed", 2],
    ]);
  }
  if (ageDays < 60) {
    return rng.weighted<ComplaintStatus>([
      ["rejected", 4],
      ["dispatched", 8],
      ["processing", 15],
      ["replied", 38],
      ["completed", 30],
      ["closed", 5],
    ]);
  }
  return rng.weighted<ComplaintStatus>([
    ["rejected", 4],
    ["dispatched", 3],
    ["processing", 5],
    ["replied", 33],
    ["completed", 45],
    ["closed", 10],
  ]);
}

function pickBrand(world: ComplaintWorld, rng: Rng): BrandRef {
  const weights = world.brandCumulativeWeights;
  const roll = rng.next() * (weights[weights.length - 1] ?? 0);
  let low = 0;
  let high = weights.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((weights[middle] ?? 0) > roll) high = middle;
    else low = middle + 1;
  }
  return world.brands[low] as BrandRef;
}

function pickAmount(rng: Rng, [min, max]: readonly [number, number]): number {
  if (max <= 0) return 0;
  // Skewed towards the cheap end, as real order values are.
  const value = min + (max - min) * rng.next() ** 2;
  if (max <= 300) return Math.round(value * 10) / 10;
  if (max <= 20_000) return Math.round(value);
  return Math.round(value / 100) * 100;
}

function formatChineseDate(ms: number): string {
  const date = new Date(ms + 8 * HOUR_MS);
  return `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
}

function formatIsoDate(ms: number): string {
  return new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 10);
}

function digits(rng: Rng, length: number): string {
  let text = String(rng.int(1, 9));
  while (text.length < length) text += String(rng.int(0, 9));
  return text;
}

function attributeValue(rng: Rng, attribute: AttributeRef, money: number, purchaseMs: number): string {
  if (attribute.inputType === "date") return formatIsoDate(purchaseMs);
  if (attribute.inputType === "number") return String(money);
  if (attribute.inputType === "select") return rng.pick(attribute.options ?? ["其他"]);
  switch (attribute.name) {
    case "快递单号":
      return digits(rng, rng.int(12, 15));
    case "账号ID":
      return digits(rng, rng.int(8, 10));
    case "合同编号":
      return `HT${new Date(purchaseMs).getUTCFullYear()}${digits(rng, 6)}`;
    case "宣传页面链接":
      return `https://www.example.com/item/${digits(rng, 9)}`;
    case "商品型号":
      return `${String.fromCharCode(65 + rng.int(0, 25), 65 + rng.int(0, 25))}-${digits(rng, 3)}`;
    case "来电号码":
      return seedPhone(90_000_000 + rng.int(0, 9_999_999));
    default:
      return digits(rng, rng.int(16, 19));
  }
}

interface Step {
  action: StreamRow["action"];
  actorType: StreamRow["actorType"];
  actorId: number | null;
  content: string;
  hours: number;
}

/**
 * Appends one complaint and everything hanging off it (problems, appeals, attributes,
 * images, operator stream, rating, likes, follows, comments) to the batch. All randomness
 * comes from (seed, index), so any complaint can be generated on its own.
 */
export function generateComplaint(
  world: ComplaintWorld,
  index: number,
  batch: ComplaintBatch,
  cursor: GeneratorCursor,
): void {
  const rng = createRng(world.seed, "complaint", index);
  const id = index + 1;
  const spacing = (world.nowMs - world.startMs) / world.complaintCount;
  const createdMs = world.startMs + (index + rng.next() * 0.9) * spacing;
  const ageDays = (world.nowMs - createdMs) / DAY_MS;

  const isCustomBrand = rng.chance(0.02);
  const brand = isCustomBrand ? null : pickBrand(world, rng);
  const [brandName, sectorKey, kindKey] = brand
    ? [brand.name, brand.sector, brand.kind]
    : rng.pick(CUSTOM_BRANDS);
  const sectorText = SECTOR_TEXT[sectorKey];
  const collective = brand ? world.collectivesByBrand.get(brand.id) : undefined;
  const joinsCollective =
    collective !== undefined &&
    createdMs > collective.openFromMs &&
    createdMs < collective.openUntilMs &&
    rng.chance(0.3);
  const kind = kindKey ? sectorText.kinds?.[kindKey] : undefined;
  const scenarioIndex = joinsCollective
    ? collective.scenarioIndex
    : rng.pick(kind?.scenarios ?? sectorText.scenarios.map((_, i) => i));
  const scenario = sectorText.scenarios[scenarioIndex];
  if (!scenario) throw new Error(`Seed sector ${sectorKey} has no scenario ${scenarioIndex}`);
  const subtype = world.subtypes.get(scenario.subtype);
  if (!subtype) throw new Error(`Seed scenario names an unknown subtype: ${scenario.subtype}`);

  // The story.
  const money = pickAmount(rng, scenario.money ?? kind?.money ?? sectorText.money);
  const [durationLabel, durationDays] = rng.pick(DURATIONS);
  const purchaseMs = createdMs - (durationDays + rng.int(1, 20)) * DAY_MS;
  const slots: Record<string, string> = {
    brand: brandName,
    money: String(money),
    date: formatChineseDate(purchaseMs),
    duration: durationLabel,
    days: String(rng.int(5, 40)),
  };
  const kindProducts = kind?.products;
  const fitsKind = (product: string) => kindProducts === undefined || kindProducts.includes(product);
  let product: string;
  if (scenario.productIssues) {
    const fitting = scenario.productIssues.filter(([name]) => fitsKind(name));
    const [name, issues] = rng.pick(fitting.length > 0 ? fitting : scenario.productIssues);
    product = name;
    slots.issue = rng.pick(issues);
  } else if (scenario.products) {
    const fitting = scenario.products.filter(fitsKind);
    product = rng.pick(fitting.length > 0 ? fitting : (kindProducts ?? scenario.products));
  } else {
    product = rng.pick(kindProducts ?? sectorText.products);
  }
  slots.product = product;
  slots.brandProduct = kind?.brandIsProduct ? brandName : brandName + product;
  slots.brandsProduct = kind?.brandIsProduct ? brandName : `${brandName}的${product}`;
  for (const [name, values] of Object.entries(scenario.slots ?? {})) slots[name] = rng.pick(values);

  const [mainAppeal, ...otherAppeals] = scenario.appeals;
  if (!mainAppeal) throw new Error("Seed scenario has no appeal");
  const chosenAppeals = [mainAppeal, ...otherAppeals.filter(() => rng.chance(0.4))];
  let title = fillTemplate(rng.pick(scenario.titles), slots);
  if (title.length <= 24 && rng.chance(0.45)) title += `，${TITLE_DEMANDS[mainAppeal] ?? "要求处理"}`;
  const content =
    fillTemplate(rng.pick(scenario.bodies), slots) +
    rng.pick(CONTACT_STORIES) +
    `现要求商家${chosenAppeals.map((appeal) => DEMANDS[appeal] ?? appeal).join("，并")}。` +
    rng.pick(CLOSINGS);

  // Who complains, and what happened since.
  const userIndex = pickConsumerBefore(world.population, rng, createdMs);
  const userId = userIdOf(userIndex);
  const status: ComplaintStatus = isCustomBrand
    ? ageDays < 2
      ? "pending_review"
      : "rejected"
    : pickStatus(rng, ageDays);
  const companyId = brand?.operatorId ?? null;
  const resolving = RESOLVING_REPLIES[mainAppeal] ?? rng.pick(HOLDING_REPLIES);
  const steps: Step[] = [];
  const step = (
    action: Step["action"],
    actorType: Step["actorType"],
    actorId: number | null,
    text: string,
    hours: number,
  ) => steps.push({ action, actorType, actorId, content: text, hours });
  const approve = () => {
    step("approved", "platform", world.moderatorId, "投诉信息审核通过", 0.3 + rng.next() * 18);
    step("dispatched", "system", null, `投诉已转交${brand?.enterpriseName ?? "商家"}处理`, 0.02);
  };
  const accept = () => step("accepted", "company", companyId, rng.pick(ACCEPT_MESSAGES), 2 + rng.next() * 46);
  const reply = (text: string) => step("replied", "company", companyId, text, 4 + rng.next() * 92);
  const appeal = () => step("appealed", "user", userId, rng.pick(USER_APPEALS), 6 + rng.next() * 66);
  let rating: { satisfaction: number } | null = null;

  switch (status) {
    case "pending_review":
      break;
    case "rejected":
      step(
        "rejected",
        "platform",
        world.moderatorId,
        isCustomBrand ? CUSTOM_BRAND_REJECT_REASON : rng.pick(REJECT_REASONS),
        0.5 + rng.next() * 23,
      );
      break;
    case "dispatched":
      approve();
      break;
    case "processing":
      approve();
      accept();
      if (rng.chance(0.25)) {
        reply(rng.pick(HOLDING_REPLIES));
        appeal();
      }
      break;
    case "replied":
      approve();
      if (rng.chance(0.7)) accept();
      if (rng.chance(0.15)) {
        reply(rng.pick(HOLDING_REPLIES));
        appeal();
        reply(resolving);
      } else {
        reply(rng.chance(0.5) ? resolving : rng.pick(HOLDING_REPLIES));
      }
      break;
    case "completed":
      approve();
      if (rng.chance(0.7)) accept();
      reply(resolving);
      step("completed", "user", userId, rng.pick(COMPLETION_NOTES), 2 + rng.next() * 238);
      if (rng.chance(0.85)) {
        rating = {
          satisfaction: rng.weighted([
            [5, 45],
            [4, 30],
            [3, 13],
            [2, 7],
            [1, 5],
          ] as const),
        };
        step("rated", "user", userId, `评价：满意度${rating.satisfaction}星`, 0.05 + rng.next() * 3);
      }
      break;
    case "closed":
      approve();
      accept();
      if (rng.chance(0.6)) reply(resolving);
      step(
        rng.chance(0.7) ? "company_apply_end" : "company_apply_archive",
        "company",
        companyId,
        rng.pick(COMPANY_CLOSE_REQUESTS),
        24 + rng.next() * 216,
      );
      step("closed", "platform", world.moderatorId, rng.pick(CLOSE_NOTES), 12 + rng.next() * 60);
      break;
  }

  // Squeeze the timeline into the time that has passed, keeping the order of events.
  const totalHours = steps.reduce((sum, s) => sum + s.hours, 0);
  const availableHours = ((world.nowMs - createdMs) / HOUR_MS) * 0.95;
  const scale = totalHours > availableHours ? availableHours / totalHours : 1;
  const stamp = (ms: number) => new Date(Math.round(ms));
  batch.stream.push({
    id: cursor.nextStreamId++,
    complaintId: id,
    actorType: "user",
    actorId: userId,
    action: "created",
    content: "提交投诉",
    createdAt: stamp(createdMs),
  });
  const at: Partial<Record<Step["action"], number>> = {};
  let cursorMs = createdMs;
  for (const s of steps) {
    cursorMs += s.hours * scale * HOUR_MS;
    at[s.action] ??= cursorMs;
    batch.stream.push({
      id: cursor.nextStreamId++,
      complaintId: id,
      actorType: s.actorType,
      actorId: s.actorId,
      action: s.action,
      content: s.content,
      createdAt: stamp(cursorMs),
    });
  }
  const lastEventMs = cursorMs;
  const reviewedMs = at.approved ?? at.rejected;

  if (rating && at.rated !== undefined) {
    const near = (score: number) => Math.min(5, Math.max(1, score + rng.int(-1, 1)));
    const satisfaction = rating.satisfaction;
    const tagPool = satisfaction >= 4 ? world.positiveTags : satisfaction <= 2 ? world.negativeTags : [];
    batch.ratings.push({
      id: cursor.nextRatingId++,
      complaintId: id,
      userId,
      attitudeScore: near(satisfaction),
      speedScore: near(satisfaction),
      satisfactionScore: satisfaction,
      tags: rng.sample(tagPool, rng.int(1, 2)),
      content: satisfaction >= 3 ? rng.pick(RATING_CONTENTS) : "处理结果不满意，只是不想再拖下去了。",
      createdAt: stamp(at.rated),
    });
  }

  // Real-name complaints reuse the author's verified identity.
  const identity = rng.chance(0.5) ? userProfile(world.population, userIndex, world.brandNames) : null;
  const realName = identity?.idCard ? identity.realName : null;
  const idCard = realName ? (identity?.idCard ?? null) : null;
  const isPublic = status !== "pending_review" && status !== "rejected";
  const isHidden = isPublic && rng.chance(0.004);
  const publicFromMs = at.approved ?? createdMs;

  const viewBase = isPublic ? Math.floor(Math.exp(rng.next() * 6.5)) + rng.int(5, 40) : rng.int(0, 5);
  const viewCount = Math.round(viewBase * (brand?.isHot ? 2 : 1) * (1 + Math.min(ageDays, 365) / 365));

  // People reacting to it.
  let likeCount = 0;
  let followCount = 0;
  let commentCount = 0;
  if (isPublic && !isHidden) {
    const reactionMs = (spread: number) =>
      publicFromMs + rng.next() ** 2 * Math.min(spread * DAY_MS, world.nowMs - publicFromMs);
    const likeAt = reactionMs(60);
    for (const liker of pickConsumersBefore(
      world.population,
      rng,
      likeAt,
      rng.weighted([
        [0, 45],
        [1, 20],
        [2, 12],
        [3, 8],
        [rng.int(4, 8), 15],
      ] as const),
    )) {
      batch.likes.push({ complaintId: id, userId: userIdOf(liker), createdAt: stamp(likeAt) });
      likeCount++;
    }
    const followAt = reactionMs(30);
    for (const follower of pickConsumersBefore(
      world.population,
      rng,
      followAt,
      rng.weighted([
        [0, 60],
        [1, 25],
        [2, 10],
        [3, 5],
      ] as const),
    )) {
      batch.follows.push({ complaintId: id, userId: userIdOf(follower), createdAt: stamp(followAt) });
      followCount++;
    }
    commentCount = generateComments(world, rng, id, reactionMs, batch, cursor);
  }

  const cityId =
    rng.chance(0.5) && world.majorCityIds.length > 0 ? rng.pick(world.majorCityIds) : rng.pick(world.cityIds);
  batch.complaints.push(
    buildComplaintRow({
      id,
      sn: `${Math.floor(createdMs / 1000)}${index % 10}`,
      userId,
      brandId: brand?.id ?? null,
      brandName,
      customBrandName: brand ? null : brandName,
      enterpriseId: isPublic ? (brand?.enterpriseId ?? null) : null,
      subtypeId: subtype.id,
      cityId,
      collectiveId: joinsCollective ? collective.id : null,
      title,
      content,
      money,
      status,
      isMedia: rng.chance(0.02),
      isAiTitle: rng.chance(0.12),
      isCoManagement: rng.chance(0.03),
      isAnonymous: rng.chance(0.08),
      isHidden,
      channel: rng.weighted(CHANNELS),
      linkId: rng.chance(0.03) ? `share-${digits(rng, 6)}` : null,
      phoneCipher: encryptPii(seedPhone(userIndex), world.keys.encryptionKey),
      realNameCipher: realName ? encryptPii(realName, world.keys.encryptionKey) : null,
      idCardCipher: idCard ? encryptPii(idCard, world.keys.encryptionKey) : null,
      viewCount,
      commentCount,
      likeCount,
      followCount,
      createdAt: stamp(createdMs),
      updatedAt: stamp(lastEventMs),
      reviewedAt: reviewedMs !== undefined ? stamp(reviewedMs) : null,
      dispatchedAt: at.dispatched !== undefined ? stamp(at.dispatched) : null,
      repliedAt: at.replied !== undefined ? stamp(at.replied) : null,
      completedAt: at.completed !== undefined ? stamp(at.completed) : null,
      closedAt: at.closed !== undefined ? stamp(at.closed) : null,
    }),
  );

  for (const problem of rng.sample(scenario.problems, rng.int(1, 2))) {
    const problemId = subtype.problemIds.get(problem);
    if (problemId === undefined) throw new Error(`Seed scenario names an unknown problem: ${problem}`);
    batch.problems.push({ complaintId: id, problemId });
  }
  for (const appealName of chosenAppeals) {
    const appealId = world.appealIds.get(appealName);
    if (appealId === undefined) throw new Error(`Seed scenario names an unknown appeal: ${appealName}`);
    batch.appeals.push({ complaintId: id, appealId });
  }
  for (const attribute of subtype.attributes) {
    if (attribute.isRequired || rng.chance(0.5)) {
      batch.attributes.push({
        complaintId: id,
        attributeId: attribute.id,
        value: attributeValue(rng, attribute, money, purchaseMs),
      });
    }
  }
  if (rng.chance(0.22)) {
    const imageCount = rng.int(1, 3);
    for (let sort = 0; sort < imageCount; sort++) {
      const url = `/images/samples/evidence-${rng.int(1, 6)}.svg`;
      batch.images.push({
        id: cursor.nextImageId++,
        complaintId: id,
        url,
        thumbUrl: url,
        sort,
        createdAt: stamp(createdMs),
      });
    }
  }

  const firstConsumer = world.population.staff.length;
  if (userIndex < firstConsumer + NOTABLE_USERS && status !== "pending_review") {
    const mine = cursor.notable.filter((entry) => entry.userIndex === userIndex);
    if (mine.length < NOTABLE_PER_USER) {
      cursor.notable.push({ userIndex, complaintId: id, title, status, atMs: lastEventMs });
    }
  }
}

function generateComments(
  world: ComplaintWorld,
  rng: Rng,
  complaintId: number,
  reactionMs: (spreadDays: number) => number,
  batch: ComplaintBatch,
  cursor: GeneratorCursor,
): number {
  const total = rng.weighted([
    [0, 40],
    [1, 25],
    [2, 15],
    [3, 10],
    [rng.int(4, 7), 10],
  ] as const);
  const times = Array.from({ length: total }, () => reactionMs(30)).sort((a, b) => a - b);
  const threads: CommentRow[] = [];
  let visibleCount = 0;
  for (const atMs of times) {
    const parent = threads.length > 0 && rng.chance(0.3) ? rng.pick(threads) : undefined;
    const authorIndex = pickConsumerBefore(world.population, rng, atMs);
    const roll = rng.next();
    const status: CommentRow["status"] = roll < 0.02 ? "hidden" : roll < 0.03 ? "pending" : "published";
    const deletedAt = rng.chance(0.01) ? new Date(Math.min(atMs + DAY_MS, world.nowMs)) : null;
    const row: CommentRow = {
      id: cursor.nextCommentId++,
      complaintId,
      userId: userIdOf(authorIndex),
      parentId: parent?.id ?? null,
      replyToUserId: parent?.userId ?? null,
      content: parent ? rng.pick(REPLIES) : rng.pick(COMMENTS),
      status,
      createdAt: new Date(Math.round(atMs)),
      deletedAt,
    };
    const visible = status === "published" && deletedAt === null;
    if (visible) visibleCount++;
    if (parent && visible) parent.replyCount = (parent.replyCount ?? 0) + 1;
    if (!parent) threads.push(row);

    const likeAt = new Date(Math.round(atMs + rng.next() * (world.nowMs - atMs) * 0.5));
    const likers = pickConsumersBefore(
      world.population,
      rng,
      likeAt.getTime(),
      rng.weighted([
        [0, 60],
        [1, 20],
        [2, 10],
        [rng.int(3, 6), 10],
      ] as const),
    );
    row.likeCount = likers.length;
    for (const liker of likers) {
      batch.commentLikes.push({ commentId: row.id as number, userId: userIdOf(liker), createdAt: likeAt });
    }
    batch.comments.push(row);
  }
  return visibleCount;
}
