import { getLawyerCase } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { useRevalidator } from "react-router";
import { LawyerCase, LawyerLoginRequired } from "../../features/lawyer-site";
import { loadLawyerPage } from "../../features/lawyer-site/load-lawyer-page.server";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { Container } from "../../ui/container";
import type { Route } from "./+types/case";

// Not a "user" route: without the lawyer login the page itself offers it (docs/product/routes.md).
export const handle: RouteHandle = { name: "lawyer-site-cases-id" };

export const meta: Route.MetaFunction = () => pageMeta("案件详情");

export async function loader(args: Route.LoaderArgs) {
  const id = parseEntityId(args.params.id);
  const entrustment = await loadLawyerPage(args, (api) =>
    id === null ? api.pageNotFound("委托不存在") : api.call(getLawyerCase, { params: { id } }),
  );
  return { entrustment, now: Date.now() };
}

export default function CasePage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { entrustment, now } = loaderData;
  if (!entrustment) return <LawyerLoginRequired title="登录后查看案件" />;
  return (
    <Container className="max-w-4xl py-8">
      <LawyerCase entrustment={entrustment} now={now} onChanged={() => revalidator.revalidate()} />
    </Container>
  );
}
