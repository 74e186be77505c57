import { ApiPageError } from "@tousu/api-client";
import {
  applyAsLawyer,
  type ContractData,
  LAWYER_INTRODUCTION_MAX,
  lawyerApplicationBody,
} from "@tousu/contracts";
import { LICENSE_NO_MESSAGE, MAX_PRACTICE_AREAS, PRACTICE_AREAS } from "@tousu/domain";
import { type FormEvent, useMemo, useState } from "react";
import { NETWORK_ERROR_MESSAGE } from "../../lib/unannounced-failure";
import { useApi } from "../../shared/session/api-context";
import { createEvidenceUpload } from "../../shared/upload/upload-evidence";
import { buttonClass } from "../../ui/button";
import { ChoiceChips } from "../../ui/choice-chips";
import { ImageUploader, type UploadFile } from "../../ui/image-uploader";
import { TextArea } from "../../ui/text-area";
import { TextField } from "../../ui/text-field";

type Field =
  | "license_no"
  | "law_firm"
  | "city"
  | "practice_areas"
  | "practice_since_year"
  | "license_photo_url"
  | "introduction";
type Errors = Partial<Record<Field | "form", string>>;

export type OwnLawyerProfile = ContractData<typeof applyAsLawyer>;

const AREA_OPTIONS = PRACTICE_AREAS.map((area, index) => ({ id: index, name: area.name }));
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
  const [licenseNo, setLicenseNo] = useState(previous?.license_no ?? "");
  const [lawFirm, setLawFirm] = useState(previous?.law_firm ?? "");
  const [city, setCity] = useState(previous?.city ?? "");
  const [sinceYear, setSinceYear] = useState(previous ? String(previous.practice_since_year) : "");
  const [areas, setAreas] = useState<number[]>(() =>
    AREA_OPTIONS.filter((option) =>
      previous?.practice_areas.includes(PRACTICE_AREAS[option.id]?.code ?? ""),
    ).map((option) => option.id),
  );
  const [photos, setPhotos] = useState<string[]>([]);
  const [introduction, setIntroduction] = useState(previous?.introduction ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = lawyerApplicationBody.safeParse({
      license_no: licenseNo,
      law_firm: lawFirm,
      city,
      practice_areas: areas.map((id) => PRACTICE_AREAS[id]?.code),
      practice_since_year: sinceYear.trim() === "" ? undefined : sinceYear,
      license_photo_url: photos[0] ?? "",
      introduction,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = FIELD_ORDER.find((field) => found[field]);
      event.currentTarget.querySelector<HTMLElement>(`[data-field=${first}]`)?.focus();
      return;
    }
    setErrors({});
    setIsSending(true);
    try {
      const api = await loadApi();
      const answer = await api.request(applyAsLawyer, { body: parsed.data, quiet: true });
      if (answer.ok) onApplied(answer.data);
      else setErrors({ form: answer.msg });
    } catch (error) {
      setErrors({
        form:
          error instanceof ApiPageError && error.cause === undefined ? error.message : NETWORK_ERROR_MESSAGE,
      });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="执业证号"
          isRequired
          data-field="license_no"
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          hint={LICENSE_NO_MESSAGE.replace("请填写", "")}
          error={errors.license_no}
          value={licenseNo}
          onValueChange={setLicenseNo}
        />
        <TextField
          label="执业机构"
          isRequired
          data-field="law_firm"
          placeholder="××律师事务所"
          maxLength={60}
          error={errors.law_firm}
          value={lawFirm}
          onValueChange={setLawFirm}
        />
        <TextField
          label="执业城市"
          isRequired
          data-field="city"
          maxLength={20}
          error={errors.city}
          value={city}
          onValueChange={setCity}
        />
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
      </div>
      <ChoiceChips
        label="执业领域"
        isRequired
        hint={`最多选择${MAX_PRACTICE_AREAS}个`}
        options={AREA_OPTIONS}
        selected={areas}
        onSelectedChange={setAreas}
        error={errors.practice_areas}
      />
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
      <TextArea
        label="个人简介"
        isRequired
        data-field="introduction"
        hint="请介绍执业领域与经历。依律师执业广告规则，不得宣传胜诉率、案件金额、承诺结果、与其他律师比较或以免费、优惠收费招揽业务。"
        limit={LAWYER_INTRODUCTION_MAX}
        error={errors.introduction}
        value={introduction}
        onValueChange={setIntroduction}
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-brand-700">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" disabled={isSending} className={buttonClass({ size: "lg" })}>
        {isSending ? "提交中…" : "提交入驻申请"}
      </button>
    </form>
  );
}
