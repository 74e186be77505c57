import { type ContractData, getEntrustmentFile } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { useState } from "react";
import { quietCallFailure } from "../../lib/unannounced-failure";
import { useApi } from "../../shared/session/api-context";
import { buttonClass } from "../../ui/button";

type ComplaintFile = ContractData<typeof getEntrustmentFile>;

/**
 * The complaint file the consumer consented to share. It is opened by the lawyer's own click, never
 * with the page: every reading is logged and shown to the consumer, so a reading must be one.
 */
export function CaseFile({ entrustmentId, onRead }: { entrustmentId: number; onRead(): void }) {
  const loadApi = useApi();
  const [file, setFile] = useState<ComplaintFile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);

  async function open() {
    setIsLoading(true);
    setFailure(null);
    try {
      const api = await loadApi();
      const answer = await api.request(getEntrustmentFile, { params: { id: entrustmentId }, quiet: true });
      if (answer.ok) {
        setFile(answer.data);
        onRead();
      } else setFailure(answer.msg);
    } catch (error) {
      setFailure(quietCallFailure(error));
    } finally {
      setIsLoading(false);
    }
  }

  if (!file) {
    return (
      <div className="space-y-3 text-sm text-gray-700">
        <p>投诉材料包括投诉内容、证据和委托人的身份信息。每次查阅都会记录，委托人可以看到查阅人与时间。</p>
        {failure ? (
          <p role="alert" className="text-brand-700">
            {failure}
          </p>
        ) : null}
        <button
          type="button"
          onClick={open}
          disabled={isLoading}
          className={buttonClass({ variant: "secondary" })}
        >
          {isLoading ? "正在打开…" : "查阅投诉材料"}
        </button>
      </div>
    );
  }
  const { complaint, evidence, identity } = file;
  return (
    <div className="space-y-4 text-sm text-gray-800">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[7rem_1fr]">
        <dt className="text-gray-600">投诉编号</dt>
        <dd>{complaint.sn}</dd>
        <dt className="text-gray-600">投诉时间</dt>
        <dd>{formatDateTime(complaint.created_at)}</dd>
        <dt className="text-gray-600">涉诉金额</dt>
        <dd>{complaint.money.toFixed(2)}元</dd>
        <dt className="text-gray-600">委托人姓名</dt>
        <dd>{identity.real_name ?? "未提供"}</dd>
        <dt className="text-gray-600">委托人手机</dt>
        <dd>{identity.phone ?? "未提供"}</dd>
        {evidence.attributes.map((attribute) => (
          <div key={attribute.name} className="contents">
            <dt className="text-gray-600">{attribute.name}</dt>
            <dd>{attribute.value}</dd>
          </div>
        ))}
      </dl>
      <section>
        <h3 className="font-medium text-gray-900">投诉内容</h3>
        <p className="mt-1 whitespace-pre-line leading-6">{complaint.content}</p>
      </section>
      {evidence.images.length ? (
        <section>
          <h3 className="font-medium text-gray-900">证据图片</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {evidence.images.map((image, index) => (
              <li key={image.url}>
                <a href={image.url} target="_blank" rel="noreferrer">
                  <img
                    src={image.thumb_url ?? image.url}
                    alt={`证据图片${index + 1}`}
                    className="size-24 rounded object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
