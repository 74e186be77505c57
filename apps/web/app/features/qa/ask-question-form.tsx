import type { BrandListItem, QaCategory } from "@tousu/contracts";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Combobox } from "../../ui/combobox";
import { DialogFormActions } from "../../ui/dialog-form-actions";
import { controlClass, Field } from "../../ui/field";
import { BrandOptionRow, describeBrandSearch, useBrandSearch } from "../brand";
import { QA_TITLE_RULE } from "./qa-text-rules";
import { QuestionFields, useQuestionDraft } from "./question-fields";
import { useQaCalls } from "./use-qa-calls";

interface AskQuestionFormProps {
  categories: QaCategory[];
  defaultCategoryId?: number;
  onCancel(): void;
}

type Errors = Partial<Record<"title" | "content" | "category", string>>;

/**
 * Title, description, category and, optionally, the brand the question is about. Sent, it opens the
 * new question's page (where a post held for review shows its author a notice).
 */
export function AskQuestionForm({ categories, defaultCategoryId, onCancel }: AskQuestionFormProps) {
  const loadCalls = useQaCalls();
  const navigate = useNavigate();
  const draft = useQuestionDraft({ title: "", content: "" });
  const [categoryId, setCategoryId] = useState(defaultCategoryId ? String(defaultCategoryId) : "");
  const [brand, setBrand] = useState<BrandListItem | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      ...draft.check(),
      category: categoryId ? undefined : "请选择问题分类",
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setIsSending(true);
    try {
      const calls = await loadCalls();
      const asked = await calls.ask({
        ...draft.trimmed(),
        category_id: Number(categoryId),
        ...(brand ? { brand_id: brand.id } : {}),
      });
      if (asked) await navigate(`/qa/${asked.id}`);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="我要提问"
      className="mt-4 space-y-4 border-t border-gray-100 pt-4"
    >
      <QuestionFields
        {...draft.fieldProps}
        errors={errors}
        titleHint={`${QA_TITLE_RULE.min}-${QA_TITLE_RULE.max}个字，一句话说清你的问题`}
        contentPlaceholder="经过、订单情况、商家的答复……说得越清楚，回答越有用（请勿填写手机号等个人信息）"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="问题分类" isRequired error={errors.category}>
          {(control) => (
            <select
              {...control}
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
              className={`${controlClass(Boolean(errors.category))} h-11`}
            >
              <option value="">请选择</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <BrandChoice brand={brand} onChange={setBrand} />
      </div>
      <DialogFormActions onCancel={onCancel} isSending={isSending} submitLabel="提交问题" />
    </form>
  );
}

/** The brand the question is about, optional: searched like the filing form's picker. */
function BrandChoice({
  brand,
  onChange,
}: {
  brand: BrandListItem | null;
  onChange(brand: BrandListItem | null): void;
}) {
  const [query, setQuery] = useState("");
  const search = useBrandSearch(query);
  if (brand) {
    return (
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-medium text-gray-800">相关品牌</legend>
        <div className="flex h-11 items-center justify-between gap-2 rounded-md border border-gray-300 px-3.5">
          <span className="truncate text-gray-900">{brand.name}</span>
          <button
            type="button"
            onClick={() => onChange(null)}
            className="text-sm text-gray-600 hover:text-brand-700"
          >
            更换品牌
          </button>
        </div>
      </fieldset>
    );
  }
  return (
    <Combobox
      label="相关品牌（选填）"
      labelClassName="mb-1.5 block text-sm font-medium text-gray-800"
      text={query}
      onTextChange={setQuery}
      options={search.options}
      optionKey={(option) => option.id}
      renderOption={(option) => <BrandOptionRow brand={option} />}
      onChoose={(option) => {
        onChange(option);
        setQuery("");
      }}
      isEnterKeptFromForm
      popupNote={describeBrandSearch(search.status, search.options.length, query)}
      announcement={search.status === "done" ? `找到${search.options.length}个品牌` : ""}
      placeholder="输入品牌名称、拼音或首字母"
      inputClassName={`${controlClass(false)} h-11`}
    />
  );
}
