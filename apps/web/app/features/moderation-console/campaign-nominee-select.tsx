import { type CampaignNominee, searchCampaignNominees } from "@tousu/contracts";
import { LIST_KEYWORD_MAX } from "@tousu/domain";
import { Select } from "antd";
import { useState } from "react";
import { useApi } from "../../shared/session/api-context";
import { BrandLogo } from "../../ui/brand-logo";
import { useRemoteOptions } from "../../ui/combobox";

/** The value the picker gives its form: which kind of player, and its id. */
export type NomineeChoice = `${CampaignNominee["kind"]}:${number}`;

const choiceOf = (nominee: CampaignNominee): NomineeChoice => `${nominee.kind}:${nominee.id}`;

export const nomineeOf = (choice: NomineeChoice) => {
  const [kind, id] = choice.split(":") as [CampaignNominee["kind"], string];
  return { kind, id: Number(id) };
};

const KIND_LABELS: Record<CampaignNominee["kind"], string> = { enterprise: "企业", brand: "品牌" };

/** An enterprise or a brand found by its name, pinyin or initials, shown with its logo and industry. */
function NomineeRow({ nominee }: { nominee: CampaignNominee }) {
  return (
    <span className="flex items-center gap-2 py-0.5">
      <BrandLogo brand={nominee} size={28} />
      <span className="min-w-0 flex-1">
        <span className="block truncate">{nominee.name}</span>
        <span className="block truncate text-xs text-gray-600">
          {KIND_LABELS[nominee.kind]}
          {nominee.industry ? ` · ${nominee.industry}` : ""}
        </span>
      </span>
    </span>
  );
}

/**
 * The nomination dialog's picker: a searchable select asking the console as typing pauses
 * (`useRemoteOptions`), enterprises then brands; its value is `kind:id`.
 */
export function CampaignNomineeSelect(props: {
  id?: string;
  value?: NomineeChoice;
  onChange?: (value: NomineeChoice) => void;
}) {
  const loadApi = useApi();
  const [keyword, setKeyword] = useState("");
  const search = useRemoteOptions(keyword.trim().slice(0, LIST_KEYWORD_MAX), async (typed, signal) => {
    const api = await loadApi();
    return api.call(searchCampaignNominees, { query: { keyword: typed }, signal, quiet: true });
  });
  // The chosen one stays labelled after a new search has replaced the options it came from.
  const [chosen, setChosen] = useState<CampaignNominee | null>(null);
  // One flat list, enterprises first as the console answers them, each row naming its kind: a
  // grouped list gives its group headers ARIA attributes a header may not have.
  const options = search.options.map((nominee) => ({
    value: choiceOf(nominee),
    label: nominee.name,
    nominee,
  }));
  return (
    <Select<NomineeChoice>
      id={props.id}
      value={props.value}
      showSearch
      filterOption={false}
      placeholder="输入企业或品牌名称、拼音或首字母"
      loading={search.status === "searching"}
      notFoundContent={
        search.status === "done"
          ? "没有找到，请换个名称"
          : search.status === "failed"
            ? "查找失败，请重试"
            : null
      }
      options={options}
      optionRender={(option) => (
        <NomineeRow nominee={(option.data as { nominee: CampaignNominee }).nominee} />
      )}
      labelRender={({ value }) =>
        chosen && choiceOf(chosen) === value ? `${chosen.name}（${KIND_LABELS[chosen.kind]}）` : String(value)
      }
      onSearch={setKeyword}
      onChange={(value) => {
        setChosen(search.options.find((nominee) => choiceOf(nominee) === value) ?? null);
        props.onChange?.(value);
      }}
    />
  );
}
