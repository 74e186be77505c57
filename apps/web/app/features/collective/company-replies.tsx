import type { ContractData, getCollectiveDetail } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { Link } from "react-router";
import { Card } from "../../ui/card";

type CompanyReply = ContractData<typeof getCollectiveDetail>["company_replies"][number];

/** The company's latest public answers to member complaints one by one, beside its collective reply. */
export function CompanyReplies({ replies }: { replies: CompanyReply[] }) {
  return (
    <Card title="商家对参与投诉的回复">
      {replies.length === 0 ? (
        <p className="px-5 py-6 text-sm text-gray-600">企业尚未回复参与的投诉</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {replies.map((reply) => (
            <li key={`${reply.complaint_id}-${reply.created_at}`} className="px-5 py-4 text-sm">
              <p className="leading-7 whitespace-pre-line text-gray-800">{reply.content}</p>
              <p className="mt-1 text-gray-600">
                <time dateTime={reply.created_at}>{formatDateTime(reply.created_at)}</time> · 回复于{" "}
                <Link to={`/tousu/${reply.complaint_id}`} className="hover:text-brand-700">
                  投诉 #{reply.complaint_id}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
