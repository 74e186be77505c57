// Casting a vote in a 3·15 campaign (docs/decisions/097): the day a vote counts against, the slots
// that hold an account's limits, the networks votes come from, the ceilings per address and network,
// when a captcha is asked for, and what a burst is. The refusals' messages are defined here once.
import type { CampaignVoteFlagState } from "./campaign";
import { shanghaiDay, shanghaiDayStart } from "./format-date";

/** The Beijing calendar day a vote cast at `now` counts against (the limits reset at 0:00 Beijing time). */
export function campaignVoteDay(now: Date): string {
  return shanghaiDay(now);
}

/** When the limits of the vote day `day` reset: the next day's 0:00 in Beijing. */
export function campaignVoteDayResetsAt(day: string): Date {
  return shanghaiDayStart(day, 1);
}

/**
 * The lowest slot 1..limit that `taken` leaves free, or null when all are taken. An account's votes
 * of a day take day slots, its votes for one player that day player slots; unique keys hold them.
 */
export function nextFreeSlot(taken: readonly number[], limit: number): number | null {
  const used = new Set(taken);
  for (let slot = 1; slot <= limit; slot += 1) if (!used.has(slot)) return slot;
  return null;
}

/**
 * The network an address belongs to, as the text a keyed hash is taken of: IPv4 /24 (`203.0.113.0/24`),
 * IPv6 /48 (`2001:db8:1::/48`). An IPv4 address mapped into IPv6 (`::ffff:203.0.113.9`) is IPv4.
 * Anything else (a unix socket, an empty address) is its own network.
 */
export function networkOfAddress(address: string): string {
  const ipv4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (ipv4) return `${ipv4[1]}.${ipv4[2]}.${ipv4[3]}.0/24`;
  const groups = expandIpv6(address);
  if (groups) return `${groups.slice(0, 3).join(":")}::/48`;
  return address;
}

/** The eight groups of an IPv6 address (lower case, no leading zeros), or null when it is none. */
function expandIpv6(address: string): string[] | null {
  const bare = address.split("%", 1)[0]!.toLowerCase();
  if (!bare.includes(":") || !/^[0-9a-f:.]+$/.test(bare)) return null;
  const halves = bare.split("::");
  if (halves.length > 2) return null;
  const part = (text: string | undefined) => (text ? text.split(":") : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}

/**
 * The window the per-address and per-network ceilings count votes in. Ceilings are rates, not daily
 * totals: a campus or a carrier's NAT votes all day, a script votes fast.
 */
export const CAMPAIGN_VOTE_RATE_WINDOW_MS = 10 * 60_000;

export interface VoteCeiling {
  /** Votes allowed in the window whoever votes. */
  base: number;
  /** Added for each distinct account that voted from there in the window (people sharing a NAT). */
  perAccount: number;
  /** Never more than this, however many accounts. */
  max: number;
}

/** One address: a household or an office behind one address; a carrier's NAT reaches the ceiling's top. */
export const CAMPAIGN_ADDRESS_VOTE_CEILING: VoteCeiling = { base: 20, perAccount: 2, max: 120 };
/** One network (IPv4 /24, IPv6 /48): higher, since a campus or an operator spreads people over it. */
export const CAMPAIGN_NETWORK_VOTE_CEILING: VoteCeiling = { base: 60, perAccount: 2, max: 600 };

/** Votes allowed in the window from an address or network that `accounts` distinct accounts voted from. */
export function voteCeiling(ceiling: VoteCeiling, accounts: number): number {
  return Math.min(ceiling.max, ceiling.base + ceiling.perAccount * accounts);
}

/** A captcha is asked for once an account cast this many votes within the window below… */
export const CAMPAIGN_CAPTCHA_AFTER_ACCOUNT_VOTES = 3;
export const CAMPAIGN_CAPTCHA_ACCOUNT_WINDOW_MS = 60_000;
/** …or its address this many within the rate window (several accounts voting from one address). */
export const CAMPAIGN_CAPTCHA_AFTER_ADDRESS_VOTES = 10;

export interface RecentVotes {
  /** The account's votes in the campaign within the last minute. */
  accountLastMinute: number;
  /** The address's votes in the campaign within the rate window. */
  addressInWindow: number;
}

/** Whether the next vote needs a solved captcha: its account or its address has been voting fast. */
export function voteNeedsCaptcha(recent: RecentVotes): boolean {
  return (
    recent.accountLastMinute >= CAMPAIGN_CAPTCHA_AFTER_ACCOUNT_VOTES ||
    recent.addressInWindow >= CAMPAIGN_CAPTCHA_AFTER_ADDRESS_VOTES
  );
}

/**
 * A burst: this many votes or more from one network within one burst window (windows aligned to the
 * epoch, so every node and every run finds the same windows), flagged for staff.
 */
export const CAMPAIGN_BURST_VOTES = 50;
export const CAMPAIGN_BURST_WINDOW_MS = 5 * 60_000;

/** The burst window an instant falls in. */
export function burstWindowOf(instant: Date): { start: Date; end: Date } {
  const start = Math.floor(instant.getTime() / CAMPAIGN_BURST_WINDOW_MS) * CAMPAIGN_BURST_WINDOW_MS;
  return { start: new Date(start), end: new Date(start + CAMPAIGN_BURST_WINDOW_MS) };
}

export const CAMPAIGN_VOTE_FLAG_STATE_LABELS: Record<CampaignVoteFlagState, string> = {
  open: "待处理",
  voided: "已作废",
  dismissed: "已忽略",
};

/** The refusals of a vote, one message each (docs/product/errors.md). */
export const CAMPAIGN_VOTE_MESSAGES = {
  campaignNotFound: "活动不存在或未开放",
  notStarted: "投票尚未开始，请在活动开始后再来投票",
  closed: "投票已截止",
  playerNotInCampaign: "该选手不在本次活动中",
  playerNotVotable: "该选手未通过审核或已退出，不能为其投票",
  captchaRequired: "投票过于频繁，请先完成人机验证",
  addressOverLimit: "当前网络投票过于频繁，请稍后再试",
  busy: "投票人数较多，请稍后再试",
  flagNotFound: "异常投票记录不存在",
  flagHandled: "该异常已处理",
} as const;

/** Today's votes are used up: they come back at the next 0:00, Beijing time. */
export function dailyVotesUsedMessage(votesPerDay: number): string {
  return `今日${votesPerDay}票已投完，次日0点（北京时间）恢复`;
}

/** Today's votes for this player are used up. */
export function playerVotesUsedMessage(votesPerPlayerPerDay: number): string {
  return `今日为该选手投票已达${votesPerPlayerPerDay}票上限，次日0点（北京时间）恢复`;
}
