import { useDraftStore } from "@tousu/page-kit/complaint-draft";
import { useRef, useState } from "react";
import { useViewer } from "../../../shared/session/viewer";
import type { SmsCodeFailure } from "../../auth";
import { AttributesSection } from "./attributes-section";
import { ComplaintStorySection } from "./complaint-story-section";
import { Consents } from "./consents";
import { focusField } from "./focus-field";
import { IdentitySection } from "./identity-section";
import { JoinedCollectiveNote } from "./joined-collective-note";
import { SubmitBar } from "./submit-bar";
import { SubmitNoticeBox } from "./submit-notice";
import { useStepTwoSubmit } from "./use-step-two-submit";
import type { StepTwoField } from "./validate-step-two";
import { VisitorContact } from "./visitor-contact";

/**
 * Step two of filing: title, content, evidence, the subtype's extra questions, identity, consents and,
 * for a visitor, phone + SMS code; then the submission (docs/product/api.md#complaint-submission) (`useStepTwoSubmit`). Everything typed
 * lives in the persisted draft, so a reload or a failed submission loses nothing.
 */
export function StepTwoForm() {
  const isVisitor = useViewer() === null;
  const draft = useDraftStore();
  const formRef = useRef<HTMLFormElement>(null);
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [isCoManagement, setIsCoManagement] = useState(false);
  const focus = (field: StepTwoField) => focusField(formRef.current, field);

  const { errors, setErrors, clearError, notice, setNotice, submit, joinCollective } = useStepTwoSubmit({
    isVisitor,
    phone,
    code,
    isCoManagement,
    clearCode: () => setCode(""),
    focusField: focus,
  });

  function showSmsFailure(failure: SmsCodeFailure | null) {
    setErrors((current) => ({ ...current, phone: failure?.field === "phone" ? failure.message : undefined }));
    if (failure?.field === "form") setNotice({ kind: "error", message: failure.message });
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-6"
    >
      <JoinedCollectiveNote collectiveId={draft.collective_id} />
      <ComplaintStorySection
        errors={errors}
        clearError={clearError}
        blockedWords={notice?.kind === "blocked" ? notice.words : null}
      />
      <AttributesSection errors={errors} clearError={clearError} />
      <IdentitySection errors={errors} clearError={clearError}>
        {isVisitor ? (
          <VisitorContact
            phone={phone}
            code={code}
            errors={errors}
            onPhoneChange={(value) => {
              setPhone(value);
              clearError("phone");
            }}
            onCodeChange={(value) => {
              setCode(value);
              clearError("code");
            }}
            onSmsFailure={showSmsFailure}
            focusField={focus}
          />
        ) : null}
      </IdentitySection>
      <Consents
        isMedia={draft.is_media}
        onMediaChange={(is_media) => draft.update({ is_media })}
        isCoManagement={isCoManagement}
        onCoManagementChange={setIsCoManagement}
      />
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
      <SubmitBar isSubmitting={draft.isSubmitting} />
    </form>
  );
}
