import type { BrandSummary, ContractData, getTypeTree } from "@tousu/contracts";
import { type ComplaintDraft, useDraftStore } from "@tousu/page-kit/complaint-draft";
import { findTypeOfSubtype } from "@tousu/page-kit/complaint-relation";
import { trackEvent } from "@tousu/page-kit/tracking-beacon";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link, useLocation, useNavigate } from "react-router";
import { useHydrated } from "../../../lib/use-hydrated";
import { buttonClass } from "../../../ui/button";
import { ChoiceChips } from "../../../ui/choice-chips";
import { cx } from "../../../ui/cx";
import { MoneyInput } from "../../../ui/money-input";
import { useJoinedCollective } from "../collective-choice";
import { BrandPicker } from "./brand-picker";
import { CollectiveOffer } from "./collective-offer";
import { useArrivalBrand, useArrivalParams } from "./read-arrival-params";
import { SelectField } from "./select-field";
import { useSubtypeLists } from "./use-subtype-lists";
import {
  firstInvalidField,
  type StepOneErrors,
  type StepOneField,
  validateStepOne,
} from "./validate-step-one";

export type TypeTree = ContractData<typeof getTypeTree>;

interface StepOneFormProps {
  typeTree: TypeTree;
  hotBrands: readonly BrandSummary[];
}

export const STEP_TWO_PATH = "/complaint/create/two";

/**
 * Step one of filing: brand, type and subtype, problems, appeals and the amount. Every
 * choice goes straight into the persisted draft, so a reload or a trip to step two and back keeps it.
 * The draft lives in localStorage, so the form is drawn once hydrated; the server sends a placeholder.
 */
export function StepOneForm(props: StepOneFormProps) {
  const isHydrated = useHydrated();
  return isHydrated ? <HydratedStepOneForm {...props} /> : <StepOneFormPlaceholder />;
}

