import { CUSTOM_BRAND_NAME_MAX, CUSTOM_BRAND_NAME_MIN } from "@tousu/domain";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { BrandLogo } from "../ui/brand-logo";
import { FieldError, inputClass, secondaryButtonClass } from "../ui/field-error";
import { FILING_SERVICE_PATH } from "./filing-service";

export interface BrandChoice {
  id: number;
  name: string;
  logo: string | null;
}

interface BrandPickerProps {
  brand: { id: number | null; name: string };
  customName: string;
  hotBrands: readonly BrandChoice[];
  error?: string;
  onChoose(brand: BrandChoice): void;
  onChooseCustom(name: string): void;
  onClear(): void;
}

const SEARCH_DELAY_MS = 250;

/**
 * The brand of the complaint, for a thumb: a search box (name, pinyin or initials, the PC picker's
 * endpoint GET /brand/search through the filing service route), the results as a tappable list, the
 * hot brands as chips, and the typed name as a brand we do not list.
 */
export function BrandPicker({
  brand,
  customName,
  hotBrands,
  error,
  onChoose,
  onChooseCustom,
  onClear,
}: BrandPickerProps) {
  const id = useId();
  const [query, setQuery] = useState("");
  // The draft keeps only the brand's id and name: the logo of the one chosen here, or of a hot brand.
  const [chosenLogo, setChosenLogo] = useState<{ id: number; logo: string | null } | null>(null);
  const search = useFetcher<{ brands: BrandChoice[] }>();
  const { load } = search;
  const typed = query.trim();

  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(
      () => void load(`${FILING_SERVICE_PATH}?brand=${encodeURIComponent(typed)}`),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, load]);

  const chosenName = brand.id !== null ? brand.name : customName.trim();
  if (chosenName) {
    return (
      <div className="flex min-w-0 items-center gap-3 rounded-lg border border-brand-100 bg-brand-50 p-3">
        {brand.id !== null ? (
          <BrandLogo
            brand={{
              id: brand.id,
              name: chosenName,
              logo:
                chosenLogo?.id === brand.id
                  ? chosenLogo.logo
                  : (hotBrands.find((hot) => hot.id === brand.id)?.logo ?? null),
            }}
            size={40}
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-semibold text-gray-900">{chosenName}</p>
          <p className="text-sm text-gray-600">
            {brand.id === null ? "自定义品牌：审核时会核实商家信息" : "已选择的投诉品牌"}
          </p>
        </div>
        <button type="button" onClick={onClear} className={secondaryButtonClass}>
          更换
        </button>
      </div>
    );
  }

  const found = typed ? (search.data?.brands ?? []) : [];
  const length = [...typed].length;
  const canUseCustom =
    length >= CUSTOM_BRAND_NAME_MIN &&
    length <= CUSTOM_BRAND_NAME_MAX &&
    !found.some((item) => item.name === typed);
  const isSearching = typed !== "" && search.state === "loading";
  return (
    <div className="min-w-0">
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium text-gray-800">
        <span className="text-brand-700" aria-hidden="true">
          *{" "}
        </span>
        投诉品牌
      </label>
      <input
        id={`${id}-input`}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={CUSTOM_BRAND_NAME_MAX}
        placeholder="输入品牌名称、拼音或首字母"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-required
        className={inputClass}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-gray-600">
        可按拼音（如 yunshan）或首字母搜索，找不到时可使用自定义品牌。
      </p>
      <FieldError id={`${id}-error`} message={error} />
      {typed ? (
        <div className="mt-2 overflow-hidden rounded-lg border border-gray-200">
          <p role="status" className="sr-only">
            {isSearching ? "正在搜索品牌" : `找到${found.length}个品牌`}
          </p>
          <ul aria-label="搜索到的品牌" className="divide-y divide-gray-100">
            {found.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => {
                    setQuery("");
                    setChosenLogo({ id: item.id, logo: item.logo });
                    onChoose(item);
                  }}
                  className="flex min-h-11 w-full items-center gap-3 px-3 text-left text-base text-gray-900 active:bg-gray-50"
                >
                  <BrandLogo brand={item} size={28} />
                  <span className="min-w-0 truncate">{item.name}</span>
                </button>
              </li>
            ))}
            {canUseCustom ? (
              <li>
                <button
                  type="button"
                  onClick={() => {
                    setQuery("");
                    onChooseCustom(typed);
                  }}
                  className="flex min-h-11 w-full items-center px-3 text-left text-base text-gray-800 active:bg-gray-50"
                >
                  <span className="min-w-0 truncate">
                    使用自定义品牌：<span className="font-semibold text-gray-900">{typed}</span>
                  </span>
                </button>
              </li>
            ) : null}
          </ul>
          {!isSearching && found.length === 0 && !canUseCustom ? (
            <p className="px-3 py-3 text-sm text-gray-600">没有找到相关品牌</p>
          ) : null}
        </div>
      ) : hotBrands.length > 0 ? (
        <div className="mt-3">
          <p id={`${id}-hot`} className="text-sm text-gray-600">
            热门品牌
          </p>
          <ul aria-labelledby={`${id}-hot`} className="mt-2 flex flex-wrap gap-2">
            {hotBrands.map((hot) => (
              <li key={hot.id}>
                <button
                  type="button"
                  onClick={() => onChoose(hot)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gray-200 bg-white pr-4 pl-2 text-sm text-gray-800 active:border-brand-600"
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
