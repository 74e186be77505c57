import { getLawyerInbox } from "@tousu/contracts";
import { ENTRUSTMENT_ANSWER_HOURS } from "@tousu/domain";
import { CaseInbox, LawyerLoginRequired } from "../../features/lawyer-site";
import { loadLawyerPage } from "../../features/lawyer-site/load-lawyer-page.server";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { Container } from "../../ui/container";
import type { Route } from "./+types/inbox";

// Not a "user" route: without the lawyer login the page itself offers it (docs/product/routes.md).
export const handle: RouteHandle = { name: "lawyer-site-inbox" };

export const meta: Route.MetaFunction = () => pageMeta("委托与案件");

export async function loader(args: Route.LoaderArgs) {
  const inbox = await loadLawyerPage(args, (api) => api.call(getLawyerInbox));
  return { inbox, now: Date.now() };
}

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const { inbox, now } = loaderData;
  if (!inbox) return <LawyerLoginRequired title="登录后查看委托与案件" />;
  return (
    <Container className="max-w-4xl space-y-5 py-8">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">委托与案件</h1>
        <p className="mt-2 text-sm text-gray-700">
          委托请求须在{ENTRUSTMENT_ANSWER_HOURS}
          小时内答复：接受并报价，或说明理由婉拒；逾期未答复的请求自动失效，委托人会收到通知。
        </p>
      </div>
      <CaseInbox list={inbox.list} now={now} />
    </Container>
  );
}
