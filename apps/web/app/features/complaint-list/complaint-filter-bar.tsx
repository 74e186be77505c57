import type { ComplaintListQuery, getTypeTree, z } from "@tousu/contracts";
import { COMPLAINT_STATUS_LABELS, PUBLIC_COMPLAINT_STATUSES } from "@tousu/domain";
import { readFilterForm } from "@tousu/page-kit/complaint-list-url";
import { listHref } from "@tousu/page-kit/list-href";
import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { BrandFilter, type FilteredBrand } from "./brand-filter";

type TypeTree = z.infer<(typeof getTypeTree)["data"]>;

const inputClass =
  "h-9 rounded-md border border-gray-300 bg-white px-2.5 text-sm text-gray-800 focus:border-brand-600 focus:outline-none";

interface ComplaintFilterBarProps {
  query: ComplaintListQuery;
  /** The current URL query, so links keep the other filters. */
  search: string;
  typeTree: TypeTree;
  /** The brand the URL filters by. */
  brand: FilteredBrand | null;
  /** A brand name typed without JavaScript that matched no brand. */
  unmatchedBrand: string | null;
}

/**
 * Status chips are links (one click, shareable); the other filters are a GET form, so the
 * URL holds every filter and back/forward walk through them.
 */
export function ComplaintFilterBar({
  query,
  search,
  typeTree,
  brand,
  unmatchedBrand,
}: ComplaintFilterBarProps) {
  const params = new URLSearchParams(search);
  const submit = useSubmit();
  const [typeId, setTypeId] = useState(query.type_id ? String(query.type_id) : "");
  const subtypes = typeTree.find((type) => String(type.id) === typeId)?.children ?? [];
  const statuses = [
    { value: null, label: "全部" },
    ...PUBLIC_COMPLAINT_STATUSES.map((status) => ({
      value: status,
      label: COMPLAINT_STATUS_LABELS[status],
    })),
  ];

  return (
    <div className="space-y-3 border-b border-gray-100 px-5 py-4">
      <nav aria-label="按状态筛选" className="flex flex-wrap gap-2">
        {statuses.map(({ value, label }) => {
          const isActive = (query.status ?? null) === value;
          return (
            <Link
              key={label}
              to={listHref(params, { status: value })}
              aria-current={isActive ? "true" : undefined}
              preventScrollReset
              className={cx(
                "rounded-full border px-3 py-1 text-sm",
                isActive
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-gray-200 text-gray-700 hover:border-brand-600 hover:text-brand-700",
              )}
            >
              {label}
            </Link>
          );
        })}
      </nav>

      <Form
        method="get"
        preventScrollReset
        // Without JavaScript the browser submits every field; with it, empty ones stay out of the shared URL.
        onSubmit={(event) => {
          event.preventDefault();
          submit(readFilterForm(new FormData(event.currentTarget), brand), {
            method: "get",
            preventScrollReset: true,
          });
        }}
        className="flex flex-wrap items-end gap-x-3 gap-y-2 text-sm"
      >
        {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
        {query.sort !== "latest" ? <input type="hidden" name="sort" value={query.sort} /> : null}
        <BrandFilter
          brand={brand}
          unmatchedText={unmatchedBrand}
          search={search}
          inputClassName={inputClass}
        />
        <FilterSelect
          label="投诉类型"
          name="type_id"
          allLabel="全部类型"
          options={typeTree}
          value={typeId}
          onChange={setTypeId}
        />
        <FilterSelect
          key={typeId}
          label="子类型"
          name="subtype_id"
          allLabel="全部子类型"
          options={subtypes}
          defaultValue={query.subtype_id ? String(query.subtype_id) : ""}
        />
        <RangeInputs
          legend="投诉时间"
          type="date"
          from={{ name: "created_from", label: "开始日期", value: query.created_from }}
          to={{ name: "created_to", label: "结束日期", value: query.created_to }}
        />
        <RangeInputs
          legend="涉诉金额（元）"
          type="number"
          from={{ name: "money_min", label: "最低金额", value: query.money_min }}
          to={{ name: "money_max", label: "最高金额", value: query.money_max }}
        />
        <div className="flex gap-2">
          <button type="submit" className={buttonClass({ size: "sm" })}>
            筛选
          </button>
          <Link to="?" className={buttonClass({ variant: "ghost", size: "sm" })}>
            重置
          </Link>
        </div>
      </Form>

      {unmatchedBrand ? (
        <p role="status" className="text-sm text-brand-700">
          没有找到品牌“{unmatchedBrand}”，未按品牌筛选。请输入品牌名称、拼音或首字母后从候选中选择。
        </p>
      ) : null}
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  name: string;
  allLabel: string;
  options: { id: number; name: string }[];
  /** Controlled when given (the type drives the subtype list); otherwise uncontrolled. */
  value?: string;
  onChange?: (value: string) => void;
  defaultValue?: string;
}

function FilterSelect({ label, name, allLabel, options, value, onChange, defaultValue }: FilterSelectProps) {
  return (
    <label className="flex flex-col gap-1 text-gray-600">
      {label}
      <select
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        disabled={options.length === 0}
        className={inputClass}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

interface RangeEnd {
  name: string;
  label: string;
  value: string | number | undefined;
}

/** A from–to pair; either end may stay empty (the form drops empty fields from the URL). */
function RangeInputs({
  legend,
  type,
  from,
  to,
}: {
  legend: string;
  type: "date" | "number";
  from: RangeEnd;
  to: RangeEnd;
}) {
  const inputFor = (end: RangeEnd) => (
    <input
      type={type}
      name={end.name}
      aria-label={end.label}
      min={type === "number" ? 0 : undefined}
      defaultValue={end.value}
      className={cx(inputClass, type === "number" && "w-24")}
    />
  );
  return (
    <fieldset className="flex flex-col gap-1 text-gray-600">
      <legend className="mb-1">{legend}</legend>
      <span className="flex items-center gap-1.5">
        {inputFor(from)}至{inputFor(to)}
      </span>
    </fieldset>
  );
}
