import { updateOwnLawyerProfile } from "@tousu/contracts";
import { type FormEvent, useState } from "react";
import { useApi } from "../../shared/session/api-context";
import { SubmitRow } from "../../ui/submit-row";
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

type Field = "license_no" | "law_firm" | "city" | "practice_areas" | "introduction" | "accepting_cases";

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
  const facts = useLawyerFacts(profile);
  const [isAccepting, setIsAccepting] = useState(profile.accepting_cases);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [isSending, setIsSending] = useState(false);
  const needsReview =
    facts.values.licenseNo.trim() !== profile.license_no || facts.values.lawFirm.trim() !== profile.law_firm;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateOwnLawyerProfile.body.safeParse({ ...facts.body(), accepting_cases: isAccepting });
    if (!parsed.success) {
      setErrors(errorsOf<Field>(parsed.error));
      return;
    }
    setErrors({});
    setIsSending(true);
    await sendForm(
      async () => (await loadApi()).request(updateOwnLawyerProfile, { body: parsed.data, quiet: true }),
      { done: onSaved, fail: (message) => setErrors({ form: message }) },
    );
    setIsSending(false);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <LicenseFields facts={facts} errors={errors} />
      {needsReview ? (
        <p role="status" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          修改执业证号或执业机构后需重新核验，核验通过前将暂停律师身份。
        </p>
      ) : null}
      <PracticeAreaChips facts={facts} error={errors.practice_areas} />
      <IntroductionField facts={facts} error={errors.introduction} />
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          checked={isAccepting}
          onChange={(event) => setIsAccepting(event.target.checked)}
          className="size-4 accent-brand-600"
        />
        目前接受新的委托
      </label>
      <SubmitRow error={errors.form} isSending={isSending} label="保存资料" sendingLabel="保存中…" />
    </form>
  );
}
