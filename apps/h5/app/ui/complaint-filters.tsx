import type { ComplaintListQuery } from "@tousu/contracts";
import { BRAND_TEXT_PARAM, listHref } from "@tousu/page-kit/list-href";
import { useState } from "react";
import { Form, Link } from "react-router";
import { DisclosureSummary } from "./disclosure-summary";

export interface ComplaintType {
  id: number;
  name: string;
  children: { id: number; name: string }[];
}

/** A status or sort chip: its label and the list's URL with it chosen (the loader draws them). */
export interface FilterChip {
  label: string;
  to: string;
  isActive: boolean;
}

export interface ComplaintFiltersProps {
  query: ComplaintListQuery;
  statuses: FilterChip[];
  sorts: FilterChip[];
  /** The list URL's query, so each chip keeps the other filters. */
  search: string;
  types: ComplaintType[];
  /** The brand the list is filtered by. */
  brand: { id: number; name: string } | null;
  /** A brand name typed into the form that matched no brand. */
  unmatchedBrand: string | null;
}

const fieldClass =
  "h-11 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-brand-600 focus:outline-none";

function Chip({ to, isActive, label }: FilterChip) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={isActive ? "true" : undefined}
      className="inline-flex min-h-11 shrink-0 items-center"
    >
      <span
        className={`rounded-full px-3 py-1.5 text-sm ${
          isActive ? "bg-brand-600 text-white" : "bg-gray-100 text-gray-700"
        }`}
      >
        {label}
      </span>
    </Link>
  );
}

/**
 * The complaint list's filters drawn for a thumb: status and sort as chips (links, so each view has
 * its URL), the rest (brand, type, dates, amounts) in a fold-out GET form that works without scripts.
 */
export function ComplaintFilters({
  query,
  statuses,
  sorts,
  search,
  types,
  brand,
  unmatchedBrand,
}: ComplaintFiltersProps) {
  const params = new URLSearchParams(search);
  const [typeId, setTypeId] = useState(query.type_id ? String(query.type_id) : "");
  const subtypes = types.find((type) => String(type.id) === typeId)?.children ?? [];
  const moreCount = [
    query.brand_id,
    query.type_id,
    query.subtype_id,
    query.created_from,
    query.created_to,
    query.money_min,
    query.money_max,
  ].filter((value) => value !== undefined).length;
  return (
    <div className="bg-white px-4 pb-1">
      <nav aria-label="按状态筛选" className="-mx-4 flex gap-2 overflow-x-auto px-4">
        {statuses.map((chip) => (
          <Chip key={chip.label} {...chip} />
        ))}
      </nav>
      <div className="flex items-center gap-2 border-t border-gray-100">
        <nav aria-label="排序" className="flex min-w-0 flex-1 gap-2 overflow-x-auto">
          {sorts.map((chip) => (
            <Chip key={chip.label} {...chip} />
          ))}
        </nav>
      </div>
      {brand ? (
        <p className="flex min-h-11 items-center gap-2 border-t border-gray-100 text-sm text-gray-700">
          <span className="min-w-0 truncate">品牌：{brand.name}</span>
          <Link
            to={listHref(params, { brand_id: null })}
            preventScrollReset
            className="ml-auto inline-flex min-h-11 shrink-0 items-center text-brand-700"
          >
            不限品牌
          </Link>
        </p>
      ) : null}
      <details className="group border-t border-gray-100" open={unmatchedBrand !== null}>
        <DisclosureSummary>更多筛选{moreCount > 0 ? `（已选${moreCount}项）` : ""}</DisclosureSummary>
        <Form method="get" preventScrollReset className="space-y-3 pb-3 text-sm text-gray-700">
          {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
          {query.sort !== "latest" ? <input type="hidden" name="sort" value={query.sort} /> : null}
          {brand ? <input type="hidden" name="brand_id" value={brand.id} /> : null}
          <label className="block">
            {brand ? "换个品牌" : "品牌"}
            <input
              type="search"
              name={BRAND_TEXT_PARAM}
              defaultValue={unmatchedBrand ?? ""}
              placeholder="品牌名称、拼音或首字母"
              className={`mt-1 ${fieldClass}`}
            />
          </label>
          {unmatchedBrand ? (
            <p role="status" className="text-brand-700">
              没有找到品牌“{unmatchedBrand}”，未按品牌筛选
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <label className="block min-w-0">
              投诉类型
              <select
                name="type_id"
                value={typeId}
                onChange={(event) => setTypeId(event.target.value)}
                className={`mt-1 ${fieldClass}`}
              >
                <option value="">全部类型</option>
                {types.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="block min-w-0">
              子类型
              <select
                key={typeId}
                name="subtype_id"
                defaultValue={query.subtype_id ? String(query.subtype_id) : ""}
                disabled={subtypes.length === 0}
                className={`mt-1 ${fieldClass} disabled:bg-gray-50`}
              >
                <option value="">全部子类型</option>
                {subtypes.map((subtype) => (
                  <option key={subtype.id} value={subtype.id}>
                    {subtype.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <fieldset>
            <legend>投诉时间</legend>
            <div className="mt-1 grid grid-cols-[1fr_auto_1fr] items-center gap-2">
              <input
                type="date"
                name="created_from"
                aria-label="开始日期"
                defaultValue={query.created_from}
                className={fieldClass}
              />
              至
              <input
                type="date"
                name="created_to"
                aria-label="结束日期"
                defaultValue={query.created_to}
                className={fieldClass}
              />
            </div>
          </fieldset>
          <fieldset>
            <legend>涉诉金额（元）</legend>
            <div className="mt-1 grid grid-cols-[1fr_auto_1fr] items-center gap-2">
              <input
                type="number"
                inputMode="decimal"
                min={0}
                name="money_min"
                aria-label="最低金额"
                defaultValue={query.money_min}
                className={fieldClass}
              />
              至
              <input
                type="number"
                inputMode="decimal"
                min={0}
                name="money_max"
                aria-label="最高金额"
                defaultValue={query.money_max}
                className={fieldClass}
              />
            </div>
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <Link
              to="?"
              className="flex min-h-11 items-center justify-center rounded-full border border-gray-300 text-gray-700"
            >
              重置
            </Link>
            <button type="submit" className="min-h-11 rounded-full bg-brand-600 font-medium text-white">
              确定
            </button>
          </div>
        </Form>
      </details>
    </div>
  );
}
