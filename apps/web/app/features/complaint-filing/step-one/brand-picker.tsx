import { BRAND_KEYWORD_MAX, type BrandSummary } from "@tousu/contracts";
import { type Ref, useEffect, useId, useRef, useState } from "react";
import { BrandLogo } from "../../../ui/brand-logo";
import { buttonClass } from "../../../ui/button";
import { Combobox } from "../../../ui/combobox";
import { cx } from "../../../ui/cx";
import { controlClass, FieldError, RequiredMark } from "../../../ui/field";
import { SearchIcon } from "../../../ui/icons";
import { BrandOptionRow, describeBrandSearch, useBrandSearch } from "../../brand";
import { type BrandChoice, type BrandOption, buildBrandOptions } from "./brand-options";

interface BrandPickerProps {
  brand: { id: number | null; name: string };
  customName: string;
  hotBrands: readonly BrandSummary[];
  error?: string;
  inputRef: Ref<HTMLInputElement>;
  onChoose(brand: BrandChoice): void;
  onChooseCustom(name: string): void;
  onClear(): void;
}

export const BRAND_LABEL = "投诉品牌";

/**
 * The brand of the complaint: a combobox searching our brands by name, pinyin or initials (the shared
 * WAI-ARIA combobox), hot brands as one-click picks, and the typed name as a custom brand when none
 * fits. Once chosen, the brand is shown with its logo and a button to change it.
 */
export function BrandPicker({
  brand,
  customName,
  hotBrands,
  error,
  inputRef,
  onChoose,
  onChooseCustom,
  onClear,
}: BrandPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;

  const [query, setQuery] = useState("");
  // The search answer carries the logo; the draft keeps only id and name
  // (docs/product/entities.md#complaint-draft).
  const [chosenLogo, setChosenLogo] = useState<{ id: number; logo: string | null } | null>(null);
  const changeButtonRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<"change" | "input" | null>(null);
  const inputElement = useRef<HTMLInputElement | null>(null);

  const search = useBrandSearch(query);
  const options = buildBrandOptions(query, search.options);
  const isChosen = brand.id !== null || customName.trim() !== "";

  useEffect(() => {
    if (focusAfterRender.current === "change") changeButtonRef.current?.focus();
    if (focusAfterRender.current === "input") inputElement.current?.focus();
    focusAfterRender.current = null;
  });

  function choose(option: BrandOption) {
    if (option.kind === "brand") {
      setChosenLogo({ id: option.brand.id, logo: option.brand.logo });
      onChoose(option.brand);
    } else {
      onChooseCustom(option.name);
    }
    setQuery("");
    focusAfterRender.current = "change";
  }

  if (isChosen) {
    const isCustom = brand.id === null;
    const name = isCustom ? customName.trim() : brand.name;
    // After a reload only id and name are left: a hot brand still knows its logo, others get a monogram.
    const logo = isCustom
      ? null
      : chosenLogo?.id === brand.id
        ? chosenLogo.logo
        : (hotBrands.find((hot) => hot.id === brand.id)?.logo ?? null);
    return (
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-medium text-gray-800">
          <RequiredMark />
          {BRAND_LABEL}
        </legend>
        <div className="flex items-center gap-3 rounded-lg border border-brand-200 bg-brand-50/50 p-3 sm:p-4">
          <BrandLogo brand={{ id: brand.id ?? 0, name, logo }} size={48} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-base font-semibold text-gray-900">{name}</p>
            <p className="text-xs text-gray-600">
              {isCustom ? "自定义品牌：平台暂未收录，审核时会核实商家信息" : "已选择的投诉品牌"}
            </p>
          </div>
          <button
            ref={changeButtonRef}
            type="button"
            onClick={() => {
              focusAfterRender.current = "input";
              onClear();
            }}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            更换品牌
          </button>
        </div>
      </fieldset>
    );
  }

  return (
    <div>
      <Combobox
        label={
          <>
            <RequiredMark />
            {BRAND_LABEL}
          </>
        }
        labelClassName="mb-1.5 block text-sm font-medium text-gray-800"
        inputRef={(element) => {
          inputElement.current = element;
          if (typeof inputRef === "function") inputRef(element);
          else if (inputRef) inputRef.current = element;
        }}
        text={query}
        onTextChange={setQuery}
        options={options}
        optionKey={(option) => (option.kind === "brand" ? option.brand.id : "custom")}
        renderOption={(option) => <BrandOptionContent option={option} />}
        optionClassName={(option, index) =>
          option.kind === "custom" && index > 0 && "border-t border-gray-100"
        }
        onChoose={choose}
        isEnterKeptFromForm
        popupNote={describeBrandSearch(search.status, options.length, query)}
        announcement={search.status === "done" ? `找到${search.options.length}个品牌` : ""}
        aria-describedby={cx(hintId, errorId) || undefined}
        aria-invalid={error ? true : undefined}
        aria-required
        enterKeyHint="search"
        placeholder="输入品牌名称、拼音或首字母"
        maxLength={BRAND_KEYWORD_MAX}
        inputClassName={cx(controlClass(Boolean(error)), "h-11 pl-10")}
        decoration={
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-gray-500"
            width={18}
            height={18}
          />
        }
      />
      <p id={hintId} className="mt-1.5 text-xs leading-5 text-gray-600">
        可按拼音（如 yunshan）或首字母（如 ysyx）搜索；找不到时可使用自定义品牌。
      </p>
      <FieldError id={errorId} message={error} />

      {hotBrands.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span id={`${id}-hot`} className="text-xs text-gray-600">
            热门品牌
          </span>
          <ul aria-labelledby={`${id}-hot`} className="contents">
            {hotBrands.map((hot) => (
              <li key={hot.id}>
                <button
                  type="button"
                  onClick={() => choose({ kind: "brand", brand: hot })}
                  className="inline-flex h-8 items-center gap-1.5 rounded-full border border-gray-200 bg-white pr-3 pl-1 text-sm text-gray-800 transition-colors hover:border-brand-600 hover:text-brand-700"
                >
                  <BrandLogo brand={hot} size={24} className="rounded-full!" />
                  {hot.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function BrandOptionContent({ option }: { option: BrandOption }) {
  if (option.kind === "custom") {
    return (
      <>
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-md border border-dashed border-gray-400 text-lg text-gray-600"
        >
          +
        </span>
        <span className="min-w-0 flex-1 truncate text-sm text-gray-800">
          使用自定义品牌：<span className="font-semibold text-gray-900">{option.name}</span>
        </span>
      </>
    );
  }
  return <BrandOptionRow brand={option.brand} />;
}
