import { inventIdCard, inventNickname, inventRealName, inventSurname, seedPhone } from "./content/people";
import { createRng, type Rng } from "./random";

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export type StaffRole = "admin" | "editor" | "moderator" | "analytics" | "lawyer" | "company";

export interface StaffSeat {
  role: StaffRole;
  /** For company operators: the brand whose enterprise they answer for. */
  brandIndex?: number;
  /** For company operators: owners manage the enterprise, agents answer complaints. */
  memberRole?: "owner" | "agent";
  /** A fixed, easy to type phone for the demo accounts listed in the README. */
  demoPhone?: string;
  /** A staff role held beside `role`: the demo moderator also mediates (docs/decisions/057). */
  alsoHolds?: "mediator";
  /** For lawyers: where their application stands; only verified ones hold the lawyer role. */
  lawyerStatus?: "verified" | "pending" | "refused";
}

/**
 * The demo accounts of the README, one per role, with fixed phones. The 1390000 block never comes
 * out of `seedPhone` for a seeded index (seed-data.test.ts checks), so they cannot clash.
 */
export const DEMO_PHONES = {
  consumer: "13900000001",
  secondConsumer: "13900000002",
  lawyer: "13900000011",
  enterpriseOwner: "13900000021",
  enterpriseAgent: "13900000022",
  moderator: "13900000031",
  editor: "13900000032",
  admin: "13900000033",
  analytics: "13900000034",
} as const;

/** The first consumers are the demo consumers. */
export const DEMO_CONSUMER_PHONES = [DEMO_PHONES.consumer, DEMO_PHONES.secondConsumer] as const;

/**
 * Who exists and when they joined. Staff take the first user indexes; consumers follow,
 * joining evenly over the 30 months before `now`, so a complaint written at time t can pick
 * its author among the consumers who had joined by then.
 */
export interface Population {
  seed: number;
  nowMs: number;
  total: number;
  staff: readonly StaffSeat[];
  consumerStartMs: number;
  consumerSpacingMs: number;
}

const CONSUMER_HISTORY_DAYS = 910;

export function createPopulation(
  seed: number,
  nowMs: number,
  consumerCount: number,
  staff: readonly StaffSeat[],
): Population {
  const span = CONSUMER_HISTORY_DAYS * DAY_MS;
  return {
    seed,
    nowMs,
    total: staff.length + consumerCount,
    staff,
    consumerStartMs: nowMs - span - DAY_MS,
    consumerSpacingMs: span / consumerCount,
  };
}

export function userIdOf(index: number): number {
  return index + 1;
}

/** A random consumer who had joined before `atMs`. */
export function pickConsumerBefore(population: Population, rng: Rng, atMs: number): number {
  const consumers = population.total - population.staff.length;
  const joined = Math.floor((atMs - population.consumerStartMs) / population.consumerSpacingMs);
  const eligible = Math.min(consumers, Math.max(1, joined));
  return population.staff.length + Math.floor(rng.next() * eligible);
}

/** Up to `count` different consumers who had joined before `atMs`. */
export function pickConsumersBefore(population: Population, rng: Rng, atMs: number, count: number): number[] {
  const picked = new Set<number>();
  for (let attempt = 0; picked.size < count && attempt < count * 4; attempt++) {
    picked.add(pickConsumerBefore(population, rng, atMs));
  }
  return [...picked];
}

export function userPhone(population: Population, index: number): string {
  return (
    population.staff[index]?.demoPhone ??
    DEMO_CONSUMER_PHONES[index - population.staff.length] ??
    seedPhone(index)
  );
}

export interface UserProfile {
  index: number;
  phone: string;
  nickname: string;
  realName: string | null;
  idCard: string | null;
  createdAt: Date;
  lastLoginAt: Date;
  isBanned: boolean;
}

const STAFF_NICKNAMES: Record<Exclude<StaffRole, "lawyer" | "company">, string> = {
  admin: "平台管理员",
  editor: "内容编辑部",
  moderator: "投诉审核组",
  analytics: "数据分析组",
};

/** Plain profile of one user; the same index always gives the same person. */
export function userProfile(
  population: Population,
  index: number,
  brandNames: readonly string[],
): UserProfile {
  const rng = createRng(population.seed, "user", index);
  const seat = population.staff[index];
  const createdMs = seat
    ? population.consumerStartMs - 200 * DAY_MS + index * HOUR_MS
    : population.consumerStartMs +
      (index - population.staff.length + rng.next() * 0.9) * population.consumerSpacingMs;
  const isVerified = seat ? seat.role === "lawyer" : rng.chance(0.3);
  const realName = isVerified ? inventRealName(rng) : null;
  let nickname: string;
  if (!seat) nickname = inventNickname(rng);
  else if (seat.role === "lawyer") nickname = `${realName?.slice(0, 1) ?? inventSurname(rng)}律师`;
  else if (seat.role === "company") nickname = `${brandNames[seat.brandIndex ?? 0] ?? "商家"}客服`;
  else nickname = STAFF_NICKNAMES[seat.role];
  return {
    index,
    phone: userPhone(population, index),
    nickname,
    realName,
    idCard: isVerified ? inventIdCard(rng) : null,
    createdAt: new Date(createdMs),
    lastLoginAt: new Date(createdMs + rng.next() * (population.nowMs - createdMs)),
    isBanned: !seat && rng.chance(0.003),
  };
}
