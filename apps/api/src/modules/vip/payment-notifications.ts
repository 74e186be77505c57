import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { redactError } from "../../lib/log-redaction";
import type { MediaAnswer } from "../../lib/route";
import {
  type NotificationAnswer,
  PaymentNotificationRefused,
  type PaymentProviderName,
  type VerifiedNotification,
} from "../../providers/payment/payment-gateway";
import { announceOrderState } from "./announce-order";
import { recordRefundState, type SettleOutcome, settleChannelTransaction } from "./vip-order-steps";

const { vipPaymentNotifications } = schema;

/** Headers a notification is stored without: none of the channels signs with them. */
const UNSTORED_HEADERS = new Set(["cookie", "authorization"]);

export interface ReceivedNotification {
  provider: PaymentProviderName;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

function flatHeaders(headers: ReceivedNotification["headers"]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined || UNSTORED_HEADERS.has(name.toLowerCase())
        ? []
        : [[name.toLowerCase(), Array.isArray(value) ? value.join(", ") : value]],
    ),
  );
}

async function settle(
  deps: Pick<AppDeps, "db" | "providers">,
  notification: VerifiedNotification,
): Promise<SettleOutcome> {
  const now = deps.providers.now();
  return deps.db.transaction((tx) =>
    notification.kind === "payment"
      ? settleChannelTransaction(tx, notification.transaction, now)
      : recordRefundState(tx, notification.refund, now),
  );
}

/**
 * A channel's notification (decision 087): stored exactly as received before anything else, then
 * verified on those bytes; a refusal is recorded with its reason and answered as a failure (the
 * channel sends it again), a verified one settled through the orders' one writer and answered as
 * accepted whatever it found — a duplicate, an unknown order, a mismatched amount (flagged for
 * staff), a payment after the order closed (refunded automatically): sending it again would change
 * nothing. The request does only this, well within the channels' five seconds.
 */
export async function receivePaymentNotification(
  deps: Pick<AppDeps, "db" | "providers" | "liveEvents">,
  received: ReceivedNotification,
  log: FastifyBaseLogger,
): Promise<NotificationReply> {
  const headers = flatHeaders(received.headers);
  const [stored] = await deps.db
    .insert(vipPaymentNotifications)
    .values({
      provider: received.provider,
      receivedAt: deps.providers.now(),
      headers,
      rawBody: received.rawBody,
    })
    .returning({ id: vipPaymentNotifications.id });
  if (!stored) throw new Error("insert returned no row");
  const record = (changes: Partial<typeof vipPaymentNotifications.$inferInsert>) =>
    deps.db
      .update(vipPaymentNotifications)
      .set({ ...changes, processedAt: deps.providers.now() })
      .where(eq(vipPaymentNotifications.id, stored.id));

  const gateway = deps.providers.payments[received.provider];
  if (!gateway) {
    await record({ verification: "refused", refusalReason: "provider not configured", outcome: "refused" });
    throw notFound("未开通该支付渠道");
  }
  let notification: VerifiedNotification;
  try {
    notification = await gateway.verifyNotification(headers, received.rawBody);
  } catch (error) {
    if (!(error instanceof PaymentNotificationRefused)) throw error;
    log.warn({ provider: received.provider, reason: error.reason }, "payment notification refused");
    await record({ verification: "refused", refusalReason: error.reason, outcome: "refused" });
    return refusedAnswer(answerOf(gateway.answerNotification(false)));
  }
  const orderNo =
    notification.kind === "payment" ? notification.transaction.orderNo : notification.refund.orderNo;
  let outcome: SettleOutcome;
  try {
    outcome = await settle(deps, notification);
  } catch (error) {
    log.error({ err: redactError(error), orderNo }, "payment notification not settled");
    await record({ verification: "verified", kind: notification.kind, orderNo, outcome: "error" });
    return answerOf(gateway.answerNotification(false));
  }
  await record({ verification: "verified", kind: notification.kind, orderNo, outcome });
  await announceOrderState(deps, orderNo, outcome);
  return answerOf(gateway.answerNotification(true));
}

/**
 * A notification that does not verify is bad input, which never answers 5xx (decision 026): a channel
 * answering failure with a 5xx is answered 400 with the same body instead. WeChat Pay retries on any
 * 4xx or 5xx alike; Alipay reads the body. A settling error (the database) keeps the channel's 5xx.
 */
function refusedAnswer(answer: NotificationReply): NotificationReply {
  return answer.status >= 500 ? { ...answer, status: 400 } : answer;
}

/** The channel's answer as the route sends it, with the status the channel reads. */
export type NotificationReply = MediaAnswer & { status: number };

function answerOf(answer: NotificationAnswer): NotificationReply {
  return { status: answer.status, body: answer.body, contentType: answer.contentType };
}
