import type { ApiClient } from "@tousu/api-client";
import {
  confirmEntrustment,
  type EntrustmentView,
  getEntrustPage,
  getLawyerProfile,
  listEntrustmentMessages,
  listMyRedemptions,
  rateEntrustment,
  requestEntrustment,
  sendEntrustmentMessage,
  withdrawEntrustment,
} from "@tousu/contracts";
import {
  ENTRUSTMENT_CONSENT_MESSAGE,
  ENTRUSTMENT_RATING_MAX,
  ENTRUSTMENT_SIDE_LABELS,
  entrustmentMessaging,
  formatDateTime,
  formatYuan,
  LIVE_EVENT_TYPES,
  parseEntityId,
} from "@tousu/domain";
import { liveStreamUrls } from "@tousu/page-kit/live-events";
import { useLiveMessages } from "@tousu/page-kit/live-messages";
import { consultationCreditWords } from "@tousu/page-kit/points-mall";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { memberPriceWords } from "@tousu/page-kit/vip-texts";
import { data, Link, useRevalidator } from "react-router";
import { EntrustForm, EntrustmentCard, type EntrustmentData } from "../features/law/entrustment";
import { type ConversationData, EntrustmentConversation } from "../features/law/entrustment-conversation";
import { lawyerCardData } from "../features/law/lawyer-card-data.server";
import { attemptWrite } from "../lib/api-write.server";
import { complaintDetailsPath } from "../lib/h5-paths";
import { h5PageMeta } from "../lib/page-meta";
import { requireLogin } from "../lib/session.server";
import { useTrackSuccess } from "../lib/use-track-success";
import type { Route } from "./+types/law-entrust";

export const handle = { title: "委托律师" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "委托律师",
    description: "选择律师并同意提供投诉材料，查看委托的报价、方案与办理进展。",
    canonical: loaderData?.canonical ?? "",
  });

const NOT_FOUND = "投诉不存在";

function entrustmentData(entrustment: EntrustmentView): EntrustmentData {
  return {
    id: entrustment.id,
    status: entrustment.status,
    statusLabel: entrustment.status_label,
    lawyer: {
      id: entrustment.lawyer.id,
      displayName: entrustment.lawyer.display_name,
      lawFirm: entrustment.lawyer.law_firm,
    },
    createdAt: formatDateTime(entrustment.created_at),
    answerDueAt: entrustment.status === "requested" ? formatDateTime(entrustment.answer_due_at) : null,
    note: entrustment.note,
    quote: entrustment.quote_fen === null ? null : `${formatYuan(entrustment.quote_fen)}元`,
    memberPrice: memberPriceWords(entrustment, "consumer"),
    consultationCredit: consultationCreditWords(entrustment.consultation_credit),
    plan: entrustment.plan,
    declineReason: entrustment.decline_reason,
    outcome: entrustment.outcome,
    rating: entrustment.rating,
    progress: entrustment.progress.map((entry) => ({
      content: entry.content,
      createdAt: formatDateTime(entry.created_at),
    })),
    fileViews: entrustment.file_views.map((view) => ({
      viewer: view.viewer,
      viewedAt: formatDateTime(view.viewed_at),
    })),
  };
}

/** Where the page shows one conversation's earlier messages: `?messages={entrustment}&before={message}`. */
function conversationHref(complaintId: number, entrustmentId: number, before: number | null): string {
  const search = before === null ? "" : `?messages=${entrustmentId}&before=${before}`;
  return `/law/entrust/${complaintId}${search}#messages-${entrustmentId}`;
}

/**
 * The messages with the lawyer of an entrustment the lawyer took (its newest, or those before the
 * message the address names), from the same endpoint as the PC conversation; null when unreadable.
 */
