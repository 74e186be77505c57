import { ENTRUSTMENT_MESSAGE_MAX } from "@tousu/domain";
import { Form, Link, useNavigation } from "react-router";
import { FormRefusal } from "../../ui/form-refusal";
import { SubmitButton } from "../../ui/submit-button";

/** One entrustment's messages as the page shows them (oldest first), read on the server. */
export interface ConversationData {
  messages: { id: number; isMine: boolean; author: string; content: string; createdAt: string }[];
  canSend: boolean;
  /** Why sending is closed, when it is. */
  closedMessage: string | null;
  /** The page again with the messages before the first one shown, while there are any. */
  earlierHref: string | null;
  /** Shown are earlier messages: the way back to the newest. */
  latestHref: string | null;
}

/**
 * The consumer's messages with their lawyer (decision 053), as on the PC entrust page: the newest read
 * with the page, earlier ones a link away, and a form that sends through the page's action, so it works
 * before scripts run. Newer messages come when the account's event stream announces them (the page's
 * loaders run again, decision 101), else with the next load of the page (刷新).
 */
export function EntrustmentConversation({
  entrustmentId,
  conversation,
  typed,
  refusal,
}: {
  entrustmentId: number;
  /** Null when the messages could not be read. */
  conversation: ConversationData | null;
  typed: string;
  refusal: { error: string } | null;
}) {
  const navigation = useNavigation();
  const isSending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "message" &&
    navigation.formData?.get("entrustment_id") === String(entrustmentId);
  const headingId = `messages-${entrustmentId}`;
  const linkClass = "inline-flex min-h-11 items-center text-brand-700";
  return (
    <section
      id={headingId}
      aria-labelledby={`${headingId}-heading`}
      className="mt-3 space-y-3 border-t border-gray-100 pt-3 text-sm text-gray-800"
    >
      <div className="flex items-center justify-between gap-3">
        <h4 id={`${headingId}-heading`} className="font-medium text-gray-900">
          与律师的消息
        </h4>
        {conversation?.canSend ? (
          <Link to={`.#${headingId}`} reloadDocument className={linkClass}>
            刷新
          </Link>
        ) : null}
      </div>
      <p className="text-gray-600">消息仅你和律师可见，平台加密保存。</p>
      {conversation === null ? (
        <p className="text-gray-600">消息暂时无法读取，请稍后刷新页面。</p>
      ) : (
        <>
          {conversation.earlierHref ? (
            <Link to={conversation.earlierHref} preventScrollReset className={linkClass}>
              查看更早的消息
            </Link>
          ) : null}
          {conversation.messages.length === 0 ? (
            <p className="text-gray-600">还没有消息。</p>
          ) : (
            <ol aria-label="消息" className="space-y-3">
              {conversation.messages.map((message) => (
                <li
                  key={message.id}
                  className={`flex flex-col ${message.isMine ? "items-end" : "items-start"}`}
                >
                  <p className="text-xs text-gray-600">
                    {message.author} · {message.createdAt}
                  </p>
                  <p
                    className={`mt-1 max-w-[85%] whitespace-pre-line break-words rounded-lg px-3 py-2 text-[15px] ${
                      message.isMine ? "bg-brand-50 text-gray-900" : "bg-gray-100 text-gray-900"
                    }`}
                  >
                    {message.content}
                  </p>
                </li>
              ))}
            </ol>
          )}
          {conversation.latestHref ? (
            <Link to={conversation.latestHref} preventScrollReset className={linkClass}>
              回到最新消息
            </Link>
          ) : null}
          {conversation.canSend ? (
            <Form method="post" preventScrollReset className="space-y-2">
              <input type="hidden" name="intent" value="message" />
              <input type="hidden" name="entrustment_id" value={entrustmentId} />
              <label htmlFor={`${headingId}-content`} className="block font-medium text-gray-900">
                给律师发消息
              </label>
              <textarea
                // My sent message comes back in the list: the box starts empty again. The lawyer's
                // message arriving while I type keeps what I typed.
                key={conversation.messages.findLast((message) => message.isMine)?.id ?? 0}
                id={`${headingId}-content`}
                name="content"
                rows={3}
                maxLength={ENTRUSTMENT_MESSAGE_MAX}
                required
                defaultValue={typed}
                className="block w-full min-w-0 rounded-lg border border-gray-300 px-3 py-2 text-base text-gray-900 focus:border-brand-600 focus:outline-none"
              />
              <FormRefusal refusal={refusal} />
              <SubmitButton pending={isSending} pendingLabel="发送中…">
                发送
              </SubmitButton>
            </Form>
          ) : conversation.closedMessage ? (
            <p className="text-gray-600">{conversation.closedMessage}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
