import { createHash } from "node:crypto";
import type { CHAIN_BREAKS, ContractData, verifyComplaintChain } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import type { ComplaintTimelineAction } from "@tousu/domain";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { isPubliclyVisible } from "../../complaint-core/public-complaint";
import { TIMELINE_ACTION_LABELS } from "../../complaint-core/timeline-entry";
import { notFound } from "../../lib/app-error";
import { toIso } from "../../lib/query-helpers";
import { keyOf } from "../../providers/storage/object-storage";

type ChainBreak = (typeof CHAIN_BREAKS)[number];
type Verification = ContractData<typeof verifyComplaintChain>;
type EntryState = Verification["entries"][number]["state"];

type StoredEntry = {
  seq: number;
  kind: "complaint" | "timeline" | "image";
  ref_id: number;
  content_digest: string;
  entry_digest: string;
  /** As the driver reads a timestamp in a raw query: text. */
  recorded_at: string;
  /** The row's content digest as it is now, by the same SQL function the trigger used; null when the row is gone. */
  current_digest: string | null;
  /** The latest entry of the complaint's text: earlier ones stood for text changed since. */
  is_latest_text: boolean;
  action: ComplaintTimelineAction | null;
  is_public: boolean | null;
  image_url: string | null;
  image_sha256: string | null;
};

/** The digest of an entry as migration 0059's `complaint_chain_append` computes it. */
export function entryDigest(
  previous: string,
  seq: number,
  kind: string,
  refId: number,
  contentDigest: string,
): string {
  return createHash("sha256")
    .update(`${previous}:${seq}:${kind}:${refId}:${contentDigest}`, "utf8")
    .digest("hex");
}

async function storedEntries(db: Database, complaintId: number): Promise<StoredEntry[]> {
  const { rows } = await db.execute<StoredEntry>(sql`
    select e.seq, e.kind, e.ref_id, e.content_digest, e.entry_digest, e.recorded_at,
           encode(sha256(convert_to(complaint_chain_content(e.kind, e.ref_id), 'UTF8')), 'hex') as current_digest,
           e.seq = max(e.seq) filter (where e.kind = 'complaint') over () as is_latest_text,
           s.action, s.is_public, i.url as image_url, i.sha256 as image_sha256
    from complaint_chain_entries e
    left join complaint_operator_stream s on e.kind = 'timeline' and s.id = e.ref_id
    left join complaint_images i on e.kind = 'image' and i.id = e.ref_id
    where e.complaint_id = ${complaintId}
    order by e.seq`);
  return rows.map((row) => ({ ...row, seq: Number(row.seq), ref_id: Number(row.ref_id) }));
}

function labelOf(entry: StoredEntry): string {
  if (entry.kind === "complaint") return "投诉内容";
  if (entry.kind === "image") return "证据图片";
  if (entry.action === null) return "记录";
  // A step kept from the public (a moderator's note) is shown as one, without its name.
  return entry.is_public === false ? "内部记录" : TIMELINE_ACTION_LABELS[entry.action];
}

/**
 * Recomputes a published complaint's chain (decision 117): every entry's content from its row as it
 * is now, every link from the entry before it, and each evidence image's bytes from storage. The
 * first entry that does not verify is where the chain breaks; every entry after it is reported as
 * it verifies on its own, so one changed row does not hide another.
 */
export async function verifyChain(
  deps: Pick<AppDeps, "db" | "providers">,
  complaintId: number,
): Promise<Verification> {
  const [complaint] = await deps.db
    .select({
      status: schema.complaints.status,
      dispatchedAt: schema.complaints.dispatchedAt,
      isHidden: schema.complaints.isHidden,
    })
    .from(schema.complaints)
    .where(eq(schema.complaints.id, complaintId));
  if (!complaint || !isPubliclyVisible(complaint)) throw notFound("投诉不存在或未公开");

  const stored = await storedEntries(deps.db, complaintId);
  let previous = "";
  let brokenAt: { seq: number; reason: ChainBreak } | null = null;
  const entries: Verification["entries"] = [];
  for (const [index, entry] of stored.entries()) {
    const state = await stateOf(deps, entry, index + 1, previous);
    if (brokenAt === null && state !== "intact" && state !== "superseded")
      brokenAt = { seq: entry.seq, reason: state };
    entries.push({
      seq: entry.seq,
      kind: entry.kind,
      label: labelOf(entry),
      recorded_at: toIso(new Date(entry.recorded_at)),
      content_digest: entry.content_digest,
      entry_digest: entry.entry_digest,
      state,
    });
    previous = entry.entry_digest;
  }
  return {
    complaint_id: complaintId,
    intact: brokenAt === null,
    entry_count: stored.length,
    head_digest: stored.at(-1)?.entry_digest ?? null,
    broken_at: brokenAt,
    entries,
    checked_at: toIso(deps.providers.now()),
  };
}

async function stateOf(
  deps: Pick<AppDeps, "providers">,
  entry: StoredEntry,
  expectedSeq: number,
  previous: string,
): Promise<EntryState> {
  // A missing number, or a digest that does not follow from the entry before: the chain itself was edited.
  if (entry.seq !== expectedSeq) return "link_broken";
  if (
    entryDigest(previous, entry.seq, entry.kind, entry.ref_id, entry.content_digest) !== entry.entry_digest
  ) {
    return "link_broken";
  }
  if (entry.current_digest === null) return "record_missing";
  if (entry.current_digest !== entry.content_digest) {
    return entry.kind === "complaint" && !entry.is_latest_text ? "superseded" : "content_changed";
  }
  if (entry.kind === "image" && entry.image_url !== null && entry.image_sha256 !== null) {
    const key = keyOf(entry.image_url, deps.providers.storage.publicUrl(""));
    const bytes = key === null ? null : await deps.providers.storage.readObject(key);
    if (bytes === null || createHash("sha256").update(bytes).digest("hex") !== entry.image_sha256) {
      return "image_changed";
    }
  }
  return "intact";
}
