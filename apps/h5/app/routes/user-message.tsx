import {
  getUnreadCount,
  listPushMessages,
  MARK_ALL_MESSAGES_READ,
  PUSH_MESSAGE_KIND_LABELS,
  PUSH_MESSAGE_KINDS,
  type PushMessageKind,
  readPushMessage,
} from "@tousu/contracts";
import { formatDateTime, parseEntityId, sameSitePath } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Form, redirectDocument } from "react-router";
import { listPage } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { loadUserPage, refusalOf, requireLogin } from "../lib/session.server";
import { InfiniteList } from "../ui/infinite-list";
import { TabLinks } from "../ui/tab-links";
import type { Route } from "./+types/user-message";

export const handle = { title: "我的消息" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "我的消息",
    description: "平台消息与投诉消息。",
    canonical: `${loaderData?.siteOrigin ?? ""}/user/message`,
  });

const PAGE_SIZE = 20;

function kindOf(value: string | null): PushMessageKind {
  return value === "complaint" ? "complaint" : "platform";
}

export function loader(args: Route.LoaderArgs) {
  const kind = kindOf(new URL(args.request.url).searchParams.get("kind"));
  return loadUserPage(args, async (api) => {
    const [messages, unread] = await Promise.all([
      api.call(listPushMessages, {
        query: { kind, page: readPageNumber(args.request), page_size: PAGE_SIZE },
      }),
      api.call(getUnreadCount),
    ]);
    return {
      siteOrigin: args.context.publicConfig.siteOrigin,
      kind,
      unread,
      // The contracts stay on the server: the tabs travel as data.
      tabs: PUSH_MESSAGE_KINDS.map((key) => ({
        key,
        label: PUSH_MESSAGE_KIND_LABELS[key],
        href: `/user/message?kind=${key}`,
        count: unread[key],
      })),
      messages: listPage(args.request, messages, (message) => ({
        id: message.id,
        title: message.title,
        content: message.content,
        // A path of the site the message opens (a PC path: the H5 site answers it or sends it on).
        link: sameSitePath(message.link),
        isRead: message.is_read,
        createdAt: formatDateTime(message.created_at),
      })),
    };
  });
}

/**
 * Opening a message marks it read and follows its link (a full load: the H5 site sends a PC path to
 * its H5 page or on); 全部已读 marks every message of the tab read.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireLogin(request);
  const form = await request.formData();
  const isAll = form.get("intent") === "read-all";
  const id = isAll ? MARK_ALL_MESSAGES_READ : parseEntityId(String(form.get("id") ?? ""));
  if (id === null) return { error: "无效的消息编号" };
  const api = createServerApi(request, context);
  const result = await loadOrThrow(() =>
    api.request(readPushMessage, {
      params: { id: String(id) },
      body: isAll ? { kind: kindOf(String(form.get("kind"))) } : {},
    }),
  );
  if (!result.ok) return { error: refusalOf(request, result) };
  const link = isAll ? null : sameSitePath(String(form.get("link") ?? ""));
  return link ? redirectDocument(link) : { error: null };
}

/** The list in this route's loader data, as a fetcher of the next page answers it too. */
const messagesOf = (data: unknown) => (data as Route.ComponentProps["loaderData"]).messages;

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, unread, tabs } = loaderData;
  return (
    <div className="pb-4">
      <TabLinks label="消息类型" current={kind} tabs={tabs} />
      <div className="flex items-center justify-between px-4 py-2">
        <p className="text-sm text-gray-600">{unread[kind] > 0 ? `${unread[kind]}条未读` : "没有未读消息"}</p>
        <Form method="post">
          <input type="hidden" name="kind" value={kind} />
          <button
            type="submit"
            name="intent"
            value="read-all"
            disabled={unread[kind] === 0}
            className="min-h-11 px-2 text-sm text-brand-700 disabled:text-gray-600"
          >
            全部已读
          </button>
        </Form>
      </div>
      {actionData?.error ? (
        <p role="alert" className="px-4 pb-2 text-sm text-brand-700">
          {actionData.error}
        </p>
      ) : null}
      <InfiniteList
        first={loaderData.messages}
        pageOf={messagesOf}
        itemKey={(message) => message.id}
        className="space-y-2"
        renderItem={(message) => (
          <Form method="post">
            <input type="hidden" name="id" value={message.id} />
            {message.link ? <input type="hidden" name="link" value={message.link} /> : null}
            <button
              type="submit"
              name="intent"
              value="read"
              className="block w-full bg-white px-4 py-3 text-left active:bg-gray-50"
            >
              <span className="flex items-center gap-2">
                {message.isRead ? null : (
                  <span className="size-2 shrink-0 rounded-full bg-brand-600">
                    <span className="sr-only">未读</span>
                  </span>
                )}
                <span className="min-w-0 flex-1 truncate font-medium text-gray-900">{message.title}</span>
                <time className="shrink-0 text-xs text-gray-600">{message.createdAt}</time>
              </span>
              <span className="mt-1 line-clamp-3 block break-words text-sm text-gray-700">
                {message.content}
              </span>
            </button>
          </Form>
        )}
        empty={<p className="bg-white px-4 py-16 text-center text-sm text-gray-600">暂无消息</p>}
      />
    </div>
  );
}