async function readConversation(
  api: ApiClient,
  complaintId: number,
  entrustmentId: number,
  before: number | null,
): Promise<ConversationData | null> {
  const read = await api.request(listEntrustmentMessages, {
    params: { id: entrustmentId },
    query: before === null ? {} : { before },
  });
  if (!read.ok) return null;
  const { side, list } = read.data;
  const first = list[0];
  return {
    messages: list.map((message) => ({
      id: message.id,
      isMine: message.side === side,
      author: message.side === side ? "我" : ENTRUSTMENT_SIDE_LABELS[message.side],
      content: message.content,
      createdAt: formatDateTime(message.created_at),
    })),
    canSend: read.data.can_send,
    closedMessage: read.data.closed_message,
    earlierHref:
      read.data.has_earlier && first ? conversationHref(complaintId, entrustmentId, first.id) : null,
    latestHref: before === null ? null : conversationHref(complaintId, entrustmentId, null),
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseEntityId(params.id);
  if (id === null) throw data({ message: NOT_FOUND }, { status: 404 });
  // Only the complaint's author may entrust it: a visitor logs in first, anyone else is refused by the API.
  requireLogin(request);
  const api = createServerApi(request, context);
  const [page, unused] = await loadOrThrow(() =>
    Promise.all([
      api.call(getEntrustPage, { params: { id } }),
      // The member's unused 律师咨询券 from the points mall, which a request may use (decision 111).
      api.call(listMyRedemptions, { query: { status: "issued", page: 1, page_size: 20 } }),
    ]),
  );
  const chosenId = parseEntityId(new URL(request.url).searchParams.get("lawyer"));
  const isRecommended = page.recommended.some((lawyer) => lawyer.id === chosenId);
  // A lawyer chosen on their profile who is no longer listed is simply not offered (as on PC).
  const chosen =
    chosenId === null || isRecommended
      ? null
      : await api.call(getLawyerProfile, { params: { id: chosenId } }).catch(() => null);
  const lawyers = chosen?.accepting_cases ? [chosen, ...page.recommended] : page.recommended;
  const search = new URL(request.url).searchParams;
  const earlierOf = parseEntityId(search.get("messages"));
  const before = parseEntityId(search.get("before"));
  // A conversation opens once the lawyer took the entrustment (decision 053).
  const talks = [page.current, ...page.history].flatMap((entrustment) =>
    entrustment && entrustmentMessaging(entrustment.status).canRead ? [entrustment.id] : [],
  );
  const conversations: Record<number, ConversationData | null> = Object.fromEntries(
    await Promise.all(
      talks.map(async (entrustmentId) => [
        entrustmentId,
        await readConversation(api, id, entrustmentId, entrustmentId === earlierOf ? before : null),
      ]),
    ),
  );
  return {
    canonical: `${context.publicConfig.siteOrigin}/law/entrust/${id}`,
    complaint: { id: page.complaint.id, title: page.complaint.title, brandName: page.complaint.brand_name },
    refusal: page.entrust_refusal,
    current: page.current ? entrustmentData(page.current) : null,
    history: page.history.map(entrustmentData),
    lawyers: lawyers.map(lawyerCardData),
    initialLawyerId: lawyers.some((lawyer) => lawyer.id === chosenId) ? chosenId : null,
    // Only a consultation credit is ever `issued`.
    credits: unused.list.map((redemption) => redemption.redemption_no),
    ratingMax: ENTRUSTMENT_RATING_MAX,
    conversations,
    eventStreamUrl: liveStreamUrls.account(context.publicConfig.eventBaseUrl),
  };
}

/** Entrusting (with consent), withdrawing, confirming, rating and messaging the lawyer, through the API. */
export async function action({ request, context, params }: Route.ActionArgs) {
  requireLogin(request);
  const id = parseEntityId(params.id);
  if (id === null) throw data({ message: NOT_FOUND }, { status: 404 });
  const form = await request.formData();
  const api = createServerApi(request, context);
  const intent = String(form.get("intent") ?? "");
  if (intent === "entrust") {
    const typed = {
      lawyerId: String(form.get("lawyer_id") ?? ""),
      note: String(form.get("note") ?? ""),
      consent: form.get("consent") === "on",
    };
    const credit = String(form.get("consultation_credit") ?? "");
    // Nothing is sent without the consent ticked; the API holds the same rule.
    if (!typed.consent) {
      return { intent, typed, message: null, refusal: { error: ENTRUSTMENT_CONSENT_MESSAGE } };
    }
    const { refusal } = await attemptWrite(request, () =>
      api.call(requestEntrustment, {
        params: { id },
        body: {
          lawyer_id: parseEntityId(typed.lawyerId) ?? 0,
          consent: true,
          note: typed.note.trim(),
          ...(credit ? { consultation_credit: credit } : {}),
        },
      }),
    );
    return { intent, typed, message: null, refusal };
  }
  const entrustmentId = parseEntityId(String(form.get("entrustment_id") ?? "")) ?? 0;
  if (intent === "message") {
    const content = String(form.get("content") ?? "");
    const { refusal } = await attemptWrite(request, () =>
      api.call(sendEntrustmentMessage, { params: { id: entrustmentId }, body: { content } }),
    );
    // Kept for another try when refused; the box empties once the message is in the list.
    return { intent, typed: null, message: { entrustmentId, content: refusal ? content : "" }, refusal };
  }
  const step =
    intent === "withdraw"
      ? () => api.call(withdrawEntrustment, { params: { id: entrustmentId } })
      : intent === "confirm"
        ? () => api.call(confirmEntrustment, { params: { id: entrustmentId } })
        : () =>
            api.call(rateEntrustment, {
              params: { id: entrustmentId },
              body: { rating: Number(form.get("rating")) },
            });
  const { refusal } = await attemptWrite(request, step);
  return { intent, typed: null, message: null, refusal };
}

export default function EntrustPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    complaint,
    refusal,
    current,
    history,
    lawyers,
    initialLawyerId,
    ratingMax,
    conversations,
    credits,
  } = loaderData;
  // The lawyer's message is read with the page again as soon as the account's stream announces it.
  const revalidator = useRevalidator();
  const shown = Object.entries(conversations);
  useLiveMessages(
    shown.length > 0 ? loaderData.eventStreamUrl : null,
    LIVE_EVENT_TYPES.entrustmentMessage,
    {
      conversationIds: shown.map(([entrustmentId]) => Number(entrustmentId)),
      messageIds: shown.flatMap(
        ([, conversation]) => conversation?.messages.map((message) => message.id) ?? [],
      ),
    },
    () => void revalidator.revalidate(),
  );
  useTrackSuccess(
    "lawyer_entrusted",
    actionData?.intent === "entrust" && actionData.refusal === null ? actionData : null,
  );
  const stepRefusal =
    actionData && actionData.intent !== "entrust" && actionData.intent !== "message"
      ? actionData.refusal
      : null;
  const conversationOf = (entrustmentId: number) =>
    entrustmentId in conversations ? (
      <EntrustmentConversation
        entrustmentId={entrustmentId}
        conversation={conversations[entrustmentId] ?? null}
        typed={actionData?.message?.entrustmentId === entrustmentId ? actionData.message.content : ""}
        refusal={actionData?.message?.entrustmentId === entrustmentId ? actionData.refusal : null}
      />
    ) : null;
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-white px-4 py-4">
        <p className="text-sm text-gray-700">投诉</p>
        <h2 className="mt-1 font-semibold break-words text-gray-900">
          <Link to={complaintDetailsPath(complaint.id)}>{complaint.title}</Link>
        </h2>
        {complaint.brandName ? (
          <p className="mt-1 text-sm text-gray-700">投诉对象：{complaint.brandName}</p>
        ) : null}
      </section>

      {current ? (
        <section aria-labelledby="current-heading" className="bg-white px-4 py-4">
          <h3 id="current-heading" className="font-semibold text-gray-900">
            当前委托
          </h3>
          <EntrustmentCard entrustment={current} ratingMax={ratingMax} refusal={stepRefusal} />
          {conversationOf(current.id)}
        </section>
      ) : refusal ? (
        <section aria-labelledby="refusal-heading" className="bg-white px-4 py-4">
          <h3 id="refusal-heading" className="font-semibold text-gray-900">
            不能委托律师
          </h3>
          <p role="status" className="mt-2 text-sm text-gray-800">
            {refusal}。
          </p>
        </section>
      ) : (
        <section aria-labelledby="choose-heading" className="bg-white px-4 py-4">
          <h3 id="choose-heading" className="font-semibold text-gray-900">
            {initialLawyerId === null ? "选择律师委托" : "确认委托"}
          </h3>
          <EntrustForm
            lawyers={lawyers}
            initialLawyerId={initialLawyerId}
            typed={actionData?.intent === "entrust" ? actionData.typed : null}
            refusal={actionData?.intent === "entrust" ? actionData.refusal : null}
            credits={credits}
          />
        </section>
      )}

      {history.length ? (
        <section aria-labelledby="history-heading" className="bg-white px-4 py-4">
          <h3 id="history-heading" className="font-semibold text-gray-900">
            以往委托
          </h3>
          <ul className="divide-y divide-gray-100">
            {history.map((entrustment) => (
              <li key={entrustment.id} className="py-3">
                <EntrustmentCard entrustment={entrustment} ratingMax={ratingMax} refusal={null} />
                {conversationOf(entrustment.id)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
