import {
  activeDeadline,
  addWorkingDays,
  COMPLAINT_DEADLINES,
  COMPLAINT_STATUSES,
  type ComplaintStatus,
  isUnifiedSocialCreditCode,
  PROVINCES,
  REJECT_REASONS,
  REPLY_OUTCOMES,
  type ReplyOutcome,
  replyOutcomeNeedsAmount,
} from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { brandPinyin } from "../brand-pinyin";
import { derivePiiKeys } from "../pii";
import { PUBLISHED_WORK_CALENDAR } from "../work-calendar";
import {
  type ComplaintBatch,
  type ComplaintWorld,
  createGeneratorCursor,
  emptyComplaintBatch,
  generateComplaint,
  grownShare,
} from "./complaint-generator";
import {
  ARTICLE_CATEGORIES,
  ARTICLE_PERSONS,
  ARTICLE_RESOLUTIONS,
  ARTICLE_SEASONS,
  ARTICLE_TOPICS,
  ARTICLES_PER_CATEGORY,
  CATEGORY_TAGS,
} from "./content/articles";
import { SECTOR_TEXT } from "./content/complaint-scenarios";
import { APPEALS } from "./content/complaint-taxonomy";
import { seedPhone } from "./content/people";
import { CUSTOM_BRANDS, SECTORS } from "./content/sectors";
import { COLLECTIVES } from "./content/site-content";
import { createPopulation, DAY_MS, DEMO_CONSUMER_PHONES } from "./population";
import { createRng, fillTemplate } from "./random";
import { buildTaxonomy } from "./reference-data";
import { inventCreditCode } from "./row-builders";
import { buildBrands, buildCollectives, demoEnterpriseBrandIndexes, planBrands } from "./seed-brands";
import { createComplaintWorld, enterpriseMembers, staffSeats } from "./seed-database";

const NOW = new Date("2026-06-01T04:00:00Z").getTime();
const POSITIVE_TAGS = ["回复及时", "态度友好"];
const NEGATIVE_TAGS = ["回复太慢"];

/** When a company deadline of `workingDays` counted from `fromMs` falls due, on the published calendar. */
const dueAfter = (fromMs: number, workingDays: number) =>
  addWorkingDays(new Date(fromMs), workingDays, PUBLISHED_WORK_CALENDAR).getTime();

function buildWorld(complaintCount: number): ComplaintWorld {
  const planned = planBrands();
  const staff = staffSeats(planned);
  const population = createPopulation(7, NOW, 1500 - staff.length, staff);
  const { subtypes } = buildTaxonomy();
  return createComplaintWorld({
    seed: 7,
    nowMs: NOW,
    complaintCount,
    keys: derivePiiKeys("seed-data-test-secret"),
    population,
    brandNames: planned.map((brand) => brand.name),
    brands: buildBrands(7, NOW, planned, enterpriseMembers(staff)).refs,
    collectivesByBrand: buildCollectives(NOW, planned).byBrand,
    reference: {
      subtypes,
      appealIds: new Map(APPEALS.map((name, i) => [name, i + 1])),
      cityIds: [101, 102, 201],
      majorCityIds: [101],
      positiveTags: POSITIVE_TAGS,
      negativeTags: NEGATIVE_TAGS,
    },
  });
}

function generate(
  world: ComplaintWorld,
  from: number,
  to: number,
  titlesBefore: readonly string[] = [],
): ComplaintBatch {
  const batch = emptyComplaintBatch();
  const cursor = createGeneratorCursor();
  for (const title of titlesBefore) cursor.titles.add(title);
  for (let index = from; index < to; index++) generateComplaint(world, index, batch, cursor);
  return batch;
}

// Ciphertexts carry a random IV by design; everything else must repeat exactly.
function withoutCiphers(batch: ComplaintBatch) {
  return batch.complaints.map(({ phoneCipher, realNameCipher, idCardCipher, ...rest }) => ({
    ...rest,
    hasRealName: realNameCipher !== null,
  }));
}

