import {
  type ContractData,
  confirmMediationAgreement,
  draftMediationAgreement,
  failMediation,
  type getMediationRoom,
  postMediationEntry,
  sendMediationConfirmCode,
} from "@tousu/contracts";
import {
  formatDate,
  formatDateTime,
  MEDIATION_MESSAGE_MAX,
  MEDIATION_TERMS_MAX,
  STAFF_NOTE_MAX,
} from "@tousu/domain";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { TextArea } from "../../ui/text-area";
import { TextField } from "../../ui/text-field";
import { useComplaintCall } from "../complaint-lifecycle";
import { mediationDates } from "./mediation-facts";
import { useLiveRoom } from "./use-live-room";

export type MediationRoomData = ContractData<typeof getMediationRoom>;

/**
 * The mediation room on the public site and the lawyer site: what both sides and the mediator wrote
 * (read again when someone in the room posts), who mediates, the agreement to confirm, and for a
 * lawyer mediator the draft and closing forms.
 */
export function MediationRoom({ room, complaintHref }: { room: MediationRoomData; complaintHref?: string }) {
  const revalidator = useRevalidator();
  useLiveRoom(room, () => void revalidator.revalidate());
  return (
    <div className="space-y-4">
      <section className="rounded-lg bg-white px-5 py-4 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <h1 className="text-lg font-semibold text-gray-900">调解室</h1>
        <p className="mt-1 text-sm text-gray-700">
          投诉：
          <Link
            to={complaintHref ?? `/complaint/${room.complaint.id}`}
            className="text-brand-700 hover:underline"
          >
            {room.complaint.title}
          </Link>
        </p>
        <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <Fact label="状态" value={room.state_label} />
          {mediationDates(room).map((date) => (
            <Fact key={date.label} {...date} />
          ))}
        </dl>
        <dl className="mt-3 text-sm">
          <dt className="text-gray-600">
            {room.my_side === "consumer" ? "我的申请理由" : "投诉人的申请理由"}
          </dt>
          <dd className="mt-1 whitespace-pre-wrap text-gray-900">{room.reason}</dd>
        </dl>
        {!room.has_mediator && room.state === "accepted" && (
          <p className="mt-2 text-sm text-gray-700">商家已同意调解，平台正在安排调解员。</p>
        )}
        {room.mediator && <Mediator mediator={room.mediator} />}
        {room.next_steps && <p className="mt-3 text-sm text-gray-800">{room.next_steps}</p>}
        {room.failure_note && <p className="mt-1 text-sm text-gray-700">调解员说明：{room.failure_note}</p>}
        <p className="mt-3 text-xs text-gray-600">{room.disclaimer}。消息仅双方与调解员可见。</p>
      </section>
      {room.agreement && <Agreement room={room} agreement={room.agreement} />}
      {room.actions.includes("draft_agreement") && <DraftForm mediationId={room.id} />}
      <Entries room={room} />
      {room.actions.includes("fail") && <FailForm mediationId={room.id} />}
    </div>
  );
}

function Mediator({ mediator }: { mediator: NonNullable<MediationRoomData["mediator"]> }) {
  return (
    <div className="mt-3 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-800">
      <p>
        调解员：<strong className="text-gray-900">{mediator.label}</strong>
        {mediator.declared_at && (
          <span className="ml-2 text-gray-700">于{formatDateTime(mediator.declared_at)}声明无利益冲突</span>
        )}
      </p>
      {mediator.declaration && <p className="mt-1 text-xs text-gray-700">{mediator.declaration}</p>}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-medium text-gray-900">{value}</dd>
    </div>
  );
}

function Agreement({
  room,
  agreement,
}: {
  room: MediationRoomData;
  agreement: NonNullable<MediationRoomData["agreement"]>;
}) {
  return (
    <section
      aria-labelledby="agreement-heading"
      className="rounded-lg bg-white px-5 py-4 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      <h2 id="agreement-heading" className="text-base font-semibold text-gray-900">
        调解协议
      </h2>
      <dl className="mt-2 space-y-2 text-sm">
        <Fact
          label={`商家履行（${formatDate(agreement.company_due_on)}前）`}
          value={agreement.company_terms}
        />
        <Fact
          label={`投诉人履行（${formatDate(agreement.consumer_due_on)}前）`}
          value={agreement.consumer_terms}
        />
      </dl>
      <p className="mt-2 text-sm text-gray-700">
        投诉人{agreement.consumer_confirmed ? "已确认" : "未确认"}，商家
        {agreement.company_confirmed ? "已确认" : "未确认"}。 双方确认后，协议条款将显示在投诉的公开进度中。
      </p>
      {room.actions.includes("confirm") && <ConfirmForm mediationId={room.id} />}
    </section>
  );
}

function ConfirmForm({ mediationId }: { mediationId: number }) {
  const { run, isPending, error } = useComplaintCall();
  const [code, setCode] = useState("");
  const [sent, setSent] = useState(false);
  const params = { id: mediationId };

  return (
    <div className="mt-3 space-y-3">
      <button
        type="button"
        disabled={isPending}
        className={buttonClass({ variant: "secondary", size: "sm" })}
        onClick={async () => {
          const ok = await run((api) =>
            api.request(sendMediationConfirmCode, { params, body: {}, quiet: true }),
          );
          setSent(ok);
        }}
      >
        {sent ? "重新发送验证码" : "发送验证码到我的手机"}
      </button>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void run((api) => api.request(confirmMediationAgreement, { params, body: { code }, quiet: true }));
        }}
      >
        <TextField
          label="短信验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onValueChange={setCode}
          error={error}
        />
        <button type="submit" disabled={isPending} className={buttonClass({})}>
          确认协议
        </button>
      </form>
    </div>
  );
}

