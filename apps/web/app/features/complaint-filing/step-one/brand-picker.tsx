import type { BrandSummary } from "@tousu/contracts";
import { formatCount } from "@tousu/domain";
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { BrandLogo } from "../../../ui/brand-logo";
import { buttonClass } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { controlClass, FieldError, RequiredMark } from "../../../ui/field";
import { SearchIcon } from "../../../ui/icons";
import { type BrandChoice, type BrandOption, buildBrandOptions, moveActiveIndex } from "./brand-options";
import { useBrandSearch } from "./use-brand-search";

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
 * The brand of the complaint: a combobox searching our brands by name, pinyin or initials (WAI-ARIA
 * combobox with a listbox popup), hot brands as one-click picks, and the typed name as a custom brand
 * when none fits. Once chosen, the brand is shown with its logo and a button to change it.
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
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [query, setQuery] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // The search answer carries the logo; the draft keeps only id and name (spec §3).
  const [chosenLogo, setChosenLogo] = useState<{ id: number; logo: string | null } | null>(null);
  const changeButtonRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<"change" | "input" | null>(null);
  const inputElement = useRef<HTMLInputElement | null>(null);

  const search = useBrandSearch(query);
  const options = buildBrandOptions(query, search.brands);
  const isChosen = brand.id !== null || customName.trim() !== "";
  const hasPopup = isOpen && query.trim() !== "";

  useEffect(() => {
    if (focusAfterRender.current === "change") changeButtonRef.current?.focus();
    if (focusAfterRender.current === "input") inputElement.current?.focus();
    focusAfterRender.current = null;
  });

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
  });

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function choose(option: BrandOption) {
    if (option.kind === "brand") {
      setChosenLogo({ id: option.brand.id, logo: option.brand.logo });
      onChoose(option.brand);
    } else {
      onChooseCustom(option.name);
    }
    setQuery("");
    close();
    focusAfterRender.current = "change";
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        setIsOpen(true);
        setActiveIndex((active) => moveActiveIndex(active, options.length, event.key as "ArrowDown"));
        return;
      case "Enter": {
        // Enter picks the highlighted option and never submits the form from this box.
        event.preventDefault();
        const option = hasPopup ? options[activeIndex] : undefined;
        if (option) choose(option);
        return;
      }
      case "Escape":
        if (hasPopup) {
          event.preventDefault();
          close();
        } else if (query) {
          event.preventDefault();
          setQuery("");
        }
        return;
      case "Tab":
        close();
    }
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

  const activeOption = hasPopup && activeIndex >= 0 ? optionId(activeIndex) : undefined;
  const statusText = popupStatus(search.status, options.length, query);

  return (
    <div>
      <label id={labelId} htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium text-gray-800">
        <RequiredMark />
        {BRAND_LABEL}
      </label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-gray-500"
          width={18}
          height={18}
        />
        <input
          ref={(element) => {
            inputElement.current = element;
            if (typeof inputRef === "function") inputRef(element);
            else if (inputRef) inputRef.current = element;
          }}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hasPopup}
          aria-controls={listboxId}
          aria-activedescendant={activeOption}
          aria-describedby={cx(hintId, errorId) || undefined}
          aria-invalid={error ? true : undefined}
          aria-required
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="输入品牌名称、拼音或首字母"
          value={query}
          maxLength={30}
          onChange={(event) => {
            setQuery(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          className={cx(controlClass(Boolean(error)), "h-11 pl-10")}
        />
        <div
          hidden={!hasPopup}
          className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-gray-200 bg-white shadow-lg"
        >
          <div
            id={listboxId}
            role="listbox"
            aria-labelledby={labelId}
            className="max-h-80 overflow-y-auto py-1"
          >
            {hasPopup
              ? options.map((option, index) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keys act on the combobox, which points at the active option.
                  <div
                    key={option.kind === "brand" ? option.brand.id : "custom"}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    tabIndex={-1}
                    // Keeps the focus in the box, so the click lands before the blur closes the list.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActiveIndex(index)}
                    onClick={() => choose(option)}
                    className={cx(
                      "flex cursor-pointer items-center gap-3 px-3.5 py-2",
                      index === activeIndex ? "bg-brand-50" : "hover:bg-gray-50",
                      option.kind === "custom" && index > 0 && "border-t border-gray-100",
                    )}
                  >
                    <BrandOptionContent option={option} />
                  </div>
                ))
              : null}
          </div>
          {statusText ? <p className="px-3.5 py-3 text-sm text-gray-600">{statusText}</p> : null}
        </div>
      </div>
      <p id={hintId} className="mt-1.5 text-xs leading-5 text-gray-600">
        可按拼音（如 yunshan）或首字母（如 ysyx）搜索；找不到时可使用自定义品牌。
      </p>
      <p className="sr-only" aria-live="polite">
        {hasPopup && search.status === "done" ? `找到${search.brands.length}个品牌` : ""}
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

function popupStatus(status: string, optionCount: number, query: string): string | null {
  if (status === "failed") return "搜索失败，请稍后重试";
  if (status === "searching" && optionCount === 0) return "正在搜索…";
  if (status === "done" && optionCount === 0) {
    return query.trim().length < 2 ? "没有找到相关品牌，请输入更完整的名称" : "没有找到相关品牌";
  }
  return null;
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
  const { brand } = option;
  return (
    <>
      <BrandLogo brand={brand} size={32} />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-gray-900">{brand.name}</span>
        {brand.industry ? (
          <span className="block truncate text-xs text-gray-600">{brand.industry}</span>
        ) : null}
      </span>
      {brand.complaint_count !== undefined ? (
        <span className="shrink-0 text-xs text-gray-600 tabular-nums">
          投诉 {formatCount(brand.complaint_count)}
        </span>
      ) : null}
    </>
  );
}