describe("seed content", () => {
  const planned = planBrands();

  it("has at least 210 unique, invented brand names across every sector", () => {
    const names = planned.map((brand) => brand.name);
    expect(names.length).toBeGreaterThanOrEqual(210);
    expect(new Set(names).size).toBe(names.length);
    const realBrands = [
      "淘宝",
      "天猫",
      "京东",
      "拼多多",
      "美团",
      "饿了么",
      "滴滴",
      "携程",
      "移动通信",
      "联通",
      "电信",
      "抖音",
      "快手",
      "腾讯",
      "阿里",
      "小米",
      "华为",
      "苹果",
      "顺丰",
      "爱奇艺",
      "优酷",
      "支付宝",
      "微信",
      "花呗",
      "借呗",
      "中通",
      "圆通",
      "韵达",
      "申通",
      "极兔",
    ];
    const invented = [...names, ...CUSTOM_BRANDS.map(([name]) => name)].join(" ");
    for (const real of realBrands) expect(invented).not.toContain(real);
  });

  it("gives every brand kind a definition whose scenarios exist", () => {
    const kinds = [
      ...planned.map((brand) => [brand.name, brand.sector.key, brand.kind] as const),
      ...CUSTOM_BRANDS,
    ];
    for (const [name, sector, kindKey] of kinds) {
      if (kindKey === null) continue;
      const text = SECTOR_TEXT[sector];
      const kind = text.kinds?.[kindKey];
      expect(kind, `${name} → ${kindKey}`).toBeDefined();
      for (const index of kind?.scenarios ?? []) expect(text.scenarios[index]).toBeDefined();
    }
  });

  it("points every collective at a scenario its brand may tell", () => {
    for (const collective of COLLECTIVES) {
      const sector = SECTORS.find((candidate) => candidate.key === collective.sector);
      const entry = sector?.brands[collective.brandIndex];
      expect(entry).toBeDefined();
      const kind = typeof entry === "string" || entry === undefined ? undefined : entry[1];
      const allowed = kind ? SECTOR_TEXT[collective.sector].kinds?.[kind]?.scenarios : undefined;
      if (allowed) expect(allowed).toContain(collective.scenarioIndex);
    }
  });

  it("has the companies of some collectives answer them, in their brand's name, after opening", () => {
    const planned = planBrands();
    const brands = buildBrands(7, NOW, planned, enterpriseMembers(staffSeats(planned))).refs;
    const { rows, replies } = buildCollectives(NOW, planned, brands);
    expect(replies.length).toBe(COLLECTIVES.filter((collective) => collective.reply).length);
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) {
      const collective = rows.find((row) => row.id === reply.collectiveId);
      const brand = brands.find((candidate) => candidate.id === collective?.brandId);
      expect(reply.enterpriseId).toBe(brand?.enterpriseId);
      expect(reply.content).toContain(brand?.name);
      expect(reply.content).not.toContain("{brand}");
      expect(reply.createdAt!.getTime()).toBeGreaterThan(collective!.createdAt.getTime());
    }
  });

  it("computes pinyin and initials for brand autocomplete", () => {
    expect(brandPinyin("云杉优选")).toEqual({ pinyin: "yunshanyouxuan", initials: "ysyx" });
    expect(brandPinyin("拾音FM")).toEqual({ pinyin: "shiyinfm", initials: "syfm" });
  });

  it("invents credit codes with a valid GB 32100 check character", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const code = inventCreditCode(createRng(seed, "test"));
      expect(code).toMatch(/^91\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/);
      expect(isUnifiedSocialCreditCode(code), code).toBe(true);
    }
  });

  it("lists the 34 provincial-level divisions", () => {
    expect(PROVINCES).toHaveLength(34);
    expect(PROVINCES.every(([, cities]) => cities.length >= 3)).toBe(true);
  });

  it("gives every article a distinct title", () => {
    const titles = new Set<string>();
    ARTICLE_CATEGORIES.forEach((category, c) => {
      for (let i = 0; i < ARTICLES_PER_CATEGORY; i++) {
        const topic = ARTICLE_TOPICS[(i * 7 + c * 3) % ARTICLE_TOPICS.length];
        const template =
          category.titles[(i + Math.floor(i / ARTICLE_TOPICS.length)) % category.titles.length];
        titles.add(`${template}|${topic?.name}`);
      }
    });
    expect(titles.size).toBe(ARTICLE_CATEGORIES.length * ARTICLES_PER_CATEGORY);
  });

  it("gives every article several paragraphs and at least 800 characters of text", () => {
    const shortest = (values: readonly string[]) => values.reduce((a, b) => (b.length < a.length ? b : a));
    for (const category of ARTICLE_CATEGORIES) {
      for (const topic of ARTICLE_TOPICS) {
        // The shortest value of every slot: no seeded article can come out shorter.
        const slots = {
          topic: topic.name,
          risk: topic.risk,
          tip1: shortest(topic.tips),
          tip2: shortest(topic.tips),
          tip3: shortest(topic.tips),
          law: topic.law,
          story: topic.story,
          season: shortest(ARTICLE_SEASONS),
          person: shortest(ARTICLE_PERSONS),
          city: "天津",
          month: "2026年1月",
          year: "2025",
          percent: "12",
          resolution: shortest(ARTICLE_RESOLUTIONS),
        };
        const paragraphs = category.body.filter((paragraph) => !paragraph.startsWith("## "));
        const text = paragraphs.map((paragraph) => fillTemplate(paragraph, slots)).join("");
        expect(paragraphs.length, category.name).toBeGreaterThanOrEqual(4);
        expect(text.length, `${category.name}·${topic.name}`).toBeGreaterThanOrEqual(800);
      }
    }
  });

  it("spreads the articles over every category and tags each with its topic, category and law", () => {
    const topicsUsed = new Set<string>();
    ARTICLE_CATEGORIES.forEach((category, c) => {
      expect(CATEGORY_TAGS[category.name], category.name).toBeDefined();
      for (let i = 0; i < ARTICLES_PER_CATEGORY; i++) {
        topicsUsed.add(ARTICLE_TOPICS[(i * 7 + c * 3) % ARTICLE_TOPICS.length]!.name);
      }
    });
    expect(ARTICLE_CATEGORIES.length * ARTICLES_PER_CATEGORY).toBe(165);
    expect(topicsUsed.size).toBe(ARTICLE_TOPICS.length);
  });
});

