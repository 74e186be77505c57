import { LifeGoodsPage } from "../../features/moderation-console/life-goods-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/life-goods";

export const handle: RouteHandle = { name: "admin-life-goods" };

export const meta: Route.MetaFunction = () => backofficeMeta("生活好物");

export default function LifeGoodsPageRoute() {
  return <LifeGoodsPage />;
}
