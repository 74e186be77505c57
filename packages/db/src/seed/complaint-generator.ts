import { COMPLAINT_NUMBER_FIRST, POINT_RULES } from "@tousu/domain";
import { encryptPii, type PiiKeys } from "../pii";
import type {
  commentLikes,
  comments,
  complaintAppeals,
  complaintApplications,
  complaintAttributes,
  complaintFollows,
  complaintImages,
  complaintLikes,
  complaintOperatorStream,
  complaintProblems,
  complaintRatings,
  contentReports,
  pointEntries,
  staffActions,
} from "../schema";
import type { BrandRef } from "./brand-ref";
import { compensationAmount, type Plot, playTypicalStory, resolvingOutcomeOf } from "./complaint-plots";
import { ComplaintStory } from "./complaint-story";
import { COMMENTS, HOLDING_REPLIES, REPLIES, RESOLVING_REPLIES } from "./content/complaint-flow";
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
import { CUSTOM_BRANDS } from "./content/sectors";
import {
  DAY_MS,
  HOUR_MS,
  type Population,
  pickConsumerBefore,
  pickConsumersBefore,
  userIdOf,
  userPhone,
  userProfile,
} from "./population";
import { createRng, fillTemplate, type Rng } from "./random";
import { buildComplaintRow, type NewComplaintRow } from "./row-builders";
import { showcaseAt } from "./showcase";
import { playRankedStory, rankedComplaintAt } from "./weekly-ranking";

type ComplaintStatus = NonNullable<NewComplaintRow["status"]>;
type StreamRow = typeof complaintOperatorStream.$inferInsert;
type CommentRow = typeof comments.$inferInsert;

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
  /** Brands of the demo enterprise, which the showcase complaints are filed against. */
  demoBrands: readonly BrandRef[];
  /** Brands of the last week's cohort, ranked on the default red and black lists (weekly-ranking.ts). */
  rankedBrands: readonly BrandRef[];
  /** User indexes of the demo consumers. */
  demoConsumers: readonly number[];
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
  applications: (typeof complaintApplications.$inferInsert)[];
  staffActions: (typeof staffActions.$inferInsert)[];
  pointEntries: (typeof pointEntries.$inferInsert)[];
  reports: (typeof contentReports.$inferInsert)[];
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
    applications: [],
    staffActions: [],
    pointEntries: [],
    reports: [],
  };
}

/** A complaint of one of the first consumers, remembered for their sample push messages. */
export interface NotableComplaint {
  userIndex: number;
  complaintId: number;
  title: string;
  status: ComplaintStatus;
  atMs: number;
  /** Scripted for the demo: its message stays unread. */
  isShowcase: boolean;
}

/** Counters that run across batches; the only state carried from one complaint to the next. */
export interface GeneratorCursor {
  // Ids are assigned here rather than by identity sequences: batches are written concurrently,
  // and sequence values handed to two interleaved INSERTs would differ from run to run.
  nextCommentId: number;
  nextStreamId: number;
  nextImageId: number;
  nextRatingId: number;
  nextApplicationId: number;
  nextStaffActionId: number;
  nextPointEntryId: number;
  nextReportId: number;
  notable: NotableComplaint[];
  /** Titles given so far: two complaints never share one, so no list or page shows a title twice. */
  titles: Set<string>;
}

export function createGeneratorCursor(): GeneratorCursor {
  return {
    nextCommentId: 1,
    nextStreamId: 1,
    nextImageId: 1,
    nextRatingId: 1,
    nextApplicationId: 1,
    nextStaffActionId: 1,
    nextPointEntryId: 1,
    nextReportId: 1,
    notable: [],
    titles: new Set(),
  };
}

export const COMPLAINT_HISTORY_DAYS = 730;
/**
 * The platform files this many times more complaints a day now than two years ago, like a young
 * platform that grew: about a sixth of the history falls in the last 30 days, so the weekly and
 * monthly rankings (10 complaints a brand at least) have brands to rank.
 */
const PLATFORM_GROWTH = 80;

/**
 * Where the complaint at `share` of the sequence (0..1, in filing order) falls in the history
 * (0..1): the inverse of the filings' cumulative share under exponential growth.
 */
export function grownShare(share: number): number {
  return Math.log(1 + share * (PLATFORM_GROWTH - 1)) / Math.log(PLATFORM_GROWTH);
}
const NOTABLE_USERS = 20;
const NOTABLE_PER_USER = 3;

const CHANNELS = [
  ["h5", 45],
  ["pc", 30],
  ["app", 15],
  ["mini_program", 10],
] as const;

type StreamAction = StreamRow["action"];