// One generated sample for every test below: generation is the slow part.
const world = buildWorld(3000);
const batch = generate(world, 0, 3000);

describe("grownShare", () => {
  it("maps the filing order onto the history in order, ends to ends, most recent days fullest", () => {
    expect(grownShare(0)).toBe(0);
    expect(grownShare(1)).toBeCloseTo(1, 12);
    const steps = 10_000;
    const shares = Array.from({ length: steps }, (_, step) => grownShare(step / steps));
    const lastMonthShare = shares.filter((at) => at >= 1 - 30 / 730).length / steps;
    expect(lastMonthShare).toBeGreaterThan(0.15);
    expect(lastMonthShare).toBeLessThan(0.2);
    for (let share = 0; share < 1; share += 0.1)
      expect(grownShare(share + 0.1)).toBeGreaterThan(grownShare(share));
  });
});

describe("generateComplaint", () => {
  it("fills every template slot and writes readable titles", () => {
    for (const complaint of batch.complaints) {
      expect(complaint.title).not.toMatch(/[{}]/);
      expect(complaint.content).not.toMatch(/[{}]/);
      expect(complaint.title.length).toBeGreaterThanOrEqual(8);
      expect(complaint.title.length).toBeLessThanOrEqual(60);
      expect(complaint.content.length).toBeGreaterThan(60);
      expect(complaint.searchTokens?.length).toBeGreaterThan(0);
    }
  });

  it("spreads complaints over every status, most of them handled by the company", () => {
    const counts = new Map<string, number>();
    for (const complaint of batch.complaints)
      counts.set(complaint.status ?? "", (counts.get(complaint.status ?? "") ?? 0) + 1);
    for (const status of COMPLAINT_STATUSES) {
      expect(counts.get(status), status).toBeGreaterThan(0);
    }
    const completed = counts.get("completed") ?? 0;
    expect(completed / batch.complaints.length).toBeGreaterThan(0.6);
  });

  it("keeps each timeline in order and in the past", () => {
    for (const complaint of batch.complaints) {
      const times = [complaint.createdAt, complaint.reviewedAt, complaint.repliedAt, complaint.completedAt]
        .filter((value): value is Date => value instanceof Date)
        .map((date) => date.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    }
    const byComplaint = new Map<number, number[]>();
    for (const row of batch.stream) {
      const list = byComplaint.get(row.complaintId) ?? [];
      list.push(row.createdAt?.getTime() ?? 0);
      byComplaint.set(row.complaintId, list);
    }
    for (const times of byComplaint.values()) expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("links sub-comments to an earlier comment on the same complaint", () => {
    const byId = new Map(batch.comments.map((comment) => [comment.id, comment]));
    const replies = batch.comments.filter((comment) => comment.parentId !== null);
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) {
      const parent = byId.get(reply.parentId ?? -1);
      expect(parent?.complaintId).toBe(reply.complaintId);
      expect(parent?.parentId).toBeNull();
    }
  });

  it("rates only complaints the consumer completed, once, with platform tags", () => {
    const byId = new Map(batch.complaints.map((complaint) => [complaint.id, complaint]));
    for (const rating of batch.ratings) {
      const complaint = byId.get(rating.complaintId);
      expect(complaint?.status).toBe("completed");
      expect(complaint?.isAutoCompleted).toBe(false);
      for (const tag of rating.tags ?? []) expect([...POSITIVE_TAGS, ...NEGATIVE_TAGS]).toContain(tag);
    }
    expect(new Set(batch.ratings.map((rating) => rating.complaintId)).size).toBe(batch.ratings.length);
    const completedByConsumer = batch.complaints.filter(
      (complaint) => complaint.status === "completed" && !complaint.isAutoCompleted,
    ).length;
    expect(batch.ratings.length / completedByConsumer).toBeGreaterThan(0.7);
  });

  it("generates the same complaint from (seed, index) and the titles given before it, whatever the batch", () => {
    const titlesBefore = batch.complaints.slice(0, 1000).map((complaint) => complaint.title);
    const again = generate(world, 1000, 1010, titlesBefore);
    expect(withoutCiphers(again)).toEqual(withoutCiphers(batch).slice(1000, 1010));
  });
});

describe("generated titles", () => {
  it("never repeat, so no list shows one twice", () => {
    const titles = batch.complaints.map((complaint) => complaint.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("generated lifecycle", () => {
  const streamOf = new Map<number, typeof batch.stream>();
  for (const row of batch.stream) {
    const rows = streamOf.get(row.complaintId) ?? [];
    rows.push(row);
    streamOf.set(row.complaintId, rows);
  }
  const actionsOf = (id: number | undefined) => (streamOf.get(id ?? 0) ?? []).map((row) => row.action);
  const time = (date: Date | null | undefined) => date?.getTime() ?? null;
  const PUBLISHED: readonly ComplaintStatus[] = [
    "dispatched",
    "processing",
    "company_needs_info",
    "replied",
    "completed",
  ];
  const OPEN_PUBLISHED: readonly ComplaintStatus[] = [
    "dispatched",
    "processing",
    "company_needs_info",
    "replied",
  ];

  it("publishes exactly the approved complaints, with the enterprise copied from the brand", () => {
    for (const complaint of batch.complaints) {
      const published = complaint.dispatchedAt !== null && complaint.dispatchedAt !== undefined;
      if (PUBLISHED.includes(complaint.status as ComplaintStatus))
        expect(published, `${complaint.id}`).toBe(true);
      if (["pending_review", "needs_info", "rejected"].includes(complaint.status ?? "")) {
        expect(published).toBe(false);
      }
      expect(complaint.enterpriseId !== null, `${complaint.id}`).toBe(published);
      expect(actionsOf(complaint.id).includes("approved")).toBe(published);
    }
  });

  it("runs the deadlines of open complaints from the seed's now", () => {
    for (const complaint of batch.complaints) {
      const status = complaint.status as ComplaintStatus;
      if (!OPEN_PUBLISHED.includes(status)) continue;
      const clock = {
        firstResponseAt: complaint.firstResponseAt ?? null,
        responseDueAt: complaint.responseDueAt ?? null,
        replyDueAt: complaint.replyDueAt ?? null,
        confirmDueAt: complaint.confirmDueAt ?? null,
        clockPausedAt: complaint.clockPausedAt ?? null,
      };
      const deadline = activeDeadline(status, clock);
      expect(deadline, `${complaint.id} ${status}`).not.toBeNull();
      if (status === "dispatched") {
        const dispatched = time(complaint.dispatchedAt) ?? 0;
        expect(time(clock.responseDueAt)).toBe(
          dueAfter(dispatched, COMPLAINT_DEADLINES.firstResponseWorkingDays),
        );
        expect(time(clock.replyDueAt)).toBe(dueAfter(dispatched, COMPLAINT_DEADLINES.replyWorkingDays));
      }
      if (status === "company_needs_info") expect(clock.clockPausedAt).not.toBeNull();
      if (deadline && !deadline.paused && deadline.kind !== "company_response") {
        expect(deadline.dueAt.getTime(), `${complaint.id}`).toBeGreaterThan(NOW);
      }
    }
  });

  it("flags 超时 exactly when the company's first response came after 5 working days, or not at all", () => {
    let overdue = 0;
    for (const complaint of batch.complaints) {
      const dispatched = time(complaint.dispatchedAt);
      if (dispatched === null) {
        expect(complaint.isOverdue).toBe(false);
        continue;
      }
      const deadline = dueAfter(dispatched, COMPLAINT_DEADLINES.firstResponseWorkingDays);
      const firstResponse = time(complaint.firstResponseAt);
      const stoppedWaiting = firstResponse ?? Math.min(time(complaint.closedAt) ?? NOW, NOW);
      expect(complaint.isOverdue, `${complaint.id}`).toBe(stoppedWaiting > deadline);
      expect(actionsOf(complaint.id).includes("overdue")).toBe(complaint.isOverdue);
      if (complaint.isOverdue) {
        overdue++;
        expect(time(complaint.overdueAt)).toBe(deadline);
      }
    }
    expect(overdue / batch.complaints.length).toBeGreaterThan(0.05);
  });

  it("closes complaints of silent companies as 未回复 only after the final deadline", () => {
    const unanswered = batch.complaints.filter((complaint) => complaint.closeReason === "no_response");
    expect(unanswered.length).toBeGreaterThan(30);
    for (const complaint of unanswered) {
      expect(complaint.status).toBe("closed");
      const closed = time(complaint.closedAt) ?? 0;
      const dispatched = time(complaint.dispatchedAt) ?? 0;
      expect(closed).toBeGreaterThanOrEqual(dueAfter(dispatched, COMPLAINT_DEADLINES.appealReplyWorkingDays));
      if (complaint.repliedAt === null) {
        expect(closed).toBeGreaterThanOrEqual(dueAfter(dispatched, COMPLAINT_DEADLINES.replyWorkingDays));
      }
      const closing = streamOf.get(complaint.id ?? 0)?.find((row) => row.action === "closed");
      expect(closing?.actorType).toBe("system");
      expect(closing?.payload).toEqual({ close_reason: "no_response" });
    }
  });

  it("gives every reply an outcome, with an amount for refunds and compensation", () => {
    const outcomes = new Set<string>();
    for (const row of batch.stream.filter((candidate) => candidate.action === "replied")) {
      const payload = row.payload as { outcome: ReplyOutcome; amount?: number };
      expect(REPLY_OUTCOMES).toContain(payload.outcome);
      outcomes.add(payload.outcome);
      if (replyOutcomeNeedsAmount(payload.outcome)) expect(payload.amount).toBeGreaterThan(0);
      else expect(payload.amount).toBeUndefined();
    }
    expect([...outcomes].sort()).toEqual([...REPLY_OUTCOMES].sort());
  });

  it("completes some complaints automatically, marked and unrated", () => {
    const automatic = batch.complaints.filter((complaint) => complaint.isAutoCompleted);
    expect(automatic.length).toBeGreaterThan(50);
    const rated = new Set(batch.ratings.map((rating) => rating.complaintId));
    for (const complaint of automatic) {
      expect(complaint.status).toBe("completed");
      expect(rated.has(complaint.id ?? 0)).toBe(false);
      expect(actionsOf(complaint.id)).toContain("auto_completed");
      expect(actionsOf(complaint.id)).not.toContain("rated");
    }
  });

  it("rejects with reason codes, some resubmitted once, and lets some consumers withdraw", () => {
    for (const complaint of batch.complaints) {
      if (complaint.status === "rejected") expect(REJECT_REASONS).toContain(complaint.rejectReason);
      else expect(complaint.rejectReason).toBeNull();
    }
    const resubmitted = batch.complaints.filter((complaint) => complaint.resubmitCount === 1);
    expect(resubmitted.length).toBeGreaterThan(5);
    for (const complaint of resubmitted) expect(actionsOf(complaint.id)).toContain("resubmitted");
    const withdrawn = batch.complaints.filter((complaint) => complaint.closeReason === "withdrawn");
    expect(withdrawn.length).toBeGreaterThan(10);
    for (const complaint of withdrawn) expect(actionsOf(complaint.id)).toContain("withdrawn");
  });

  it("keeps applications on open published complaints while pending, and closes the approved ones", () => {
    const byId = new Map(batch.complaints.map((complaint) => [complaint.id, complaint]));
    const pending = batch.applications.filter((application) => application.status === "pending");
    expect(pending.length).toBeGreaterThan(0);
    expect(new Set(pending.map((application) => application.complaintId)).size).toBe(pending.length);
    for (const application of batch.applications) {
      const complaint = byId.get(application.complaintId);
      expect(application.enterpriseId).toBe(complaint?.enterpriseId);
      if (application.status === "pending") {
        expect(OPEN_PUBLISHED).toContain(complaint?.status);
      } else if (application.status === "approved") {
        expect(complaint?.status).toBe("closed");
        expect(complaint?.closeReason).toBe(application.kind === "end" ? "ended" : "archived");
      }
    }
  });

  it("logs every approval as a public staff action and pays points for publishing and rating", () => {
    const approvals = batch.staffActions.filter((action) => action.action === "complaint.approve");
    const published = batch.complaints.filter((complaint) => complaint.dispatchedAt);
    expect(approvals.map((action) => action.complaintId).sort()).toEqual(
      published.map((complaint) => complaint.id).sort(),
    );
    for (const approval of approvals) expect(approval.isPublic).toBe(true);
    const points = (reason: string) => batch.pointEntries.filter((entry) => entry.reason === reason);
    expect(points("complaint_published")).toHaveLength(published.length);
    expect(points("complaint_rated")).toHaveLength(batch.ratings.length);
    for (const entry of points("complaint_published")) expect(entry.points).toBe(10);
    for (const entry of points("complaint_rated")) expect(entry.points).toBe(5);
    expect(batch.reports.some((report) => report.status === "pending")).toBe(true);
  });

  it("files the showcase complaints of the demo consumers against the demo enterprise", () => {
    const demoBrandIds = demoEnterpriseBrandIndexes(planBrands()).map((index) => index + 1);
    const demoUserIds = world.demoConsumers.map((index) => index + 1);
    const showcase = batch.complaints.slice(-17);
    for (const complaint of showcase) {
      expect(demoBrandIds).toContain(complaint.brandId);
      expect(demoUserIds).toContain(complaint.userId);
    }
    expect(showcase.map((complaint) => complaint.status)).toEqual([
      ...["pending_review", "needs_info", "rejected", "pending_review", "replied", "company_needs_info"],
      ...["processing", "completed", "closed", "dispatched", "dispatched", "dispatched", "processing"],
      ...["processing", "completed", "closed", "closed"],
    ]);
    expect(new Set(showcase.map((complaint) => complaint.status))).toEqual(new Set(COMPLAINT_STATUSES));
    const inbox = showcase.filter((complaint) => complaint.dispatchedAt);
    const dueSoon = inbox.filter((complaint) => {
      const due = time(complaint.responseDueAt ?? complaint.replyDueAt);
      return complaint.status !== "closed" && due !== null && due > NOW && due < NOW + 2 * DAY_MS;
    });
    expect(dueSoon.length).toBeGreaterThanOrEqual(2);
    expect(inbox.some((complaint) => complaint.isOverdue && complaint.status === "dispatched")).toBe(true);
    const showcaseIds = new Set(showcase.map((complaint) => complaint.id));
    expect(
      batch.applications.some(
        (application) => application.status === "pending" && showcaseIds.has(application.complaintId),
      ),
    ).toBe(true);
  });

  it("never hands a seeded user one of the demo accounts' phones", () => {
    const demoPhones = new Set([
      ...DEMO_CONSUMER_PHONES,
      ...staffSeats(planBrands()).flatMap((seat) => (seat.demoPhone ? [seat.demoPhone] : [])),
    ]);
    expect(demoPhones.size).toBe(9);
    // A million complaints seed about 334,000 users.
    const clashes: number[] = [];
    for (let index = 0; index < 400_000; index++) if (demoPhones.has(seedPhone(index))) clashes.push(index);
    expect(clashes).toEqual([]);
  });
});
