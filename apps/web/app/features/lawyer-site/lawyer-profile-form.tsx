import { ApiPageError } from "@tousu/api-client";
import { LAWYER_INTRODUCTION_MAX, updateOwnLawyerProfile } from "@tousu/contracts";
import { MAX_PRACTICE_AREAS, PRACTICE_AREAS } from "@tousu/domain";
import { type FormEvent, useState } from "react";
import { NETWORK_ERROR_MESSAGE } from "../../lib/unannounced-failure";
import { useApi } from "../../shared/session/api-context";
import { buttonClass } from "../../ui/button";
import { ChoiceChips } from "../../ui/choice-chips";
import { TextArea } from "../../ui/text-area";
import { TextField } from "../../ui/text-field";
import type { OwnLawyerProfile } from "./lawyer-application-form";

const AREA_OPTIONS = PRACTICE_AREAS.map((area, index) => ({ id: index, name: area.name }));
type Field = "license_no" | "law_firm" | "city" | "practice_areas" | "introduction" | "accepting_cases";
type Errors = Partial<Record<Field | "form", string>>;

/**
 * A lawyer's own profile. What they say (introduction, areas, city, availability) changes at once;
 * a new licence number or firm is what staff verified, so it goes back to review.
 */
export function LawyerProfileForm({
  profile,
  onSaved,
}: {
  profile: OwnLawyerProfile;
  onSaved(profile: OwnLawyerProfile): void;
}) {
  const loadApi = useApi();
  const [licenseNo, setLicenseNo] = useState(profile.license_no);
  const [lawFirm, setLawFirm] = useState(profile.law_firm);
  const [city, setCity] = useState(profile.city);
  const [areas, setAreas] = useState<number[]>(() =>
    AREA_OPTIONS.filter((option) =>
      profile.practice_areas.includes(PRACTICE_AREAS[option.id]?.code ?? ""),
    ).map((option) => option.id),
  );
  const [introduction, setIntroduction] = useState(profile.introduction);
  const [isAccepting, setIsAccepting] = useState(profile.accepting_cases);
  const [errors, setErrors] = useState<Errors>({});
  const [isSending, setIsSending] = useState(false);
  const needsReview = licenseNo.trim() !== profile.license_no || lawFirm.trim() !== profile.law_firm;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateOwnLawyerProfile.body.safeParse({
      license_no: licenseNo,
      law_firm: lawFirm,
      city,
      practice_areas: areas.map((id) => PRACTICE_AREAS[id]?.code),
      introduction,
      accepting_cases: isAccepting,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setIsSending(true);
    try {
      const api = await loadApi();
      const answer = await api.request(updateOwnLawyerProfile, { body: parsed.data, quiet: true });
      if (answer.ok) onSaved(answer.data);
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
          inputMode="numeric"
          maxLength={24}
          error={errors.license_no}
          value={licenseNo}
          onValueChange={setLicenseNo}
        />
        <TextField
          label="执业机构"
          isRequired
          maxLength={60}
          error={errors.law_firm}
          value={lawFirm}
          onValueChange={setLawFirm}
        />
        <TextField
          label="执业城市"
          isRequired
          maxLength={20}
          error={errors.city}
          value={city}
          onValueChange={setCity}
        />
      </div>
      {needsReview ? (
        <p role="status" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          修改执业证号或执业机构后需重新核验，核验通过前将暂停律师身份。
        </p>
      ) : null}
      <ChoiceChips
        label="执业领域"
        isRequired
        hint={`最多选择${MAX_PRACTICE_AREAS}个`}
        options={AREA_OPTIONS}
        selected={areas}
        onSelectedChange={setAreas}
        error={errors.practice_areas}
      />
      <TextArea
        label="个人简介"
        isRequired
        limit={LAWYER_INTRODUCTION_MAX}
        error={errors.introduction}
        value={introduction}
        onValueChange={setIntroduction}
      />
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          checked={isAccepting}
          onChange={(event) => setIsAccepting(event.target.checked)}
          className="size-4 accent-brand-600"
        />
        目前接受新的委托
      </label>
      {errors.form ? (
        <p role="alert" className="text-sm text-brand-700">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" disabled={isSending} className={buttonClass()}>
        {isSending ? "保存中…" : "保存资料"}
      </button>
    </form>
  );
}
