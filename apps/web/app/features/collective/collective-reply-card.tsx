import type { ContractData, getCollectiveDetail } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { Card } from "../../ui/card";

type CollectiveReply = NonNullable<ContractData<typeof getCollectiveDetail>["collective_reply"]>;

/** The enterprise's one answer to everyone who joined; an edited answer says when it last changed. */
export function CollectiveReplyCard({ reply }: { reply: CollectiveReply | null }) {
  return (
    <Card title="商家集体回复">
      {reply ? (
        <div className="px-5 py-4 text-sm">
          <p className="font-medium text-gray-900">{reply.enterprise_name}</p>
          <p className="mt-2 leading-7 wrap-anywhere whitespace-pre-line text-gray-800">{reply.content}</p>
          <p className="mt-2 text-gray-600">
            回复于 <time dateTime={reply.created_at}>{formatDateTime(reply.created_at)}</time>
            {reply.edited_at ? (
              <>
                {" "}
                · 更新于 <time dateTime={reply.edited_at}>{formatDateTime(reply.edited_at)}</time>
              </>
            ) : null}
          </p>
        </div>
      ) : (
        <p className="px-5 py-6 text-sm text-gray-600">商家尚未对本集体投诉作出统一回复</p>
      )}
    </Card>
  );
}
