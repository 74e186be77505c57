import type { ApiClient } from "@tousu/api-client";
import { duplicateComplaintData, submitComplaint } from "@tousu/contracts";
import { FILING_SESSION_DAYS } from "@tousu/domain";
import { type DraftFields, useDraftStore } from "@tousu/page-kit/complaint-draft";
import { buildSubmitPayload } from "@tousu/page-kit/complaint-submit-payload";
import { trackEvent } from "@tousu/page-kit/tracking-beacon";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useRootData } from "../../../lib/root-data";
import { unannouncedFailure } from "../../../lib/unannounced-failure";
import { useApi } from "../../../shared/session/api-context";
import { completeLogin } from "../../../shared/session/complete-login";
import { codeError } from "../../auth";
import { submitDraft } from "../submit-draft";
import type { SubmitNotice } from "./submit-notice";
import {
  firstInvalidField,
  type StepTwoErrors,
  type StepTwoField,
  stepTwoFieldOrder,
  validateStepTwo,
} from "./validate-step-two";

// Should the session end before FILING_SESSION_DAYS, the API refuses the token and the root loader expires
// the cookie (docs/product/entities.md#login-and-logout).

interface Refusal {
  code: number;
  msg: string;
  data: unknown;
}

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

/** A visitor who filed with an SMS code is logged in by the answer's token (docs/product/api.md#complaint-submission). */
async function logInWithToken(api: ApiClient, token: string) {
  const expiresAt = new Date(Date.now() + FILING_SESSION_DAYS * 86_400_000).toISOString();
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

interface StepTwoSubmitOptions {
  isVisitor: boolean;
  /** What a visitor typed into the phone and code boxes (a member files without them). */
  phone: string;
  code: string;
  isCoManagement: boolean;
  /** Empties the code box once the server has spent the code. */
  clearCode(): void;
  focusField(field: StepTwoField): void;
}

/**
 * Step two's submission (docs/product/api.md#complaint-submission, through `submitDraft`): the checks first, then the call, then what a
 * refusal means for the form — a duplicate (with the collective offered instead), blocked words in the
 * title or the content, a wrong SMS code, or any other message — while the draft keeps what was typed.
 */
export function useStepTwoSubmit({
  isVisitor,
  phone,
  code,
  isCoManagement,
  clearCode,
  focusField,
}: StepTwoSubmitOptions) {
  const loadApi = useApi();
  const navigate = useNavigate();
  const contentAesKey = useRootData()?.publicConfig.contentAesKey ?? "";
  const [errors, setErrors] = useState<StepTwoErrors>({});
  const [notice, setNotice] = useState<SubmitNotice | null>(null);

  function clearError(field: StepTwoField) {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(patch: Partial<DraftFields> = {}) {
    if (Object.keys(patch).length > 0) useDraftStore.getState().update(patch);
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
      const body = buildSubmitPayload(fields, { contact, isCoManagement, contentAesKey, channel: "pc" });
      let refused: Refusal | null = null;
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
        trackEvent("complaint_submitted");
        navigate(path);
        return;
      }
      if (refused) explainRefusal(refused);
    } catch (error) {
      // The API client's hooks (docs/product/errors.md#network-failures-and-timeouts) already toasted an API answer; a network failure says nothing by itself.
      setNotice({ kind: "error", message: unannouncedFailure(error) ?? (error as Error).message });
    }
  }

  function explainRefusal({ code: resultCode, msg, data }: Refusal) {
    const duplicate = duplicateComplaintData.safeParse(data);
    if (resultCode === 201 && duplicate.success) {
      setNotice({ kind: "duplicate", message: msg, duplicate: duplicate.data });
      // Decision 008: a duplicate spends the visitor's code; a second try needs a new one.
      if (isVisitor) clearCode();
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

  /** Files the complaint into the offered collective; a visitor's spent code must be replaced first. */
  function joinCollective(collectiveId: number) {
    if (isVisitor && codeError(code)) {
      useDraftStore.getState().update({ collective_id: collectiveId });
      setNotice(null);
      setErrors({ code: "已选择加入集体投诉，请重新获取验证码后提交" });
      focusField("code");
      return;
    }
    void submit({ collective_id: collectiveId });
  }

  return { errors, setErrors, clearError, notice, setNotice, submit, joinCollective };
}
