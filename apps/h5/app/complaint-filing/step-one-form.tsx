import { COMPLAINT_MONEY_MAX } from "@tousu/domain";
import { type DraftChoices, useDraftStore } from "@tousu/page-kit/complaint-draft";
import { findTypeOfSubtype, mergeRelation, type Relation } from "@tousu/page-kit/complaint-relation";
import { trackEvent } from "@tousu/page-kit/tracking-beacon";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { FieldError, inputClass, primaryButtonClass } from "../ui/field-error";
import { type BrandChoice, BrandPicker } from "./brand-picker";
import { FILING_SERVICE_PATH } from "./filing-service";
import { useLinkIdFromAddress } from "./link-id";

export interface TypeNode {
  id: number;
  name: string;
  children: readonly { id: number; name: string }[];
}

type StepOneErrors = Partial<Record<"brand" | "subtype" | "problems" | "appeals" | "money", string>>;

// The PC form's rules and messages (validate-step-one on the PC site); the server checks them again.

function hasOfferedChoice(choices: DraftChoices): boolean {
  return choices.selected.some((id) => choices.list.some((option) => option.id === id));
}

function validate(draft: ReturnType<typeof useDraftStore.getState>): StepOneErrors {
  const errors: StepOneErrors = {};
  if (draft.brand.id === null && !draft.custom_brand_name.trim()) errors.brand = "请选择投诉品牌";
  if (draft.subtype_id === null) errors.subtype = "请选择投诉类型";
  else {
    if (!hasOfferedChoice(draft.problems)) errors.problems = "请选择投诉问题";
    if (!hasOfferedChoice(draft.appeals)) errors.appeals = "请选择诉求";
  }
  if (!Number.isFinite(draft.money) || draft.money < 0) errors.money = "请填写有效的涉及金额";
  else if (draft.money > COMPLAINT_MONEY_MAX) errors.money = "涉及金额不能超过1000万元";
  return errors;
}

/**
 * Step one on a phone: brand, type and subtype (native selects, the phone's own wheel), problems and
 * appeals as chips, the amount. Every choice goes into the draft the PC form keeps, so a reload keeps it.
 */
