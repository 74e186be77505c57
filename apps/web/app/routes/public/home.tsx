import {
  getAdvertising,
  getComplaintList,
  getComplaintStatistic,
  getHotBrands,
  getHotComplaints,
  getSystemNotice,
  goodsForHome,
} from "@tousu/contracts";
import { HOME_DESCRIPTION } from "@tousu/page-kit/site-text";
import { useEffect } from "react";
import { BannerCarousel } from "../../features/advertising/banner-carousel";
import { SideAds } from "../../features/advertising/side-ads";
import { HotBrandGrid } from "../../features/brand/hot-brand-grid";
import { ComplaintCallToAction } from "../../features/complaint/complaint-call-to-action";
import { ComplaintListItem } from "../../features/complaint/complaint-list-item";
import { HotComplaintList } from "../../features/complaint/hot-complaint-list";
import { GoodsGrid } from "../../features/life-goods/goods-card";
import { NoticeList } from "../../features/notice/notice-list";
import { StatisticsBand } from "../../features/statistics/statistics-band";
import { createServerApi } from "../../lib/api.server";
import { useAppStore } from "../../lib/app-store";
import { pageClock } from "../../lib/page-clock";
import { loadOrThrow } from "../../lib/route-error.server";
import type { RouteHandle } from "../../lib/route-handle";
import { sharedPageMeta } from "../../lib/share-meta";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { Card } from "../../ui/card";
import { Container } from "../../ui/container";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { name: "index" };

/** One row of the goods grid. */
const HOME_GOODS = 4;

export const meta: Route.MetaFunction = (args) =>
  sharedPageMeta(args, {
    description: HOME_DESCRIPTION,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  // The statistics and the latest complaints are the page; the side sections may go missing.
  const optional = <T,>(load: Promise<T>, fallback: T) => load.catch(() => fallback);
  return loadOrThrow(async () => {
    const [statistics, latest, hotComplaints, hotBrands, notices, banners, sideAds, goods] =
      await Promise.all([
        api.call(getComplaintStatistic),
        api.call(getComplaintList, { query: { page_size: 10 } }),
        optional(api.call(getHotComplaints, { query: { limit: 8 } }), []),
        optional(api.call(getHotBrands, { query: { limit: 12 } }), []),
        optional(api.call(getSystemNotice), []),
        optional(api.call(getAdvertising, { query: { position: "home_banner" } }), []),
        optional(api.call(getAdvertising, { query: { position: "home_side" } }), []),
        optional(
          api.call(goodsForHome, { body: { limit: HOME_GOODS } }).then((answer) => answer.list),
          [],
        ),
      ]);
    return {
      statistics,
      latestComplaints: latest.list,
      hotComplaints,
      hotBrands,
      notices: notices.slice(0, 5),
      banners,
      sideAds,
      goods,
      now: pageClock(),
    };
  });
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { statistics, latestComplaints, hotComplaints, hotBrands, notices, banners, sideAds, goods, now } =
    loaderData;
  const setStatistics = useAppStore((state) => state.setStatistics);
  useEffect(() => setStatistics(statistics), [statistics, setStatistics]);

  return (
    <div className="space-y-6 pt-6">
      <Container className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        {banners.length > 0 ? <BannerCarousel ads={banners} /> : null}
        <ComplaintCallToAction totalComplaints={statistics.total} />
      </Container>

      <Container>
        <StatisticsBand statistics={statistics} />
      </Container>

      <Container className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <Card title="最新投诉" more={{ to: "/tousu", label: "投诉大厅" }}>
          <div className="divide-y divide-gray-100">
            {latestComplaints.map((complaint) => (
              <ComplaintListItem key={complaint.id} complaint={complaint} now={now} />
            ))}
          </div>
        </Card>

        <div className="space-y-6">
          {notices.length > 0 ? (
            <Card title="平台公告" more={{ to: "/static/notice", label: "全部公告" }}>
              <NoticeList notices={notices} />
            </Card>
          ) : null}
          {hotComplaints.length > 0 ? (
            <Card title="热门投诉" more={{ to: "/tousu?order=hot", label: "更多" }}>
              <HotComplaintList complaints={hotComplaints} />
            </Card>
          ) : null}
          <SideAds ads={sideAds} />
        </div>
      </Container>

      {hotBrands.length > 0 ? (
        <Container>
          <Card title="热门品牌" more={{ to: "/brands/rank", label: "品牌榜单" }}>
            <HotBrandGrid brands={hotBrands} />
          </Card>
        </Container>
      ) : null}

      {goods.length > 0 ? (
        <Container>
          <Card title="生活好物 · 用投诉数据挑好物" more={{ to: "/static/life", label: "更多好物" }}>
            <div className="p-5">
              <GoodsGrid goods={goods} />
            </div>
          </Card>
        </Container>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <Container className="py-8">
      <RouteErrorBoundary />
    </Container>
  );
}
