import {
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_TITLE_MAX,
  COMPLAINT_TITLE_MIN,
  ID_CARD_MAX_LENGTH,
  REAL_NAME_INPUT_MAX_LENGTH,
  requiredAttributeMessage,
  TITLE_CONTENT_MIN,
} from "@tousu/domain";
import { type DraftAttribute, type DraftFields, useDraftStore } from "@tousu/page-kit/complaint-draft";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link, useFetcher, useHref, useLocation, useNavigation } from "react-router";
import { useTrackSuccess } from "../lib/use-track-success";
import { FieldError, inputClass, secondaryButtonClass } from "../ui/field-error";
import { SubmitButton } from "../ui/submit-button";
import { filedSubmission } from "./filed-submission";
import type { SubmitAnswer, SubmitField } from "./filing-action-data";
import { callFilingService, useFilingServiceHref } from "./filing-service";
import { useLinkIdFromAddress } from "./link-id";
import { PhotoPicker } from "./photo-picker";
import { VisitorSms } from "./visitor-sms";

function draftFields(): DraftFields {
  const {
    isSubmitting: _submitting,
    update: _update,
    setSubmitting: _set,
    clear: _clear,
    ...fields
  } = useDraftStore.getState();
  return fields;
}

/** Whether step one left a brand, a subtype, problems and appeals. */
export function hasStepOneEssentials(draft: DraftFields): boolean {
  const hasBrand = draft.brand.id !== null || draft.custom_brand_name.trim() !== "";
  return (
    hasBrand &&
    draft.subtype_id !== null &&
    draft.problems.selected.length > 0 &&
    draft.appeals.selected.length > 0
  );
}

function selectedNames(choices: DraftFields["problems"]): string {
  return choices.list
    .filter((option) => choices.selected.includes(option.id))
    .map((option) => option.name)
    .join("、");
}

/**
 * Step two on a phone: what step one chose (with a way back), the title (typed or suggested by AI), the
 * story, photos, the subtype's extra questions, the filer's name and ID number, a visitor's phone and SMS
 * code, the consents; then the submission through the page's action. A refusal shows the catalogue's
 * message beside its field and leaves everything as typed (the draft is kept in the browser).
 */