/** Staff steps of the timeline and their entry in the staff log, with the codes and visibility apps/api writes. */
const STAFF_ACTIONS: Partial<Record<StreamAction, { action: string; isPublic: boolean }>> = {
  approved: { action: "complaint.approve", isPublic: true },
  rejected: { action: "complaint.reject", isPublic: false },
  info_requested: { action: "complaint.request_info", isPublic: false },
  application_approved: { action: "application.approve", isPublic: true },
  application_refused: { action: "application.refuse", isPublic: false },
  hidden: { action: "complaint.hide", isPublic: false },
};

const REPORT_REASONS: Record<"complaint" | "comment", readonly (readonly [string, string])[]> = {
  complaint: [
    ["false_info", "内容与事实不符，商家已经处理过了。"],
    ["privacy", "图片里露出了别人的手机号。"],
    ["abuse", "投诉里有人身攻击的话。"],
  ],
  comment: [
    ["advertising", "评论在推广其他维权服务。"],
    ["abuse", "评论辱骂投诉人。"],
    ["false_info", "评论内容与事实不符。"],
  ],
};

/**
 * A reader's report; pending unless `handledMs` is given (then a moderator upheld it). The reasons
 * are codes of the report form (packages/contracts content-reports REPORT_REASONS).
 */
function reportContent(
  world: ComplaintWorld,
  rng: Rng,
  batch: ComplaintBatch,
  cursor: GeneratorCursor,
  targetType: "complaint" | "comment",
  targetId: number,
  atMs: number,
  handledMs?: number,
): void {
  const [reason, detail] = rng.pick(REPORT_REASONS[targetType]);
  batch.reports.push({
    id: cursor.nextReportId++,
    targetType,
    targetId,
    reporterId: userIdOf(pickConsumerBefore(world.population, rng, atMs)),
    reason,
    detail,
    status: handledMs === undefined ? "pending" : "approved",
    handledBy: handledMs === undefined ? null : world.moderatorId,
    createdAt: new Date(Math.round(atMs)),
    handledAt: handledMs === undefined ? null : new Date(Math.round(handledMs)),
  });
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

const TITLE_ATTEMPTS = 8;

/**
 * The composed title when no complaint has it yet; else another of the scenario's titles, drawn from a
 * random stream of its own (so the complaint's other choices stay as they were), and as a last resort
 * the title with its purchase date, then a number.
 */
function uniqueTitle(
  title: string,
  taken: Set<string>,
  retryRng: () => Rng,
  compose: (rng: Rng) => string,
  purchaseDate: string,
): string {
  let candidate = title;
  if (taken.has(candidate)) {
    const rng = retryRng();
    for (let attempt = 0; attempt < TITLE_ATTEMPTS && taken.has(candidate); attempt++)
      candidate = compose(rng);
  }
  for (let n = 1; taken.has(candidate); n++) {
    candidate = n === 1 ? `${title}（${purchaseDate}购买）` : `${title}（${purchaseDate}购买，其${n}）`;
  }
  taken.add(candidate);
  return candidate;
}

/**
 * Appends one complaint and everything hanging off it (problems, appeals, attributes,
 * images, operator stream, rating, likes, follows, comments) to the batch. All randomness
 * comes from (seed, index), so any complaint can be generated on its own, given the titles taken
 * before it (`cursor.titles`), which its own must differ from.
 */
export function generateComplaint(
  world: ComplaintWorld,
  index: number,
  batch: ComplaintBatch,
  cursor: GeneratorCursor,
): void {
  const rng = createRng(world.seed, "complaint", index);
  const id = index + 1;
  const showcase = showcaseAt(world.complaintCount, index);
  const ranked = showcase
    ? undefined
    : rankedComplaintAt(world.complaintCount, world.rankedBrands, index, rng);
  const createdMs = showcase
    ? world.nowMs - (typeof showcase.ageMs === "number" ? showcase.ageMs : showcase.ageMs(world.nowMs))
    : ranked
      ? world.nowMs - ranked.ageMs
      : world.startMs +
        grownShare((index + rng.next() * 0.9) / world.complaintCount) * (world.nowMs - world.startMs);
  const ageDays = (world.nowMs - createdMs) / DAY_MS;

  const isCustomBrand = !showcase && !ranked && rng.chance(0.02);
  const brand = showcase
    ? (world.demoBrands[index % world.demoBrands.length] as BrandRef)
    : ranked
      ? ranked.brand
      : isCustomBrand
        ? null
        : pickBrand(world, rng);
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
  const composeTitle = (titleRng: Rng) => {
    const text = fillTemplate(titleRng.pick(scenario.titles), slots);
    return text.length <= 24 && titleRng.chance(0.45)
      ? `${text}，${TITLE_DEMANDS[mainAppeal] ?? "要求处理"}`
      : text;
  };
  const title = uniqueTitle(
    composeTitle(rng),
    cursor.titles,
    () => createRng(world.seed, "title", index),
    composeTitle,
    slots.date ?? "",
  );
  const content =
    fillTemplate(rng.pick(scenario.bodies), slots) +
    rng.pick(CONTACT_STORIES) +
    `现要求商家${chosenAppeals.map((appeal) => DEMANDS[appeal] ?? appeal).join("，并")}。` +
    rng.pick(CLOSINGS);

  // Who complains, and what happened since.
  const userIndex = showcase
    ? (world.demoConsumers[showcase.consumer] as number)
    : pickConsumerBefore(world.population, rng, createdMs);
  const userId = userIdOf(userIndex);
  const responders = brand?.responderIds ?? [];
  const story = new ComplaintStory(
    {
      userId,
      moderatorId: world.moderatorId,
      companyId: responders.length > 0 ? rng.pick(responders) : null,
    },
    createdMs,
    world.nowMs,
  );
  const resolvingOutcome = resolvingOutcomeOf(mainAppeal, money);
  const plot: Plot = {
    resolvingReply: RESOLVING_REPLIES[mainAppeal] ?? rng.pick(HOLDING_REPLIES),
    resolvingOutcome,
    amount: compensationAmount(resolvingOutcome, money),
    positiveTags: world.positiveTags,
    negativeTags: world.negativeTags,
  };
  if (showcase) showcase.play(story, rng, plot);
  else if (ranked) playRankedStory(story, rng, plot, ranked.isRated);
  else playTypicalStory(story, rng, plot, isCustomBrand);
  story.settle();
  const status = story.status;
  const isPublic = story.dispatchedMs !== null;
  const isHidden = isPublic && !showcase && !ranked && rng.chance(0.004);
  if (isHidden) {
    story.atMs = Math.round((story.atMs + world.nowMs) / 2);
    story.record(
      "hidden",
      "platform",
      world.moderatorId,
      "投诉内容经举报核实违反社区规范，已隐藏",
      {},
      false,
    );
  }
  const stamp = (ms: number) => new Date(Math.round(ms));
  const stampOrNull = (ms: number | null) => (ms === null ? null : stamp(ms));

  const enterpriseId = brand?.enterpriseId ?? null;
  // One application is pending at a time, so the reviews on the timeline come in the applications' order.
  const reviewedApplicationIds: number[] = [];
  for (const application of story.applications) {
    if (enterpriseId === null) throw new Error("Seed story: an application needs an enterprise");
    const applicationId = cursor.nextApplicationId++;
    if (application.reviewedMs !== null) reviewedApplicationIds.push(applicationId);
    batch.applications.push({
      id: applicationId,
      complaintId: id,
      enterpriseId,
      applicantId: application.applicantId,
      kind: application.kind,
      reason: application.reason,
      status: application.status,
      reviewerId: application.reviewedMs === null ? null : world.moderatorId,
      reviewNote: application.reviewNote,
      createdAt: stamp(application.createdMs),
      reviewedAt: stampOrNull(application.reviewedMs),
    });
  }

  batch.stream.push({
    id: cursor.nextStreamId++,
    complaintId: id,
    actorType: "user",
    actorId: userId,
    action: "created",
    content: "提交投诉",
    createdAt: stamp(createdMs),
  });
  for (const event of story.events) {
    batch.stream.push({
      id: cursor.nextStreamId++,
      complaintId: id,
      actorType: event.actorType,
      actorId: event.actorId,
      action: event.action,
      content: event.content,
      payload: event.payload,
      isPublic: event.isPublic,
      createdAt: stamp(event.atMs),
    });
    const staffAction = STAFF_ACTIONS[event.action];
    if (staffAction) {
      const applicationId =
        event.action === "application_approved" || event.action === "application_refused"
          ? reviewedApplicationIds.shift()
          : undefined;
      const { reason_code } = event.payload;
      batch.staffActions.push({
        id: cursor.nextStaffActionId++,
        staffId: world.moderatorId,
        action: staffAction.action,
        targetType: applicationId === undefined ? "complaint" : "complaint_application",
        targetId: String(applicationId ?? id),
        complaintId: id,
        detail:
          event.action === "approved" ? {} : { ...(reason_code ? { reason_code } : {}), note: event.content },
        isPublic: staffAction.isPublic,
        createdAt: stamp(event.atMs),
      });
    }
  }
  const lastEventMs = story.events.at(-1)?.atMs ?? createdMs;
  if (story.dispatchedMs !== null) {
    batch.pointEntries.push({
      id: cursor.nextPointEntryId++,
      userId,
      points: POINT_RULES.complaint_published,
      reason: "complaint_published",
      sourceId: String(id),
      createdAt: stamp(story.dispatchedMs),
    });
  }

  const rating = story.rating;
  const ratedMs = story.events.find((event) => event.action === "rated")?.atMs;
  if (rating && ratedMs !== undefined) {
    batch.ratings.push({
      id: cursor.nextRatingId++,
      complaintId: id,
      userId,
      attitudeScore: rating.attitude,
      speedScore: rating.speed,
      satisfactionScore: rating.satisfaction,
      tags: rating.tags,
      content: rating.content,
      createdAt: stamp(ratedMs),
    });
    batch.pointEntries.push({
      id: cursor.nextPointEntryId++,
      userId,
      points: POINT_RULES.complaint_rated,
      reason: "complaint_rated",
      sourceId: String(id),
      createdAt: stamp(ratedMs),
    });
  }

  // Real-name complaints reuse the author's verified identity.
  const identity = rng.chance(0.5) ? userProfile(world.population, userIndex, world.brandNames) : null;
  const realName = identity?.idCard ? identity.realName : null;
  const idCard = realName ? (identity?.idCard ?? null) : null;
  const publicFromMs = story.dispatchedMs ?? createdMs;

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
    if (showcase?.reported || (world.nowMs - publicFromMs < 60 * DAY_MS && rng.chance(0.02))) {
      reportContent(world, rng, batch, cursor, "complaint", id, reactionMs(10));
    }
  }
  if (isHidden) {
    // The report that got it hidden, handled.
    reportContent(world, rng, batch, cursor, "complaint", id, publicFromMs, lastEventMs);
  }

  const cityId =
    rng.chance(0.5) && world.majorCityIds.length > 0 ? rng.pick(world.majorCityIds) : rng.pick(world.cityIds);
  batch.complaints.push(
    buildComplaintRow({
      id,
      // The number the sequence would have given it, had it been filed in the order of its id.
      sn: String(COMPLAINT_NUMBER_FIRST - 1 + id),
      userId,
      brandId: brand?.id ?? null,
      brandName,
      customBrandName: brand ? null : brandName,
      enterpriseId: isPublic ? enterpriseId : null,
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
      phoneCipher: encryptPii(userPhone(world.population, userIndex), world.keys.encryptionKey),
      realNameCipher: realName ? encryptPii(realName, world.keys.encryptionKey) : null,
      idCardCipher: idCard ? encryptPii(idCard, world.keys.encryptionKey) : null,
      viewCount,
      commentCount,
      likeCount,
      followCount,
      createdAt: stamp(createdMs),
      updatedAt: stamp(lastEventMs),
      reviewedAt: stampOrNull(story.reviewedMs),
      dispatchedAt: stampOrNull(story.dispatchedMs),
      repliedAt: stampOrNull(story.repliedMs),
      completedAt: stampOrNull(story.completedMs),
      closedAt: stampOrNull(story.closedMs),
      closeReason: story.closeReason,
      rejectReason: story.rejectReason,
      resubmitCount: story.resubmitCount,
      appealCount: story.appealCount,
      isOverdue: story.overdueMs !== null,
      overdueAt: stampOrNull(story.overdueMs),
      isAutoCompleted: story.isAutoCompleted,
      imagesHidden: false,
      firstResponseAt: story.clock.firstResponseAt,
      responseDueAt: story.clock.responseDueAt,
      replyDueAt: story.clock.replyDueAt,
      confirmDueAt: story.clock.confirmDueAt,
      clockPausedAt: story.clock.clockPausedAt,
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
      const url = `/images/samples/evidence-${rng.int(1, 6)}.webp`;
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
    const mine = cursor.notable.filter((entry) => entry.userIndex === userIndex && !entry.isShowcase);
    if (showcase || mine.length < NOTABLE_PER_USER) {
      cursor.notable.push({
        userIndex,
        complaintId: id,
        title,
        status,
        atMs: lastEventMs,
        isShowcase: showcase !== undefined,
      });
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
    if (visible && world.nowMs - atMs < 30 * DAY_MS && rng.chance(0.05)) {
      reportContent(
        world,
        rng,
        batch,
        cursor,
        "comment",
        row.id as number,
        atMs + rng.next() * (world.nowMs - atMs),
      );
    }
  }
  return visibleCount;
}
