import { applyAsLawyer, lawyerApplicationBody } from "@tousu/contracts";
import { type FormEvent, useMemo, useState } from "react";
import { useApi } from "../../shared/session/api-context";
import { createEvidenceUpload } from "../../shared/upload/upload-evidence";
import { ImageUploader, type UploadFile } from "../../ui/image-uploader";
import { SubmitRow } from "../../ui/submit-row";
import { TextField } from "../../ui/text-field";
import {
  errorsOf,
  type FormErrors,
  IntroductionField,
  LicenseFields,
  type OwnLawyerProfile,
  PracticeAreaChips,
  sendForm,
  useLawyerFacts,
} from "./lawyer-fact-fields";

type Field =
  | "license_no"
  | "law_firm"
  | "city"
  | "practice_areas"
  | "practice_since_year"
  | "license_photo_url"
  | "introduction";

const FIELD_ORDER: readonly Field[] = [
  "license_no",
  "law_firm",
  "city",
  "practice_since_year",
  "practice_areas",
  "license_photo_url",
  "introduction",
];

/**
 * The application: the licence facts staff check against the national registry, a photo of the
 * licence and the lawyer's own introduction. The contract's rules (the advertising rules among
 * them) are checked here first and again by the server.
 */
export function LawyerApplicationForm({
  previous,
  onApplied,
  upload: uploadFile,
}: {
  /** A refused application, whose facts the form starts from. */
  previous?: OwnLawyerProfile | null;
  onApplied(profile: OwnLawyerProfile): void;
  /** How the licence photo is sent; the evidence upload unless a test stands in. */
  upload?: UploadFile;
}) {
  const loadApi = useApi();
  const upload = useMemo(() => uploadFile ?? createEvidenceUpload(loadApi), [uploadFile, loadApi]);
  const facts = useLawyerFacts(previous);
  const [sinceYear, setSinceYear] = useState(previous ? String(previous.practice_since_year) : "");
  const [photos, setPhotos] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = lawyerApplicationBody.safeParse({
      ...facts.body(),
      practice_since_year: sinceYear.trim() === "" ? undefined : sinceYear,
      license_photo_url: photos[0] ?? "",
    });
    if (!parsed.success) {
      const found = errorsOf<Field>(parsed.error);
      setErrors(found);
      const first = FIELD_ORDER.find((field) => found[field]);
      event.currentTarget.querySelector<HTMLElement>(`[data-field=${first}]`)?.focus();
      return;
    }
    setErrors({});
    setIsSending(true);
    await sendForm(async () => (await loadApi()).request(applyAsLawyer, { body: parsed.data, quiet: true }), {
      done: onApplied,
      fail: (message) => setErrors({ form: message }),
    });
    setIsSending(false);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <LicenseFields
        facts={facts}
        errors={errors}
        extra={
          <TextField
            label="首次执业年份"
            isRequired
            data-field="practice_since_year"
            inputMode="numeric"
            maxLength={4}
            error={errors.practice_since_year}
            value={sinceYear}
            onValueChange={setSinceYear}
          />
        }
      />
      <PracticeAreaChips facts={facts} error={errors.practice_areas} />
      <ImageUploader
        label="执业证照片"
        isRequired
        hint="请上传执业证信息页照片，仅平台审核人员可见"
        limit={1}
        value={photos}
        onValueChange={setPhotos}
        upload={upload}
        error={errors.license_photo_url}
      />
      <IntroductionField facts={facts} error={errors.introduction} />
      <SubmitRow
        error={errors.form}
        isSending={isSending}
        label="提交入驻申请"
        sendingLabel="提交中…"
        size="lg"
      />
    </form>
  );
}