export function StepTwoForm({
  isVisitor,
  answer: initialAnswer,
}: {
  isVisitor: boolean;
  answer?: SubmitAnswer;
}) {
  const id = useId();
  const location = useLocation();
  const draft = useDraftStore();
  const { update } = draft;
  const fetcher = useFetcher<SubmitAnswer>();
  const serviceHref = useFilingServiceHref();
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [isCoManagement, setIsCoManagement] = useState(false);
  const [localErrors, setLocalErrors] = useState<Partial<Record<string, string>>>({});
  const [titleHint, setTitleHint] = useState<string>();
  const [isGenerating, setIsGenerating] = useState(false);
  const [dismissed, setDismissed] = useState<SubmitAnswer | null>(null);
  useLinkIdFromAddress(location.search);

  const answer = fetcher.data ?? initialAnswer;
  const shown = answer && answer !== dismissed ? answer : undefined;
  const errorOf = (field: SubmitField | string) =>
    localErrors[field] ?? (shown?.field === field ? shown.error : undefined);
  const isSubmitting = fetcher.state !== "idle";
  const basePath = useHref("/").replace(/\/$/, "");
  useTrackSuccess("complaint_submitted", filedSubmission({ fetcher, navigation: useNavigation(), basePath }));

  useEffect(() => {
    if (fetcher.data?.field)
      document.getElementById(`${id}-${fetcher.data.field}`)?.scrollIntoView({ block: "center" });
  }, [fetcher.data, id]);

  /** Typing in a field answers its message. */
  function typed(field: SubmitField) {
    if (shown?.field === field) setDismissed(shown);
  }

  async function generateTitle() {
    const content = draft.content.trim();
    if ([...content].length < TITLE_CONTENT_MIN) {
      setTitleHint(`请先填写至少${TITLE_CONTENT_MIN}个字的投诉内容，再生成标题`);
      return;
    }
    setIsGenerating(true);
    setTitleHint(undefined);
    const result = await callFilingService(serviceHref, {
      intent: "title",
      draft: JSON.stringify(draftFields()),
    });
    setIsGenerating(false);
    if (result.title) {
      update({ title: result.title, is_ai_title: true });
      typed("title");
      setTitleHint("已生成标题，可直接使用或修改");
    } else {
      setTitleHint(result.error ?? "标题生成失败，请稍后重试或自行填写");
    }
  }

  function submit() {
    const fields = draftFields();
    const missing: Record<string, string> = {};
    for (const attribute of fields.attributes) {
      if (attribute.is_required && !attribute.value.trim()) {
        missing[`attribute-${attribute.id}`] = requiredAttributeMessage(attribute.name);
      }
    }
    setLocalErrors(missing);
    const first = Object.keys(missing)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.scrollIntoView({ block: "center" });
      return;
    }
    setDismissed(null);
    const form = new FormData();
    form.set("draft", JSON.stringify(fields));
    if (isVisitor) {
      form.set("phone", phone);
      form.set("code", code);
    }
    if (isCoManagement) form.set("is_co_management", "1");
    void fetcher.submit(form, { method: "post" });
  }

  const stepOneHref = `/complaint/create${location.search}`;
  const contentLength = [...draft.content].length;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-2"
    >
      <section aria-label="第一步已选内容" className="bg-white px-4 py-3">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-gray-600">投诉商家</dt>
          <dd className="break-words text-gray-900">{draft.brand.name || draft.custom_brand_name}</dd>
          <dt className="text-gray-600">投诉问题</dt>
          <dd className="break-words text-gray-900">{selectedNames(draft.problems)}</dd>
          <dt className="text-gray-600">投诉诉求</dt>
          <dd className="break-words text-gray-900">{selectedNames(draft.appeals)}</dd>
        </dl>
        <Link to={stepOneHref} className="mt-1 inline-flex min-h-11 items-center text-sm text-brand-700">
          修改第一步
        </Link>
      </section>

      <section aria-label="投诉内容" className="space-y-4 bg-white px-4 py-4">
        <Field id={`${id}-title`} label="投诉标题" error={errorOf("title")} isRequired>
          {(describedBy) => (
            <div className="flex gap-2">
              <input
                id={`${id}-title-input`}
                value={draft.title}
                maxLength={COMPLAINT_TITLE_MAX + 10}
                placeholder="一句话说明问题"
                onChange={(event) => {
                  update({ title: event.target.value, is_ai_title: false });
                  typed("title");
                }}
                aria-invalid={errorOf("title") ? true : undefined}
                aria-describedby={`${describedBy} ${id}-title-hint`}
                className={inputClass}
              />
              <button
                type="button"
                onClick={() => void generateTitle()}
                disabled={isGenerating}
                className={secondaryButtonClass}
              >
                {isGenerating ? "生成中…" : "AI 生成"}
              </button>
            </div>
          )}
        </Field>
        <p id={`${id}-title-hint`} role="status" className="-mt-2 text-sm text-gray-600">
          {titleHint ??
            `${COMPLAINT_TITLE_MIN}到${COMPLAINT_TITLE_MAX}个字；写好投诉内容后，可让 AI 生成标题。`}
        </p>

        <Field id={`${id}-content`} label="投诉内容" error={errorOf("content")} isRequired>
          {(describedBy) => (
            <>
              <textarea
                id={`${id}-content-input`}
                rows={7}
                value={draft.content}
                placeholder="按时间写清经过：何时在哪里买了什么，出了什么问题，与商家如何沟通，希望怎样解决。"
                onChange={(event) => {
                  update({ content: event.target.value });
                  typed("content");
                }}
                aria-invalid={errorOf("content") ? true : undefined}
                aria-describedby={describedBy}
                className={`${inputClass} py-2 leading-6`}
              />
              <p
                className={`mt-1 text-right text-sm ${contentLength > COMPLAINT_CONTENT_MAX ? "text-brand-700" : "text-gray-600"}`}
              >
                {contentLength}/{COMPLAINT_CONTENT_MAX}
              </p>
            </>
          )}
        </Field>

        <div id={`${id}-images`}>
          <PhotoPicker
            images={draft.images}
            error={errorOf("images")}
            onChange={(images) => {
              update({ images: images.slice(0, COMPLAINT_IMAGES_MAX) });
              typed("images");
            }}
          />
        </div>
      </section>

      {draft.attributes.length > 0 ? (
        <section aria-label="补充信息" className="space-y-4 bg-white px-4 py-4">
          {draft.attributes.map((attribute) => (
            <AttributeInput
              key={attribute.id}
              id={`${id}-attribute-${attribute.id}`}
              attribute={attribute}
              error={errorOf(`attribute-${attribute.id}`)}
              onChange={(value) => {
                update({
                  attributes: useDraftStore
                    .getState()
                    .attributes.map((other) => (other.id === attribute.id ? { ...other, value } : other)),
                });
                setLocalErrors((current) => ({ ...current, [`attribute-${attribute.id}`]: undefined }));
              }}
            />
          ))}
        </section>
      ) : null}

      <section aria-label="身份信息" className="space-y-4 bg-white px-4 py-4">
        <p className="text-sm text-gray-600">仅用于平台核实与商家联系处理，加密保存，不会公开展示。</p>
        <Field id={`${id}-real_name`} label="真实姓名" error={errorOf("real_name")} isRequired>
          {(describedBy) => (
            <input
              id={`${id}-real_name-input`}
              autoComplete="name"
              maxLength={REAL_NAME_INPUT_MAX_LENGTH}
              placeholder="与身份证一致的姓名"
              value={draft.real_name}
              onChange={(event) => {
                update({ real_name: event.target.value });
                typed("real_name");
              }}
              aria-invalid={errorOf("real_name") ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
        <Field id={`${id}-id_card`} label="身份证号（选填）" error={errorOf("id_card")}>
          {(describedBy) => (
            <input
              id={`${id}-id_card-input`}
              autoComplete="off"
              maxLength={ID_CARD_MAX_LENGTH}
              placeholder="填写后可用于实名认证，加快处理"
              value={draft.id_card}
              onChange={(event) => {
                update({ id_card: event.target.value });
                typed("id_card");
              }}
              aria-invalid={errorOf("id_card") ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
        {isVisitor ? (
          <div id={`${id}-phone`}>
            <div id={`${id}-code`}>
              <VisitorSms
                phone={phone}
                code={code}
                phoneError={errorOf("phone")}
                codeError={errorOf("code")}
                onPhoneChange={(value) => {
                  setPhone(value);
                  typed("phone");
                }}
                onCodeChange={(value) => {
                  setCode(value);
                  typed("code");
                }}
              />
            </div>
          </div>
        ) : null}
      </section>

      <fieldset className="space-y-1 bg-white px-4 py-3">
        <legend className="sr-only">授权</legend>
        <Consent
          label="同意媒体关注报道此投诉"
          checked={draft.is_media}
          onChange={(is_media) => update({ is_media })}
        />
        <Consent label="同意平台协同商家处理" checked={isCoManagement} onChange={setIsCoManagement} />
      </fieldset>

      <div className="space-y-3 px-4 pt-2 pb-4">
        {shown?.field === "form" ? (
          <p
            id={`${id}-form`}
            role="alert"
            className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700"
          >
            {shown.error}
          </p>
        ) : null}
        <SubmitButton pending={isSubmitting} pendingLabel="正在提交…">
          提交投诉
        </SubmitButton>
      </div>
    </form>
  );
}

function Field({
  id,
  label,
  error,
  isRequired = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  isRequired?: boolean;
  children(describedBy: string): ReactNode;
}) {
  return (
    <div id={id}>
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium text-gray-800">
        {isRequired ? (
          <span className="text-brand-700" aria-hidden="true">
            *{" "}
          </span>
        ) : null}
        {label}
      </label>
      {children(error ? `${id}-error` : "")}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function AttributeInput({
  id,
  attribute,
  error,
  onChange,
}: {
  id: string;
  attribute: DraftAttribute;
  error?: string;
  onChange(value: string): void;
}) {
  return (
    <Field id={id} label={attribute.name} error={error} isRequired={attribute.is_required}>
      {(describedBy) =>
        attribute.input_type === "select" ? (
          <select
            id={`${id}-input`}
            value={attribute.value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={inputClass}
          >
            <option value="">请选择</option>
            {(attribute.options ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={`${id}-input`}
            type={attribute.input_type === "date" ? "date" : "text"}
            inputMode={attribute.input_type === "number" ? "decimal" : undefined}
            placeholder={attribute.placeholder ?? `请填写${attribute.name}`}
            value={attribute.value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={inputClass}
          />
        )
      }
    </Field>
  );
}

function Consent({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm text-gray-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-brand-600"
      />
      {label}
    </label>
  );
}