function Entries({ room }: { room: MediationRoomData }) {
  return (
    <section
      aria-labelledby="entries-heading"
      className="rounded-lg bg-white px-5 py-4 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      <h2 id="entries-heading" className="text-base font-semibold text-gray-900">
        消息与方案
      </h2>
      {room.entries.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">还没有消息。</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {room.entries.map((entry) => (
            <li
              key={entry.id}
              className={cx(
                "rounded-md px-3 py-2 text-sm",
                entry.side === room.my_side ? "bg-brand-50" : "bg-gray-50",
              )}
            >
              <p className="text-xs text-gray-600">
                {entry.side_label}
                {entry.kind === "proposal" && <span className="ml-2 font-medium text-brand-700">方案</span>}
                <span className="ml-2">{formatDateTime(entry.created_at)}</span>
              </p>
              <p className="mt-1 whitespace-pre-wrap text-gray-900">{entry.content}</p>
            </li>
          ))}
        </ol>
      )}
      {room.actions.includes("post") && <EntryForm mediationId={room.id} />}
    </section>
  );
}

function EntryForm({ mediationId }: { mediationId: number }) {
  const { run, isPending, error } = useComplaintCall();
  const [content, setContent] = useState("");
  const [kind, setKind] = useState<"message" | "proposal">("message");

  return (
    <form
      className="mt-4 space-y-3"
      onSubmit={async (event) => {
        event.preventDefault();
        const body = { kind, content: content.trim() };
        await run(
          (api) => api.request(postMediationEntry, { params: { id: mediationId }, body, quiet: true }),
          () => setContent(""),
        );
      }}
    >
      <TextArea
        label="写消息"
        limit={MEDIATION_MESSAGE_MAX}
        rows={3}
        value={content}
        onValueChange={setContent}
        error={error}
      />
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={kind === "proposal"}
            onChange={(event) => setKind(event.target.checked ? "proposal" : "message")}
          />
          作为解决方案提出
        </label>
        <button type="submit" disabled={isPending} className={buttonClass({})}>
          发送
        </button>
      </div>
    </form>
  );
}

/** The mediator drafts the agreement from the template; a new draft clears both confirmations. */
function DraftForm({ mediationId }: { mediationId: number }) {
  const { run, isPending, error } = useComplaintCall();
  const [terms, setTerms] = useState({
    company_terms: "",
    company_due_on: "",
    consumer_terms: "",
    consumer_due_on: "",
  });
  const field = (name: keyof typeof terms) => ({
    value: terms[name],
    onValueChange: (value: string) => setTerms((current) => ({ ...current, [name]: value })),
  });

  return (
    <section
      aria-labelledby="draft-heading"
      className="rounded-lg bg-white px-5 py-4 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      <h2 id="draft-heading" className="text-base font-semibold text-gray-900">
        起草调解协议
      </h2>
      <p className="mt-1 text-xs text-gray-600">协议条款将公开展示，请勿填写手机号、身份证号等个人信息。</p>
      <form
        className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem]"
        onSubmit={(event) => {
          event.preventDefault();
          void run((api) =>
            api.request(draftMediationAgreement, { params: { id: mediationId }, body: terms, quiet: true }),
          );
        }}
      >
        <TextField label="商家履行事项" maxLength={MEDIATION_TERMS_MAX} {...field("company_terms")} />
        <TextField label="商家履行期限" type="date" {...field("company_due_on")} />
        <TextField label="投诉人履行事项" maxLength={MEDIATION_TERMS_MAX} {...field("consumer_terms")} />
        <TextField label="投诉人履行期限" type="date" {...field("consumer_due_on")} />
        {error && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {error}
          </p>
        )}
        <div className="sm:col-span-2">
          <button type="submit" disabled={isPending} className={buttonClass({})}>
            起草协议
          </button>
        </div>
      </form>
    </section>
  );
}

/** The mediator ends the mediation without agreement, with a note the parties read. */
function FailForm({ mediationId }: { mediationId: number }) {
  const { run, isPending, error } = useComplaintCall();
  const [note, setNote] = useState("");

  return (
    <section
      aria-labelledby="fail-heading"
      className="rounded-lg bg-white px-5 py-4 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      <h2 id="fail-heading" className="text-base font-semibold text-gray-900">
        结束调解
      </h2>
      <form
        className="mt-3 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void run((api) =>
            api.request(failMediation, {
              params: { id: mediationId },
              body: { note: note.trim() },
              quiet: true,
            }),
          );
        }}
      >
        <TextArea
          label="未能达成协议的说明（双方可见）"
          limit={STAFF_NOTE_MAX}
          rows={2}
          value={note}
          onValueChange={setNote}
          error={error}
        />
        <button type="submit" disabled={isPending} className={buttonClass({ variant: "secondary" })}>
          结束调解：未达成协议
        </button>
      </form>
    </section>
  );
}