function HydratedStepOneForm({ typeTree, hotBrands }: StepOneFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const draft = useDraftStore();
  const update = useDraftStore((state) => state.update);
  const [typeId, setTypeId] = useState(() => findTypeOfSubtype(typeTree, draft.subtype_id));
  const [hasTriedNext, setHasTriedNext] = useState(false);
  const lists = useSubtypeLists(draft.subtype_id, draft.brand.id, true);
  const joinedCollective = useJoinedCollective(draft.collective_id);

  const brandInputRef = useRef<HTMLInputElement>(null);
  const sectionRefs = useRef<Partial<Record<StepOneField, HTMLElement | null>>>({});

  useArrivalParams(location.search);
  useArrivalBrand(location.search);
  // The filing funnel's first step: the form is in front of someone who can fill it.
  useEffect(() => trackEvent("filing_started"), []);

  const subtypes = typeTree.find((type) => type.id === typeId)?.children ?? [];
  const errors = visibleErrors(hasTriedNext ? validateStepOne(draft) : {}, draft);

  function chooseType(id: number | null) {
    setTypeId(id);
    if (draft.subtype_id !== null) changeSubtype(null);
  }

  function changeSubtype(id: number | null) {
    // Selections stay until the new subtype's lists arrive; those it still offers are kept.
    update({
      subtype_id: id,
      problems: { selected: draft.problems.selected, list: [] },
      appeals: { selected: draft.appeals.selected, list: [] },
      attributes: id === null ? [] : draft.attributes,
    });
  }

  function focusField(field: StepOneField) {
    if (field === "brand") {
      brandInputRef.current?.focus();
      return;
    }
    const section = sectionRefs.current[field];
    const target =
      section?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      section?.querySelector<HTMLElement>("input, select, button");
    (target ?? section)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = useDraftStore.getState();
    const found = visibleErrors(validateStepOne(current), current);
    const first = firstInvalidField(found);
    if (first) {
      flushSync(() => setHasTriedNext(true));
      focusField(first);
      return;
    }
    trackEvent("filing_step_two");
    navigate(`${STEP_TWO_PATH}${location.search}`);
  }

  const selectedProblems = draft.problems.list.filter((problem) =>
    draft.problems.selected.includes(problem.id),
  );
  const guidance = selectedProblems.filter((problem) => lists.explains.has(problem.id));

  return (
    <form noValidate onSubmit={onSubmit} className="divide-y divide-gray-100">
      <FormSection number={1} title="投诉对象" description="你要投诉哪个品牌或商家？">
        <BrandPicker
          brand={draft.brand}
          customName={draft.custom_brand_name}
          hotBrands={hotBrands}
          error={errors.brand}
          inputRef={brandInputRef}
          // A collective belongs to one brand: another brand leaves it (the server would refuse the pair).
          onChoose={(brand) =>
            update({
              brand: { id: brand.id, name: brand.name },
              custom_brand_name: "",
              ...(brand.id === draft.brand.id ? {} : { collective_id: null }),
            })
          }
          onChooseCustom={(name) =>
            update({ brand: { id: null, name: "" }, custom_brand_name: name, collective_id: null })
          }
          onClear={() =>
            update({ brand: { id: null, name: "" }, custom_brand_name: "", collective_id: null })
          }
        />
        <CollectiveOffer
          brandId={draft.brand.id}
          joined={joinedCollective}
          onJoin={(collectiveId) => update({ collective_id: collectiveId })}
          onLeave={() => update({ collective_id: null })}
        />
      </FormSection>

      <FormSection number={2} title="问题与诉求" description="选得越准，商家越快对接到负责的部门。">
        <div
          ref={(element) => {
            sectionRefs.current.subtype = element;
          }}
          className="grid gap-4 sm:grid-cols-2"
        >
          <SelectField
            label="投诉类型"
            placeholder="请选择投诉类型"
            options={typeTree}
            value={typeId}
            onValueChange={chooseType}
            error={typeId === null ? errors.subtype : undefined}
            isRequired
          />
          <SelectField
            label="投诉子类型"
            placeholder={typeId === null ? "请先选择投诉类型" : "请选择投诉子类型"}
            options={subtypes}
            value={draft.subtype_id}
            onValueChange={changeSubtype}
            error={typeId !== null ? errors.subtype : undefined}
            isDisabled={typeId === null}
            isRequired
          />
        </div>

        {draft.subtype_id === null ? (
          <p className="mt-5 rounded-md border border-dashed border-gray-300 px-4 py-5 text-center text-sm text-gray-600">
            选择投诉子类型后，这里会列出常见的投诉问题和诉求。
          </p>
        ) : (
          <div className="mt-6 space-y-6">
            <ListState
              status={lists.status}
              isEmpty={draft.problems.list.length === 0}
              onRetry={lists.retry}
            />
            {draft.problems.list.length > 0 ? (
              <div
                ref={(element) => {
                  sectionRefs.current.problems = element;
                }}
              >
                <ChoiceChips
                  label="投诉问题"
                  hint="可多选，选择与你遭遇最相符的问题"
                  options={draft.problems.list}
                  selected={draft.problems.selected}
                  onSelectedChange={(selected) => update({ problems: { ...draft.problems, selected } })}
                  error={errors.problems}
                  isRequired
                />
                {guidance.length > 0 ? (
                  <div
                    aria-live="polite"
                    className="mt-3 rounded-md bg-amber-50 px-4 py-3 text-sm text-gray-800"
                  >
                    <p className="font-medium text-amber-900">填写提示</p>
                    <ul className="mt-1 space-y-1 leading-6">
                      {guidance.map((problem) => (
                        <li key={problem.id}>
                          <span className="font-medium">{problem.name}：</span>
                          {lists.explains.get(problem.id)}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            ) : null}
            {draft.appeals.list.length > 0 ? (
              <div
                ref={(element) => {
                  sectionRefs.current.appeals = element;
                }}
              >
                <ChoiceChips
                  label="投诉诉求"
                  hint="可多选，希望商家如何解决"
                  options={draft.appeals.list}
                  selected={draft.appeals.selected}
                  onSelectedChange={(selected) => update({ appeals: { ...draft.appeals, selected } })}
                  error={errors.appeals}
                  isRequired
                />
              </div>
            ) : null}
          </div>
        )}
      </FormSection>

      <FormSection number={3} title="涉及金额" description="与本次投诉相关的金额，没有可保持为 0。">
        <div
          ref={(element) => {
            sectionRefs.current.money = element;
          }}
          className="max-w-xs"
        >
          <MoneyInput
            label="涉及金额"
            value={draft.money}
            onValueChange={(money) => update({ money })}
            error={errors.money}
          />
        </div>
      </FormSection>

      <div className="flex flex-col-reverse gap-3 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <Link to="/complaint" className="text-center text-sm text-gray-600 hover:text-brand-700">
          <span aria-hidden="true">‹ </span>查看投诉指南
        </Link>
        <button type="submit" className={cx(buttonClass({ size: "lg" }), "w-full sm:w-40")}>
          下一步
        </button>
      </div>
    </form>
  );
}

/** Problems and appeals are asked for once there is a subtype to offer them. */
function visibleErrors(errors: StepOneErrors, draft: Pick<ComplaintDraft, "subtype_id">): StepOneErrors {
  if (draft.subtype_id !== null) return errors;
  const { problems: _problems, appeals: _appeals, ...rest } = errors;
  return rest;
}

function ListState({
  status,
  isEmpty,
  onRetry,
}: {
  status: ReturnType<typeof useSubtypeLists>["status"];
  isEmpty: boolean;
  onRetry(): void;
}) {
  if (status === "failed") {
    return (
      <p role="alert" className="flex items-center gap-3 text-sm text-brand-700">
        投诉问题加载失败
        <button type="button" onClick={onRetry} className={buttonClass({ variant: "secondary", size: "sm" })}>
          重试
        </button>
      </p>
    );
  }
  if (status === "loading" && isEmpty) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">正在加载投诉问题…</span>
        <div aria-hidden="true" className="flex flex-wrap gap-2">
          {[96, 128, 112, 80].map((width) => (
            <span key={width} style={{ width }} className="h-9 animate-pulse rounded-full bg-gray-100" />
          ))}
        </div>
      </div>
    );
  }
  return null;
}

function FormSection({
  number,
  title,
  description,
  children,
}: {
  number: number;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  const headingId = `step-one-section-${number}`;
  return (
    <section aria-labelledby={headingId} className="px-5 py-6 sm:px-8">
      <div className="mb-4 flex items-start gap-3">
        <span
          aria-hidden="true"
          className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-gray-900 text-xs font-semibold text-white"
        >
          {number}
        </span>
        <div>
          <h2 id={headingId} className="text-base font-semibold text-gray-900">
            {title}
          </h2>
          <p className="text-sm text-gray-600">{description}</p>
        </div>
      </div>
      <div className="sm:pl-9">{children}</div>
    </section>
  );
}

function StepOneFormPlaceholder() {
  return (
    <div role="status" className="space-y-6 px-5 py-6 sm:px-8">
      <span className="sr-only">表单加载中…</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="space-y-3">
          <div className="h-5 w-32 animate-pulse rounded bg-gray-100" />
          <div className="h-11 w-full animate-pulse rounded-md bg-gray-100" />
        </div>
      ))}
    </div>
  );
}
