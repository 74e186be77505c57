import { type TrackEvent, trackEvent } from "@tousu/contracts";
import {
  browserFamilyOf,
  classifyReferrer,
  deviceClassOf,
  isEntryView,
  isTrackEventName,
  trackedPath,
  trackedSearchTerm,
} from "@tousu/domain";
import { decryptContent } from "@tousu/domain/content-cipher";
import { isbot } from "isbot";
import type { AppDeps } from "../../app-deps";
import { badRequest, forbidden } from "../../lib/app-error";
import { requireStorableText } from "../../lib/storable-text";
import { createAccountHasher, createTrackPageTokens, replayKey, visitorHash } from "./track-keys";
import type { RegionLookup } from "./track-regions";
import { createDaySalts } from "./track-salts";
import type { TrackStore } from "./track-store";

/** What the data service knows of the sender besides the beacon: used, then forgotten. */
export interface TrackSender {
  /** The caller's address as the server determined it (TRUST_PROXY applied). */
  address: string;
  userAgent: string | undefined;
  /** The session's account; the event's own `uid` is a claim and is never used. */
  userId: number | null;
}

export const TRACK_TOKEN_REFUSED_MESSAGE = "页面已过期，请刷新页面后再试";
export const UNKNOWN_TRACK_EVENT_MESSAGE = "未知的事件名称";

/**
 * The tracking pipeline (decision 109): a page token checked, bots dropped, the event decrypted
 * and validated, then reduced to what may be kept — a path, a referrer class, a coarse browser and
 * device, a day's visitor hash, a province and city — before the store sees it. The address, the
 * user agent and the account id go no further than this function.
 */
export function createTrackRecorder(
  deps: Pick<AppDeps, "config" | "db" | "providers">,
  store: TrackStore,
  regions: RegionLookup,
) {
  const tokens = createTrackPageTokens(deps.config.PII_SECRET);
  const hashAccount = createAccountHasher(deps.config.PII_SECRET);
  const daySalt = createDaySalts(deps.db);
  const siteHosts = [deps.config.siteOrigin, deps.config.MOBILE_ORIGIN]
    .filter((origin): origin is string => Boolean(origin))
    .map((origin) => new URL(origin).hostname);

  /** Whether the event was stored: a bot's or a replayed one is answered the same, and not kept. */
  return async (code: string, token: string | undefined, sender: TrackSender): Promise<boolean> => {
    const now = deps.providers.now();
    const site = token ? tokens.siteOf(token, now) : null;
    if (!site) throw forbidden(TRACK_TOKEN_REFUSED_MESSAGE);
    // Bots are told nothing: an error would teach them what to change.
    if (!sender.userAgent || isbot(sender.userAgent)) return false;
    const event = decodeTrackEvent(code, deps.config.CONTENT_AES_KEY);
    if (!isTrackEventName(event.event)) throw badRequest(UNKNOWN_TRACK_EVENT_MESSAGE);
    // A token is bound to its site: a PC page's token does not vouch for an H5 event.
    if (event.platform !== site) throw forbidden(TRACK_TOKEN_REFUSED_MESSAGE);
    const visitor = visitorHash(await daySalt(now), site, sender.address, sender.userAgent);
    const { province, city } = await regions.regionOf(sender.address);
    const { referrerClass, referrerHost } = classifyReferrer(event.from_url, [...siteHosts, event.domain]);
    const isSearch = event.event === "search";
    return store.add(
      {
        occurredAt: now,
        event: event.event,
        platform: site,
        visitor,
        userHash: sender.userId === null ? null : hashAccount(sender.userId),
        path: trackedPath(event.url),
        isEntry: isEntryView(event.event, referrerClass),
        referrerClass,
        referrerHost,
        browser: browserFamilyOf(sender.userAgent),
        device: deviceClassOf(sender.userAgent),
        province,
        city,
        searchTerm: isSearch ? trackedSearchTerm(event.term) : null,
        searchFound: isSearch ? (event.found ?? null) : null,
      },
      replayKey(visitor, code),
    );
  };
}

function decodeTrackEvent(code: string, key: string): TrackEvent {
  let json: unknown;
  try {
    json = JSON.parse(decryptContent(code, key));
  } catch {
    throw badRequest("事件数据无法解密");
  }
  requireStorableText(json);
  const parsed = trackEvent.safeParse(json);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "事件数据格式有误");
  return parsed.data;
}
