import type {
  AuditLogEntry,
  CollectiveSummary,
  CommentListData,
  ComplaintDetail,
  ProgressContent,
  TimelineEntry,
} from "@tousu/contracts";
import { lazy, Suspense } from "react";
import { Card } from "../../ui/card";
import { CollectiveMembershipNote } from "../collective";
import { CommentSection } from "../comments";
import { type ComplaintMediation, ComplaintMediationPanel } from "../mediation";
import { SharePanel } from "../poster";
import { ReportButton } from "../report";
import { CompanyReplies } from "./company-replies";
import { ComplaintFacts } from "./complaint-facts";
import { ComplaintHeader } from "./complaint-header";
import { ComplaintTimeline } from "./complaint-timeline";
import { DeadlineClock } from "./deadline-clock";
import { ImageGallery } from "./image-gallery";
import { RatingSummary } from "./rating-summary";
import { type RelatedComplaint, RelatedComplaints } from "./related-complaints";

// The owner's tools call the API with its contracts (zod): they load on their own, so a visitor's
// first load of the page does not carry them (docs/decisions/063).
const OwnerActions = lazy(() =>
  import("../complaint-lifecycle").then((module) => ({ default: module.OwnerActions })),
);

export interface ComplaintDetailPageData {
  complaint: ComplaintDetail;
  timeline: TimelineEntry[];
  auditLog: AuditLogEntry[];
  /** What the timeline's steps mean (only the steps it has). */
  help: ProgressContent[];
  related: RelatedComplaint[];
  comments: CommentListData | undefined;
  /** The collective complaint this one joined, if any. */
  collective: CollectiveSummary | null;
  /** Its mediation, and whether the viewer may ask for one; null when it could not be read. */
  mediation: ComplaintMediation | null;
  /** The timeline entry /complaint/{id}/{index} points at. */
  highlightIndex: number | null;
  /** The server's clock at render time. */
  now: number;
}

/** The complaint page of /tousu/{id}, /complaint/{id} and /complaint/{id}/{index}. */
export function ComplaintDetailPage({ data }: { data: ComplaintDetailPageData }) {
  const { complaint, now } = data;
  const brandName = complaint.brand?.name ?? complaint.custom_brand_name ?? "";
  return (
    // On a phone the two columns dissolve (display: contents) into one list ordered by importance:
    // the deadline and the owner's tools right after the complaint, sharing and related ones last.
    <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start">
      <div className="contents lg:block lg:min-w-0 lg:space-y-5">
        <article className="order-1 space-y-5 rounded-lg bg-white px-4 py-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:px-6 sm:py-6">
          <ComplaintHeader complaint={complaint} />
          <ComplaintFacts complaint={complaint} />
          <section aria-labelledby="complaint-content-title">
            <h2 id="complaint-content-title" className="sr-only">
              投诉内容
            </h2>
            <p className="text-[15px] leading-7 wrap-anywhere whitespace-pre-line text-gray-800">
              {complaint.content}
            </p>
          </section>
          {complaint.images.length > 0 ? (
            <section aria-label="证据图片" className="space-y-2">
              {complaint.images_hidden ? (
                <p className="text-xs text-gray-600">你已隐藏图片，其他人看不到以下图片。</p>
              ) : null}
              <ImageGallery images={complaint.images} />
            </section>
          ) : complaint.images_hidden ? (
            <p className="rounded-md bg-gray-50 px-4 py-3 text-sm text-gray-600">投诉人已设置图片不公开。</p>
          ) : null}
          {complaint.viewer.is_owner ? null : (
            <div className="flex justify-end border-t border-gray-100 pt-3">
              <ReportButton targetType="complaint" targetId={complaint.id} />
            </div>
          )}
        </article>

        {data.collective ? (
          <CollectiveMembershipNote collective={data.collective} className="order-1" />
        ) : null}

        {complaint.replies.length > 0 ? (
          <Card title="商家回复" className="order-3">
            <CompanyReplies replies={complaint.replies} brandName={brandName} />
          </Card>
        ) : null}

        {complaint.rating ? (
          <Card title="投诉人评价" className="order-4">
            <RatingSummary rating={complaint.rating} />
          </Card>
        ) : null}

        <Card title="投诉进度" className="order-5">
          <ComplaintTimeline
            entries={data.timeline}
            auditLog={data.auditLog}
            help={data.help}
            highlightIndex={data.highlightIndex}
          />
        </Card>

        <div className="order-6">
          <CommentSection
            target={{ kind: "complaint", id: complaint.id }}
            commentCount={complaint.comment_count}
            initialPage={data.comments}
          />
        </div>
      </div>

      <aside className="contents lg:block lg:space-y-5" aria-label="投诉处理与分享">
        {complaint.deadline || complaint.viewer.is_owner ? (
          <Card title={complaint.viewer.is_owner ? "我的投诉" : "处理时限"} className="order-2">
            <div className="space-y-4 px-5 py-4">
              {complaint.deadline ? <DeadlineClock deadline={complaint.deadline} now={now} /> : null}
              {complaint.viewer.is_owner ? (
                <Suspense fallback={null}>
                  <OwnerActions complaint={complaint} />
                </Suspense>
              ) : null}
            </div>
          </Card>
        ) : null}
        {data.mediation ? (
          <div className="order-2">
            <ComplaintMediationPanel complaintId={complaint.id} mediation={data.mediation} />
          </div>
        ) : null}
        <Card title="分享投诉" className="order-7">
          <div className="px-5 py-4">
            <SharePanel
              path={`/tousu/${complaint.id}`}
              posterPath={`/poster/tousu/${complaint.id}`}
              morePosters={[
                { label: "求助海报", path: `/poster/help/${complaint.id}` },
                ...(complaint.rating
                  ? [{ label: "评价海报", path: `/poster/evaluation/${complaint.id}` }]
                  : []),
              ]}
            />
          </div>
        </Card>
        {data.related.length > 0 ? (
          <Card title="相关投诉" className="order-8">
            <RelatedComplaints complaints={data.related} />
          </Card>
        ) : null}
      </aside>
    </div>
  );
}
