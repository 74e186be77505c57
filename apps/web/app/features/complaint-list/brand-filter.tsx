import { BRAND_KEYWORD_MAX } from "@tousu/contracts";
import { BRAND_TEXT_PARAM, listHref } from "@tousu/page-kit/list-href";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { BrandLogo } from "../../ui/brand-logo";
import { Combobox } from "../../ui/combobox";
import { CloseIcon, SearchIcon } from "../../ui/icons";
import { BrandOptionRow, describeBrandSearch, useBrandSearch } from "../brand";

export interface FilteredBrand {
  id: number;
  name: string;
  logo: string | null;
}

interface FocusState {
  focus?: string;
}

interface BrandFilterProps {
  /** The brand the URL filters by, or null. */
  brand: FilteredBrand | null;
  /** A typed name that matched no brand (the page without JavaScript submits names), to show again. */
  unmatchedText: string | null;
  /** The current URL query, so choosing a brand keeps the other filters. */
  search: string;
  inputClassName: string;
}

/**
 * The brand filter of the list: type a name, its pinyin or initials ("ysyx", "yunshan" → 云杉优选) and
 * choose from our brands; choosing puts `brand_id` in the URL at once.
 */
export function BrandFilter({ brand, unmatchedText, search, inputClassName }: BrandFilterProps) {
  const params = new URLSearchParams(search);
  const navigate = useNavigate();
  const location = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(brand?.name ?? unmatchedText ?? "");
  // The box opens on the filtered brand's name: no need to search for what is already chosen.
  const keyword = text.trim() === brand?.name ? "" : text.trim().slice(0, BRAND_KEYWORD_MAX);
  const found = useBrandSearch(keyword);
  // Choosing navigates, and the filter bar is drawn afresh for the new URL: the focus goes back to the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the navigation that mounted this box counts.
  useEffect(() => {
    if ((location.state as FocusState | null)?.focus === BRAND_TEXT_PARAM) inputRef.current?.focus();
  }, []);
  const showsChosenLogo = brand !== null && text.trim() === brand.name;

  return (
    <Combobox
      label="品牌"
      inputRef={inputRef}
      name={BRAND_TEXT_PARAM}
      text={text}
      onTextChange={setText}
      options={keyword ? found.options : []}
      optionKey={(option) => option.id}
      renderOption={(option) => <BrandOptionRow brand={option} />}
      onChoose={(chosen) => {
        setText(chosen.name);
        navigate(listHref(params, { brand_id: chosen.id, [BRAND_TEXT_PARAM]: null }), {
          preventScrollReset: true,
          state: { focus: BRAND_TEXT_PARAM } satisfies FocusState,
        });
      }}
      popupNote={keyword ? describeBrandSearch(found.status, found.options.length, keyword) : null}
      announcement={found.status === "done" ? `找到${found.options.length}个品牌` : ""}
      placeholder="名称、拼音或首字母"
      maxLength={BRAND_KEYWORD_MAX}
      enterKeyHint="search"
      className="flex w-full flex-col gap-1 text-gray-600 sm:w-60"
      inputClassName={`${inputClassName} w-full pr-8 pl-8`}
      decoration={
        <>
          {showsChosenLogo ? (
            <BrandLogo brand={brand} size={20} className="absolute top-1/2 left-2 -translate-y-1/2" />
          ) : (
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-gray-500"
              width={16}
              height={16}
            />
          )}
          {brand || unmatchedText ? (
            // A link, so clearing works without JavaScript too.
            <Link
              to={listHref(params, { brand_id: null, [BRAND_TEXT_PARAM]: null })}
              preventScrollReset
              aria-label="清除品牌筛选"
              className="absolute top-1/2 right-1.5 flex size-6 -translate-y-1/2 items-center justify-center rounded text-gray-500 hover:bg-gray-100 hover:text-gray-800"
            >
              <CloseIcon width={14} height={14} />
            </Link>
          ) : null}
        </>
      }
    />
  );
}
