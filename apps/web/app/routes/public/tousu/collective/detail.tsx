import { getCollectiveDetail, getCollectiveSubComplaints } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { CollectiveDetailHeader } from "../../../../features/collective/collective-detail-header";
import { CollectiveReplyCard } from "../../../../features/collective/collective-reply-card";
import { CompanyReplies } from "../../../../features/collective/company-replies";
import { PagedCardList } from "../../../../features/collective/paged-card-list";
import { ComplaintListItem } from "../../../../features/complaint/complaint-list-item";

import { createServerApi } from "../../../../lib/api.server";
import { pageClock } from "../../../../lib/page-clock";
import { loadOrThrow } from "../../../../lib/route-error.server";
import type { RouteHandle } from "../../../../lib/route-handle";
import { sharedPageMeta } from "../../../../lib/share-meta";
import { pageMeta } from "../../../../lib/site";
import { RouteErrorBoundary } from "../../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/detail";

export const handle: RouteHandle = { name: "tousu-collective-id" };

export const meta: Route.MetaFunction = (args) => {
  const collective = args.data?.collective;
  return collective
    ? sharedPageMeta(args, {
        title: `${collective.title} - ${collective.brand.name}集体投诉`,
        description: `${collective.brand.name}集体投诉：${collective.member_count}人已参与。${collective.description.slice(0, 80)}`,
        image: collective.brand.logo,
      })
    : pageMeta("集体投诉");
};

const PAGE_SIZE = 10;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const id = parseEntityId(params.id);
  return loadOrThrow(async () => {
    if (id === null) return api.pageNotFound("集体投诉不存在");
    const [collective, members] = await Promise.all([
      api.call(getCollectiveDetail, { params: { id } }),
      api.call(getCollectiveSubComplaints, {
        query: { collective_id: id, page: readPageNumber(request), page_size: PAGE_SIZE },
      }),
    ]);
    return { collective, members, now: pageClock() };
  });
}

export default function CollectiveDetailPage({ loaderData }: Route.ComponentProps) {
  const { collective, members, now } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <CollectiveDetailHeader collective={collective} />
      <CollectiveReplyCard reply={collective.collective_reply} />
      <CompanyReplies replies={collective.company_replies} />
      <PagedCardList
        title={`参与投诉（公开 ${members.total} 条）`}
        page={members}
        empty="参与的投诉审核通过后将在这里公开"
        renderItem={(complaint) => <ComplaintListItem complaint={complaint} now={now} />}
      />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
