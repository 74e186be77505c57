import {
  listPushMessages,
  PUSH_MESSAGE_KIND_LABELS,
  PUSH_MESSAGE_KINDS,
  type PushMessageKind,
} from "@tousu/contracts";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { useState } from "react";
import { GroupTabs } from "../../features/user-centre/group-tabs";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import { MessageList } from "../../features/user-centre/message-list";
import { useMarkRead } from "../../features/user-centre/use-mark-read";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { useViewer } from "../../shared/session/viewer";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { Pager } from "../../ui/pager";
import { showToast } from "../../ui/toast";
import type { Route } from "./+types/message";

export const handle: RouteHandle = { name: "user-message" };

export const meta: Route.MetaFunction = () => pageMeta("我的消息");

function kindOf(request: Request): PushMessageKind {
  const kind = new URL(request.url).searchParams.get("kind");
  return kind === "complaint" ? "complaint" : "platform";
}

export function loader(args: Route.LoaderArgs) {
  const kind = kindOf(args.request);
  return loadUserPage(handle, args, async (api) => ({
    kind,
    messages: await api.call(listPushMessages, {
      query: { kind, page: readPageNumber(args.request), page_size: 20 },
    }),
  }));
}

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { kind, messages } = loaderData;
  const viewer = useViewer();
  const markRead = useMarkRead();
  const [isMarkingAll, setIsMarkingAll] = useState(false);
  const unread = { platform: viewer?.platformCount ?? 0, complaint: viewer?.complaintCount ?? 0 };

  async function markAllRead() {
    setIsMarkingAll(true);
    try {
      await markRead({ all: true, kind });
    } catch {
      showToast("error", "操作失败，请稍后重试", 3000);
    } finally {
      setIsMarkingAll(false);
    }
  }

  return (
    <Card title="我的消息">
      <GroupTabs
        label="消息类型"
        param="kind"
        current={kind}
        tabs={PUSH_MESSAGE_KINDS.map((key) => ({
          key,
          label: PUSH_MESSAGE_KIND_LABELS[key],
          count: unread[key] > 0 ? unread[key] : undefined,
        }))}
        aside={
          <button
            type="button"
            onClick={markAllRead}
            disabled={isMarkingAll || unread[kind] === 0}
            className={buttonClass({ variant: "ghost", size: "sm" })}
          >
            全部已读
          </button>
        }
      />
      <MessageList
        messages={messages.list}
        onOpen={(message) => void markRead({ id: message.id }).catch(() => undefined)}
      />
      <Pager page={messages.page} pageSize={messages.page_size} total={messages.total} />
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