export function StepOneForm({
  typeTree,
  hotBrands,
}: {
  typeTree: readonly TypeNode[];
  hotBrands: readonly BrandChoice[];
}) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const draft = useDraftStore();
  const { update } = draft;
  const [typeId, setTypeId] = useState(() => findTypeOfSubtype(typeTree, draft.subtype_id));
  const [errors, setErrors] = useState<StepOneErrors>({});
  const relation = useFetcher<{ relation: Relation | null }>();
  const { load } = relation;
  useLinkIdFromAddress(location.search);

  useEffect(() => {
    if (draft.subtype_id === null) return;
    const brand = draft.brand.id === null ? "" : `&brand_id=${draft.brand.id}`;
    void load(`${FILING_SERVICE_PATH}?subtype_id=${draft.subtype_id}${brand}`);
  }, [draft.subtype_id, draft.brand.id, load]);

  useEffect(() => {
    const lists = relation.data?.relation;
    if (lists) useDraftStore.getState().update(mergeRelation(useDraftStore.getState(), lists));
  }, [relation.data]);

  const subtypes = typeTree.find((type) => type.id === typeId)?.children ?? [];

  // The filing funnel's first step: the form is in front of someone who can fill it.
  useEffect(() => trackEvent("filing_started"), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(useDraftStore.getState());
    setErrors(found);
    const first = (["brand", "subtype", "problems", "appeals", "money"] as const).find(
      (field) => found[field],
    );
    if (first) {
      document.getElementById(`${id}-${first}`)?.scrollIntoView({ block: "center" });
      return;
    }
    trackEvent("filing_step_two");
    navigate(`/complaint/create/two${location.search}`);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <section id={`${id}-brand`} aria-label="投诉对象" className="bg-white px-4 py-4">
        <BrandPicker
          brand={draft.brand}
          customName={draft.custom_brand_name}
          hotBrands={hotBrands}
          error={errors.brand}
          onChoose={(brand) => {
            update({
              brand: { id: brand.id, name: brand.name },
              custom_brand_name: "",
              ...(brand.id === draft.brand.id ? {} : { collective_id: null }),
            });
            setErrors((current) => ({ ...current, brand: undefined }));
          }}
          onChooseCustom={(name) => {
            update({ brand: { id: null, name: "" }, custom_brand_name: name, collective_id: null });
            setErrors((current) => ({ ...current, brand: undefined }));
          }}
          onClear={() =>
            update({ brand: { id: null, name: "" }, custom_brand_name: "", collective_id: null })
          }
        />
      </section>

      <section id={`${id}-subtype`} aria-label="问题与诉求" className="space-y-4 bg-white px-4 py-4">
        <div>
          <label htmlFor={`${id}-type`} className="mb-1.5 block text-sm font-medium text-gray-800">
            投诉类型
          </label>
          <select
            id={`${id}-type`}
            value={typeId ?? ""}
            onChange={(event) => {
              setTypeId(event.target.value ? Number(event.target.value) : null);
              if (draft.subtype_id !== null) update({ subtype_id: null, attributes: [] });
            }}
            aria-invalid={errors.subtype && typeId === null ? true : undefined}
            className={inputClass}
          >
            <option value="">请选择投诉类型</option>
            {typeTree.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-subtype-select`} className="mb-1.5 block text-sm font-medium text-gray-800">
            投诉子类型
          </label>
          <select
            id={`${id}-subtype-select`}
            value={draft.subtype_id ?? ""}
            disabled={typeId === null}
            onChange={(event) => {
              const subtypeId = event.target.value ? Number(event.target.value) : null;
              update({
                subtype_id: subtypeId,
                problems: { selected: draft.problems.selected, list: [] },
                appeals: { selected: draft.appeals.selected, list: [] },
              });
              setErrors((current) => ({ ...current, subtype: undefined }));
            }}
            aria-invalid={errors.subtype ? true : undefined}
            aria-describedby={errors.subtype ? `${id}-subtype-error` : undefined}
            className={`${inputClass} disabled:bg-gray-100`}
          >
            <option value="">{typeId === null ? "请先选择投诉类型" : "请选择投诉子类型"}</option>
            {subtypes.map((subtype) => (
              <option key={subtype.id} value={subtype.id}>
                {subtype.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-subtype-error`} message={errors.subtype} />
        </div>
        {draft.subtype_id !== null && relation.state === "loading" && draft.problems.list.length === 0 ? (
          <p role="status" className="text-sm text-gray-600">
            正在加载投诉问题…
          </p>
        ) : null}
        <div id={`${id}-problems`}>
          <Chips
            label="投诉问题（可多选）"
            choices={draft.problems}
            error={errors.problems}
            onChange={(selected) => {
              update({ problems: { ...draft.problems, selected } });
              setErrors((current) => ({ ...current, problems: undefined }));
            }}
          />
        </div>
        <div id={`${id}-appeals`}>
          <Chips
            label="投诉诉求（可多选）"
            choices={draft.appeals}
            error={errors.appeals}
            onChange={(selected) => {
              update({ appeals: { ...draft.appeals, selected } });
              setErrors((current) => ({ ...current, appeals: undefined }));
            }}
          />
        </div>
      </section>

      <section id={`${id}-money`} aria-label="涉及金额" className="bg-white px-4 py-4">
        <label htmlFor={`${id}-money-input`} className="mb-1.5 block text-sm font-medium text-gray-800">
          涉及金额（元）
        </label>
        <input
          id={`${id}-money-input`}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={Number.isFinite(draft.money) ? draft.money : ""}
          onChange={(event) => update({ money: event.target.value === "" ? 0 : Number(event.target.value) })}
          aria-invalid={errors.money ? true : undefined}
          aria-describedby={errors.money ? `${id}-money-error` : undefined}
          className={inputClass}
        />
        <FieldError id={`${id}-money-error`} message={errors.money} />
      </section>

      <div className="px-4 pt-2 pb-4">
        <button type="submit" className={primaryButtonClass}>
          下一步
        </button>
      </div>
    </form>
  );
}

function Chips({
  label,
  choices,
  error,
  onChange,
}: {
  label: string;
  choices: DraftChoices;
  error?: string;
  onChange(selected: number[]): void;
}) {
  const id = useId();
  if (choices.list.length === 0) return null;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-gray-800">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.list.map((option) => {
          const isChecked = choices.selected.includes(option.id);
          return (
            <label
              key={option.id}
              className={`inline-flex min-h-11 max-w-full cursor-pointer items-center rounded-full border px-4 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                isChecked
                  ? "border-brand-600 bg-brand-50 text-brand-700"
                  : "border-gray-300 bg-white text-gray-800"
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={isChecked}
                onChange={() =>
                  onChange(
                    isChecked
                      ? choices.selected.filter((selectedId) => selectedId !== option.id)
                      : [...choices.selected, option.id],
                  )
                }
              />
              <span className="break-words">{option.name}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
