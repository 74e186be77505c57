import { type ApiClient, ApiPageError, ApiResultError } from "@tousu/api-client";
import {
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_CONTENT_MIN,
  COMPLAINT_TITLE_MAX,
  COMPLAINT_TITLE_MIN,
  duplicateComplaintData,
  generateComplaintTitle,
  submitComplaint,
  TITLE_CONTENT_MIN,
} from "@tousu/contracts";
import {
  COMPLAINT_IMAGES_MAX,
  ID_CARD_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  PHONE_LENGTH,
  REAL_NAME_INPUT_MAX_LENGTH,
  SMS_CODE_LENGTH,
} from "@tousu/domain";
import { type FormEvent, useId, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { useRootData } from "../../../lib/root-data";
import { buttonClass } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { FieldError } from "../../../ui/field";
import { ImageUploader } from "../../../ui/image-uploader";
import { TextArea } from "../../../ui/text-area";
import { TextField } from "../../../ui/text-field";
import { CaptchaCheck } from "../../auth/captcha-check";
import { useApi } from "../../session/api-context";
import { completeLogin } from "../../session/complete-login";
import { useViewer } from "../../session/viewer";
import { useJoinedCollective } from "../collective-choice";
import { type DraftAttribute, type DraftFields, useDraftStore } from "../draft-store";
import { submitDraft } from "../submit-draft";
import { AttributeField } from "./attribute-field";
import { buildSubmitPayload } from "./build-submit-payload";
import { markWords, type SubmitNotice, SubmitNoticeBox } from "./submit-notice";
import { createEvidenceUpload } from "./upload-evidence";
import { type SmsFailure, useComplaintSmsCode } from "./use-complaint-sms-code";
import {
  codeError,
  firstInvalidField,
  phoneError,
  type StepTwoErrors,
  type StepTwoField,
  stepTwoFieldOrder,
  validateStepTwo,
} from "./validate-step-two";

const EVIDENCE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";
const NETWORK_ERROR = "网络异常，请稍后重试";
// The submit answer carries no expiry; the cookie gets the server's default session lifetime. Should the
// session end sooner, the API refuses the token and the root loader expires the cookie (spec §4).
const SUBMIT_SESSION_DAYS = 30;

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

/** A visitor who filed with an SMS code is logged in by the answer's token (spec §7). */
async function logInWithToken(api: ApiClient, token: string) {
  const expiresAt = new Date(Date.now() + SUBMIT_SESSION_DAYS * 86_400_000).toISOString();
  try {
    await completeLogin(api, { token, expires_at: expiresAt });
  } catch {
    // The complaint is filed and the token stored; member info loads again with the next page.
  }
}

/** An SMS code the server refused belongs beside the code box, anything else above the button. */
function isCodeMessage(message: string): boolean {
  return message.includes("验证码");
}

/**
 * Step two of filing (issue 3): title, content, evidence, the subtype's extra questions, identity,
 * consents and, for a visitor, phone + SMS code; then the spec §7 submission through `submitDraft`.
 * Everything typed lives in the persisted draft, so a reload or a failed submission loses nothing.
 */
export function StepTwoForm() {
  const loadApi = useApi();
  const navigate = useNavigate();
  const contentAesKey = useRootData()?.publicConfig.contentAesKey ?? "";
  const isVisitor = useViewer() === null;
  const draft = useDraftStore();
  const joinedCollective = useJoinedCollective(draft.collective_id);
  const upload = useMemo(() => createEvidenceUpload(loadApi), [loadApi]);
  const openLogin = useAppStore((state) => state.openLogin);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [isCoManagement, setIsCoManagement] = useState(false);
  const [errors, setErrors] = useState<StepTwoErrors>({});
  const [captchaError, setCaptchaError] = useState<string>();
  const [notice, setNotice] = useState<SubmitNotice | null>(null);
  const [titleHint, setTitleHint] = useState<string>();
  const [isGeneratingTitle, setIsGeneratingTitle] = useState(false);

  const sms = useComplaintSmsCode(loadApi, {
    onSent: () => focusField("code"),
    onFailure: (failure: SmsFailure | null) => {
      setCaptchaError(failure?.field === "captcha" ? failure.message : undefined);
      setErrors((current) => ({
        ...current,
        phone: failure?.field === "phone" ? failure.message : undefined,
      }));
      if (failure?.field === "form") setNotice({ kind: "error", message: failure.message });
    },
  });

  function focusField(field: StepTwoField) {
    const control = formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`);
    const focusable = control?.matches("input, textarea, select")
      ? control
      : control?.querySelector<HTMLElement>("input, textarea, select, button");
    focusable?.focus();
    focusable?.scrollIntoView?.({ block: "center" });
  }

  function clearError(field: StepTwoField) {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function updateAttribute(attribute: DraftAttribute, value: string) {
    draft.update({
      attributes: draft.attributes.map((item) => (item.id === attribute.id ? { ...item, value } : item)),
    });
    clearError(`attribute-${attribute.id}`);
  }

  const brandName = draft.brand.name || draft.custom_brand_name;
  const problemNames = draft.problems.list
    .filter((problem) => draft.problems.selected.includes(problem.id))
    .map((problem) => problem.name);

  async function generateTitle() {
    const content = draft.content.trim();
    if ([...content].length < TITLE_CONTENT_MIN) {
      setTitleHint(`请先填写至少${TITLE_CONTENT_MIN}个字的投诉内容，再生成标题`);
      return;
    }
    setTitleHint(undefined);
    setIsGeneratingTitle(true);
    try {
      const api = await loadApi();
      const result = await api.request(generateComplaintTitle, {
        body: { brand_name: brandName.slice(0, 30), problems: problemNames.slice(0, 10), content },
      });
      if (result.ok) {
        draft.update({ title: result.data.title, is_ai_title: true });
        clearError("title");
        setTitleHint("已生成标题，可直接使用或修改");
      } else {
        setTitleHint(result.msg);
      }
    } catch {
      setTitleHint("标题生成失败，请稍后重试或自行填写");
    } finally {
      setIsGeneratingTitle(false);
    }
  }

  function sendCode() {
    const error = phoneError(phone);
    if (error) {
      setErrors((current) => ({ ...current, phone: error }));
      focusField("phone");
      return;
    }
    void sms.send(phone.replace(/\s+/g, ""));
  }

  async function submit(event?: FormEvent<HTMLFormElement>, patch: Partial<DraftFields> = {}) {
    event?.preventDefault();
    if (Object.keys(patch).length > 0) draft.update(patch);
    const fields = draftFields();
    const contact = isVisitor ? { phone, code } : null;
    const found = validateStepTwo(fields, contact);
    setErrors(found);
    const first = firstInvalidField(found, stepTwoFieldOrder(fields, isVisitor));
    if (first) {
      focusField(first);
      return;
    }
    setNotice(null);
    try {
      const api = await loadApi();
      const body = buildSubmitPayload(fields, { contact, isCoManagement, contentAesKey });
      let refused: { code: number; msg: string; data: unknown } | null = null;
      const path = await submitDraft(useDraftStore.getState, async () => {
        const result = await api.request(submitComplaint, { body });
        if (result.ok && "id" in result.data) {
          if (result.data.access_token) await logInWithToken(api, result.data.access_token);
          return { code: 200, data: { id: result.data.id } };
        }
        refused = result;
        return { code: result.code, data: null };
      });
      if (path) {
        navigate(path);
        return;
      }
      if (refused) explainRefusal(refused);
    } catch (error) {
      // The §8 hooks already toasted an API answer; a network failure says nothing by itself.
      const isAnnounced =
        error instanceof ApiResultError || (error instanceof ApiPageError && error.cause === undefined);
      setNotice({
        kind: "error",
        message: isAnnounced && error instanceof Error ? error.message : NETWORK_ERROR,
      });
    }
  }

  function explainRefusal({ code: resultCode, msg, data }: { code: number; msg: string; data: unknown }) {
    const duplicate = duplicateComplaintData.safeParse(data);
    if (resultCode === 201 && duplicate.success) {
      setNotice({ kind: "duplicate", message: msg, duplicate: duplicate.data });
      // Decision 008: a duplicate spends the visitor's code; a second try needs a new one.
      if (isVisitor) setCode("");
      return;
    }
    const words = (data as { words?: unknown } | null)?.words;
    if (resultCode === 400 && Array.isArray(words)) {
      const blocked = words.filter((word): word is string => typeof word === "string");
      setNotice({ kind: "blocked", message: msg, words: blocked });
      // The words are matched on folded text, so a word not found as typed in the title is in the content.
      const isInTitle = blocked.some((word) =>
        draftFields().title.toLowerCase().includes(word.toLowerCase()),
      );
      setErrors(isInTitle ? { title: msg } : { content: msg });
      focusField(isInTitle ? "title" : "content");
      return;
    }
    if (isVisitor && isCodeMessage(msg)) {
      setErrors({ code: msg });
      focusField("code");
      return;
    }
    setNotice({ kind: "error", message: msg || "提交失败，请稍后重试" });
  }

  function joinCollective(collectiveId: number) {
    if (isVisitor && codeError(code)) {
      draft.update({ collective_id: collectiveId });
      setNotice(null);
      setErrors({ code: "已选择加入集体投诉，请重新获取验证码后提交" });
      focusField("code");
      return;
    }
    void submit(undefined, { collective_id: collectiveId });
  }

  const blockedPreview = notice?.kind === "blocked" ? markWords(draft.content, notice.words) : null;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      {joinedCollective ? (
        <p className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm leading-6 text-emerald-900">
          本投诉将加入集体投诉「
          <Link
            to={`/tousu/collective/${joinedCollective.id}`}
            target="_blank"
            className="font-medium underline underline-offset-2"
          >
            {joinedCollective.title}
          </Link>
          」，与其他遇到同类问题的消费者一起维权。如不想加入，可返回上一步选择单独投诉。
        </p>
      ) : null}

      <section aria-labelledby={`${id}-story`} className="space-y-5">
        <h2 id={`${id}-story`} className="text-base font-semibold text-gray-900">
          投诉内容
        </h2>
        <div data-field="title">
          <div className="flex items-end gap-3">
            <TextField
              label="投诉标题"
              isRequired
              className="min-w-0 flex-1"
              placeholder="一句话说明问题，如：某某电器退款二十天未到账"
              maxLength={COMPLAINT_TITLE_MAX + 10}
              error={errors.title}
              value={draft.title}
              onValueChange={(title) => {
                draft.update({ title, is_ai_title: false });
                clearError("title");
              }}
            />
            <button
              type="button"
              onClick={() => void generateTitle()}
              disabled={isGeneratingTitle}
              aria-describedby={titleHint ? `${id}-title-hint` : undefined}
              className={cx(
                buttonClass({ variant: "secondary", size: "lg" }),
                "h-11",
                errors.title && "mb-7",
              )}
            >
              {isGeneratingTitle ? "生成中…" : "AI 生成标题"}
            </button>
          </div>
          <p id={`${id}-title-hint`} role="status" className="mt-1.5 text-xs leading-5 text-gray-600">
            {titleHint ??
              `${COMPLAINT_TITLE_MIN}到${COMPLAINT_TITLE_MAX}个字。写好投诉内容后，可让 AI 根据品牌、问题和内容生成标题。`}
            {draft.is_ai_title && !titleHint ? "（当前为 AI 生成的标题）" : null}
          </p>
        </div>

        <TextArea
          label="投诉内容"
          isRequired
          data-field="content"
          limit={COMPLAINT_CONTENT_MAX}
          rows={8}
          hint={`按时间写清经过：何时、在哪里买了什么，出了什么问题，与商家如何沟通，你希望怎样解决。至少${COMPLAINT_CONTENT_MIN}个字，请勿填写他人隐私。`}
          placeholder="例如：2026年3月1日在官方旗舰店购买空调一台，安装后无法制冷……"
          error={errors.content}
          value={draft.content}
          onValueChange={(content) => {
            draft.update({ content });
            clearError("content");
          }}
        />
        {blockedPreview?.some((part) => part.isMarked) ? (
          <div className="rounded-md border border-gray-200 bg-gray-50 px-4 py-3 text-sm leading-7 whitespace-pre-wrap text-gray-800">
            <p className="mb-1 text-xs font-medium text-gray-600">违规词语在内容中的位置：</p>
            {blockedPreview.map((part, index) =>
              part.isMarked ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed split of one text.
                <mark key={index} className="rounded bg-amber-200 px-0.5 text-gray-900">
                  {part.text}
                </mark>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                <span key={index}>{part.text}</span>
              ),
            )}
          </div>
        ) : null}

        <div data-field="images">
          <ImageUploader
            label="凭证图片"
            hint={`订单截图、聊天记录、商品照片等，支持 JPG、PNG、WebP、GIF，最多${COMPLAINT_IMAGES_MAX}张。`}
            accept={EVIDENCE_ACCEPT}
            limit={COMPLAINT_IMAGES_MAX}
            error={errors.images}
            value={draft.images}
            onValueChange={(images) => {
              draft.update({ images });
              clearError("images");
            }}
            upload={upload}
          />
        </div>
      </section>

      {draft.attributes.length > 0 ? (
        <section aria-labelledby={`${id}-details`} className="space-y-5 border-t border-gray-100 pt-6">
          <h2 id={`${id}-details`} className="text-base font-semibold text-gray-900">
            补充信息
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            {draft.attributes.map((attribute) => (
              <AttributeField
                key={attribute.id}
                attribute={attribute}
                error={errors[`attribute-${attribute.id}`]}
                onValueChange={(value) => updateAttribute(attribute, value)}
              />
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby={`${id}-identity`} className="space-y-5 border-t border-gray-100 pt-6">
        <div>
          <h2 id={`${id}-identity`} className="text-base font-semibold text-gray-900">
            身份信息
          </h2>
          <p className="mt-1 text-xs text-gray-600">仅用于平台核实与商家联系处理，加密保存，不会公开展示。</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="真实姓名"
            isRequired
            data-field="real_name"
            autoComplete="name"
            maxLength={REAL_NAME_INPUT_MAX_LENGTH}
            placeholder="与身份证一致的姓名"
            error={errors.real_name}
            value={draft.real_name}
            onValueChange={(real_name) => {
              draft.update({ real_name });
              clearError("real_name");
            }}
          />
          <TextField
            label="身份证号"
            data-field="id_card"
            hint="选填，填写后可用于实名认证，加快处理"
            autoComplete="off"
            maxLength={ID_CARD_MAX_LENGTH}
            placeholder={`${ID_CARD_MAX_LENGTH}位身份证号码`}
            error={errors.id_card}
            value={draft.id_card}
            onValueChange={(id_card) => {
              draft.update({ id_card });
              clearError("id_card");
            }}
          />
        </div>

        {isVisitor ? (
          <div className="space-y-5 rounded-lg bg-gray-50 p-4">
            <p className="text-sm text-gray-700">
              验证手机号后提交，提交成功即自动登录，可随时查看处理进度。已有账号？
              <button
                type="button"
                onClick={() => openLogin("login")}
                className="text-brand-700 underline underline-offset-2"
              >
                直接登录
              </button>
            </p>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="手机号"
                isRequired
                data-field="phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={PHONE_INPUT_MAX_LENGTH}
                placeholder={`请输入${PHONE_LENGTH}位手机号`}
                error={errors.phone}
                value={phone}
                onValueChange={(value) => {
                  setPhone(value);
                  clearError("phone");
                }}
              />
              <div>
                <div className="flex items-end gap-2">
                  <TextField
                    label="短信验证码"
                    isRequired
                    className="min-w-0 flex-1"
                    data-field="code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={SMS_CODE_LENGTH}
                    placeholder={`${SMS_CODE_LENGTH}位数字验证码`}
                    error={errors.code}
                    value={code}
                    onValueChange={(value) => {
                      setCode(value);
                      clearError("code");
                    }}
                  />
                  <button
                    type="button"
                    onClick={sendCode}
                    disabled={sms.isSending || sms.secondsLeft > 0 || sms.captchaStatus === "solving"}
                    className={cx(
                      buttonClass({ variant: "secondary", size: "lg" }),
                      "h-11 w-36 px-0",
                      errors.code && "mb-7",
                    )}
                  >
                    {sms.secondsLeft > 0
                      ? `${sms.secondsLeft}秒后重新获取`
                      : sms.isSending
                        ? "发送中…"
                        : "获取验证码"}
                  </button>
                </div>
              </div>
            </div>
            {sms.isCaptchaShown ? (
              <div className="max-w-md">
                <CaptchaCheck
                  status={sms.captchaStatus}
                  onVerify={() =>
                    void sms.verifyCaptcha(phoneError(phone) ? null : phone.replace(/\s+/g, ""))
                  }
                  describedBy={captchaError ? `${id}-captcha-error` : undefined}
                />
                <FieldError id={`${id}-captcha-error`} message={captchaError} />
              </div>
            ) : null}
          </div>
        ) : null}
      </section>

      <fieldset className="space-y-3 border-t border-gray-100 pt-6">
        <legend className="sr-only">授权</legend>
        <Consent
          label="同意媒体关注报道此投诉"
          description="媒体可就此投诉联系你或公开报道，有助于推动问题解决。"
          checked={draft.is_media}
          onChange={(is_media) => draft.update({ is_media })}
        />
        <Consent
          label="同意平台协同商家处理"
          description="平台可将投诉转交商家并协调双方沟通处理。"
          checked={isCoManagement}
          onChange={setIsCoManagement}
        />
      </fieldset>

      {notice ? (
        <SubmitNoticeBox
          notice={notice}
          isJoining={draft.isSubmitting}
          onJoinCollective={
            // Joined already and still refused: offering it again would only repeat the answer.
            notice.kind === "duplicate" && notice.duplicate.collective?.id !== draft.collective_id
              ? joinCollective
              : undefined
          }
        />
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Link to="/complaint/create" className={buttonClass({ variant: "secondary", size: "lg" })}>
          上一步
        </Link>
        <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
          <p className="text-xs text-gray-600">
            提交即表示同意
            <Link to="/static/agreement" target="_blank" className="text-brand-700 hover:underline">
              《用户协议》
            </Link>
            和
            <Link to="/static/privacy" target="_blank" className="text-brand-700 hover:underline">
              《隐私政策》
            </Link>
          </p>
          <button
            type="submit"
            disabled={draft.isSubmitting}
            className={cx(buttonClass({ size: "lg" }), "sm:w-44")}
          >
            {draft.isSubmitting ? "提交中…" : "提交投诉"}
          </button>
        </div>
      </div>
    </form>
  );
}

function Consent({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-description`}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {label}
        </label>
        <p id={`${id}-description`} className="text-xs leading-5 text-gray-600">
          {description}
        </p>
      </div>
    </div>
  );
}
