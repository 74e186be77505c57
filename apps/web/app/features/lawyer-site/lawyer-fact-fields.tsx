import { type applyAsLawyer, type ContractData, LAWYER_INTRODUCTION_MAX } from "@tousu/contracts";
import {
  isPracticeCity,
  LICENSE_NO_MESSAGE,
  MAX_PRACTICE_AREAS,
  PRACTICE_AREAS,
  PRACTICE_CITY_GROUPS,
} from "@tousu/domain";
import { type ReactNode, useState } from "react";
import type { ZodError } from "zod";
import { unannouncedFailure } from "../../lib/unannounced-failure";
import { ChoiceChips } from "../../ui/choice-chips";
import { cx } from "../../ui/cx";
import { controlClass, Field } from "../../ui/field";
import { ChevronDownIcon } from "../../ui/icons";
import { TextArea } from "../../ui/text-area";
import { TextField } from "../../ui/text-field";

export type OwnLawyerProfile = ContractData<typeof applyAsLawyer>;

/** The facts both the application and the profile form ask for, by their body field names. */
type FactField = "license_no" | "law_firm" | "city" | "practice_areas" | "introduction";
export type FormErrors<Field extends string> = Partial<Record<Field | "form", string>>;

const AREA_OPTIONS = PRACTICE_AREAS.map((area, index) => ({ id: index, name: area.name }));

/** The facts' inputs, started from a profile (the refused application, the lawyer's own). */
export function useLawyerFacts(start: OwnLawyerProfile | null | undefined) {
  const [licenseNo, setLicenseNo] = useState(start?.license_no ?? "");
  const [lawFirm, setLawFirm] = useState(start?.law_firm ?? "");
  // A city stored before cities were chosen from the list is asked for again.
  const [city, setCity] = useState(start?.city && isPracticeCity(start.city) ? start.city : "");
  const [areas, setAreas] = useState<number[]>(() =>
    AREA_OPTIONS.filter((option) =>
      start?.practice_areas.includes(PRACTICE_AREAS[option.id]?.code ?? ""),
    ).map((option) => option.id),
  );
  const [introduction, setIntroduction] = useState(start?.introduction ?? "");
  return {
    values: { licenseNo, lawFirm, city, areas, introduction },
    setters: { setLicenseNo, setLawFirm, setCity, setAreas, setIntroduction },
    /** What the contracts' bodies take, before their own parsing. */
    body: () => ({
      license_no: licenseNo,
      law_firm: lawFirm,
      city,
      practice_areas: areas.map((id) => PRACTICE_AREAS[id]?.code),
      introduction,
    }),
  };
}
export type LawyerFacts = ReturnType<typeof useLawyerFacts>;

/** A failed parse as the first message of each field, which the fields show beside themselves. */
export function errorsOf<Field extends string>(error: ZodError): FormErrors<Field> {
  const found: FormErrors<Field> = {};
  for (const issue of error.issues) found[issue.path[0] as Field] ??= issue.message;
  return found;
}

/**
 * Sends a form's body: the server's refusal and a failure nobody announced yet land in the form's
 * own line (`errors.form`); an answer is handed on.
 */
export async function sendForm<Data>(
  send: () => Promise<{ ok: true; data: Data } | { ok: false; msg: string }>,
  on: { done(data: Data): void; fail(message: string | undefined): void },
): Promise<void> {
  try {
    const answer = await send();
    if (answer.ok) on.done(answer.data);
    else on.fail(answer.msg);
  } catch (error) {
    on.fail(unannouncedFailure(error));
  }
}

/** The licence number, the firm and the city, then whatever the form adds to that row (`extra`). */
export function LicenseFields({
  facts,
  errors,
  extra,
}: {
  facts: LawyerFacts;
  errors: FormErrors<FactField>;
  extra?: ReactNode;
}) {
  const { values, setters } = facts;
  return (
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
        value={values.licenseNo}
        onValueChange={setters.setLicenseNo}
      />
      <TextField
        label="执业机构"
        isRequired
        data-field="law_firm"
        placeholder="××律师事务所"
        maxLength={60}
        error={errors.law_firm}
        value={values.lawFirm}
        onValueChange={setters.setLawFirm}
      />
      <PracticeCityField error={errors.city} value={values.city} onValueChange={setters.setCity} />
      {extra}
    </div>
  );
}

/** The city list's practice cities by division, in the platform's own picker (the most usable on phones). */
function PracticeCityField({
  value,
  onValueChange,
  error,
}: {
  value: string;
  onValueChange(city: string): void;
  error: string | undefined;
}) {
  return (
    <Field label="执业城市" isRequired error={error}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            data-field="city"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className={cx(
              controlClass(Boolean(error)),
              "h-11 appearance-none pr-10",
              !value && "text-gray-600",
            )}
          >
            <option value="">请选择执业城市</option>
            {PRACTICE_CITY_GROUPS.map(([division, cities]) => (
              <optgroup key={division} label={division}>
                {cities.map((city) => (
                  <option key={city} value={city}>
                    {city}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <ChevronDownIcon
            className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-gray-500"
            width={18}
            height={18}
          />
        </div>
      )}
    </Field>
  );
}

export function PracticeAreaChips({ facts, error }: { facts: LawyerFacts; error: string | undefined }) {
  return (
    <ChoiceChips
      label="执业领域"
      isRequired
      hint={`最多选择${MAX_PRACTICE_AREAS}个`}
      options={AREA_OPTIONS}
      selected={facts.values.areas}
      onSelectedChange={facts.setters.setAreas}
      error={error}
    />
  );
}

export function IntroductionField({ facts, error }: { facts: LawyerFacts; error: string | undefined }) {
  return (
    <TextArea
      label="个人简介"
      isRequired
      data-field="introduction"
      hint="请介绍执业领域与经历。依律师执业广告规则，不得宣传胜诉率、案件金额、承诺结果、与其他律师比较或以免费、优惠收费招揽业务。"
      limit={LAWYER_INTRODUCTION_MAX}
      error={error}
      value={facts.values.introduction}
      onValueChange={facts.setters.setIntroduction}
    />
  );
}
