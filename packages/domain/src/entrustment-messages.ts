import type { EntrustmentStatus } from "./entrustment";

/**
 * Messages between an entrustment's consumer and its lawyer (docs/decisions/053). Only the two
 * parties take part; they write while the work runs and may read back what was said once it closed.
 */
export const ENTRUSTMENT_SIDES = ["consumer", "lawyer"] as const;
export type EntrustmentSide = (typeof ENTRUSTMENT_SIDES)[number];

export const ENTRUSTMENT_SIDE_LABELS: Record<EntrustmentSide, string> = {
  consumer: "委托人",
  lawyer: "律师",
};

/** One message's length (docs/product/validation.md, Entrustments). */
export const ENTRUSTMENT_MESSAGE_MAX = 1000;

/** How many messages one read returns: the newest ones first shown, then those after a cursor. */
export const ENTRUSTMENT_MESSAGES_PAGE = 50;

/** A party's sends per minute: more is someone pasting in a loop, not a conversation. */
export const ENTRUSTMENT_MESSAGES_PER_MINUTE = 20;

export type EntrustmentMessaging =
  | { canRead: true; canWrite: true }
  | { canRead: true; canWrite: false; message: string }
  | { canRead: false; canWrite: false; message: string };

/**
 * A conversation opens when the lawyer accepts and closes for writing when the work ends; a request
 * never answered (declined, lapsed, withdrawn) has none.
 */
export function entrustmentMessaging(status: EntrustmentStatus): EntrustmentMessaging {
  switch (status) {
    case "accepted":
    case "in_progress":
      return { canRead: true, canWrite: true };
    case "closed":
      return { canRead: true, canWrite: false, message: "委托已结案，不能再发送消息" };
    case "requested":
      return { canRead: false, canWrite: false, message: "律师接受委托后才能互发消息" };
    case "declined":
    case "lapsed":
    case "withdrawn":
      return { canRead: false, canWrite: false, message: "该委托未成立，没有消息" };
  }
}

/** Where each party follows an entrustment: the consumer on its complaint's entrust page, the lawyer on the lawyer site. */
export function entrustmentPageFor(
  side: EntrustmentSide,
  entrustment: { id: number; complaintId: number },
): string {
  return side === "consumer"
    ? `/law/entrust/${entrustment.complaintId}`
    : `/lawyer-site/cases/${entrustment.id}`;
}
