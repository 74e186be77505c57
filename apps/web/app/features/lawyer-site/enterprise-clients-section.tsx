import {
  addOwnLawyerClient,
  type BrandListItem,
  LAWYER_CLIENTS_MAX,
  type LawyerEnterpriseClient,
  removeOwnLawyerClient,
} from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import { useId, useState } from "react";
import { unannouncedFailure } from "../../lib/unannounced-failure";
import { useApi } from "../../shared/session/api-context";
import { Combobox } from "../../ui/combobox";
import { controlClass } from "../../ui/field";
import { BrandOptionRow, describeBrandSearch, useBrandSearch } from "../brand";

/**
 * 代理企业: the enterprises the lawyer acts for. A consumer cannot entrust a complaint against one of
 * them to this lawyer, nor can the lawyer accept one (docs/decisions/055-lawyer-enterprise-clients.md).
 * The lawyer finds the enterprise by one of its brands.
 */
export function EnterpriseClientsSection({ clients }: { clients: readonly LawyerEnterpriseClient[] }) {
  const loadApi = useApi();
  const headingId = useId();
  const [list, setList] = useState(clients);
  const [query, setQuery] = useState("");
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const search = useBrandSearch(query);
  const isFull = list.length >= LAWYER_CLIENTS_MAX;

  async function change(send: () => Promise<{ list: LawyerEnterpriseClient[] }>) {
    setBusy(true);
    setFailure(undefined);
    try {
      setList((await send()).list);
    } catch (error) {
      setFailure(unannouncedFailure(error));
    } finally {
      setBusy(false);
    }
  }

  const add = (brand: BrandListItem) =>
    change(async () => {
      const api = await loadApi();
      const added = await api.call(addOwnLawyerClient, { body: { brand_id: brand.id } });
      setQuery("");
      return added;
    });

  const remove = (client: LawyerEnterpriseClient) =>
    change(async () => {
      const api = await loadApi();
      return api.call(removeOwnLawyerClient, { params: { id: client.enterprise_id } });
    });

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          代理企业
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          登记您担任法律顾问或正在代理的企业（按其旗下品牌查找）。为避免利益冲突，消费者不能将针对这些企业的投诉委托给您，您也不能接受此类委托。
        </p>
      </div>
      {list.length > 0 ? (
        <ul className="divide-y divide-gray-100 rounded-md border border-gray-200">
          {list.map((client) => (
            <li key={client.enterprise_id} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-gray-900">{client.name}</p>
                <p className="truncate text-xs text-gray-600">
                  {client.brands.length > 0 ? `品牌：${client.brands.join("、")} · ` : ""}
                  登记于{formatDate(client.declared_at)}
                </p>
              </div>
              <button
                type="button"
                disabled={busy}
                onClick={() => remove(client)}
                aria-label={`移除${client.name}`}
                className="shrink-0 text-sm text-gray-600 hover:text-brand-700 disabled:opacity-50"
              >
                移除
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-md bg-gray-50 px-4 py-3 text-sm text-gray-600">尚未登记代理企业。</p>
      )}
      {isFull ? (
        <p className="text-sm text-gray-600">已登记{LAWYER_CLIENTS_MAX}家，移除后才能再登记。</p>
      ) : (
        <Combobox
          label="登记代理企业"
          labelClassName="mb-1.5 block text-sm font-medium text-gray-800"
          text={query}
          onTextChange={setQuery}
          options={search.options}
          optionKey={(option) => option.id}
          renderOption={(option) => <BrandOptionRow brand={option} />}
          onChoose={(option) => {
            if (!busy) void add(option);
          }}
          popupNote={describeBrandSearch(search.status, search.options.length, query)}
          announcement={search.status === "done" ? `找到${search.options.length}个品牌` : ""}
          placeholder="输入品牌名称、拼音或首字母"
          inputClassName={`${controlClass(false)} h-11`}
        />
      )}
      {failure ? (
        <p role="alert" className="text-sm text-brand-700">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
