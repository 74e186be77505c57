import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { POSTER_KINDS, POSTER_PATHS } from "@tousu/contracts";

// The product names six layouts (docs/product/routes.md#layouts). Each page route joins the layout it is drawn in.
export default [
  layout("routes/layouts/index.tsx", [index("routes/public/home.tsx")]),
  // The company portal: client-rendered Ant Design, outside the public layouts (no site header).
  route("company", "routes/company/layout.tsx", [
    index("routes/company/dashboard.tsx"),
    route("complaints", "routes/company/complaints.tsx"),
    route("complaints/:id", "routes/company/complaint.tsx"),
    route("collectives", "routes/company/collectives.tsx"),
    route("members", "routes/company/members.tsx"),
    route("brands", "routes/company/brands.tsx"),
    route("campaigns", "routes/company/campaigns.tsx"),
    route("mediations", "routes/company/mediations.tsx"),
    route("mediations/:id", "routes/company/mediation.tsx"),
    route("visits", "routes/company/visits.tsx"),
  ]),
  // The moderation console: client-rendered Ant Design for staff, outside the public layouts.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("complaints/:id", "routes/admin/complaint.tsx"),
    route("applications", "routes/admin/applications.tsx"),
    route("lawyers", "routes/admin/lawyers.tsx"),
    route("mediations", "routes/admin/mediations.tsx"),
    route("mediations/:id", "routes/admin/mediation.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("harmful-reports", "routes/admin/harmful-reports.tsx"),
    route("feedback", "routes/admin/feedback.tsx"),
    route("comments", "routes/admin/comments.tsx"),
    route("qa", "routes/admin/qa.tsx"),
    route("brands", "routes/admin/brands.tsx"),
    route("brand-claims", "routes/admin/brand-claims.tsx"),
    route("collectives", "routes/admin/collectives.tsx"),
    route("member-follow-ups", "routes/admin/member-follow-ups.tsx"),
    route("mall", "routes/admin/mall.tsx"),
    route("campaign-vote-flags", "routes/admin/campaign-vote-flags.tsx"),
    route("articles", "routes/admin/articles.tsx"),
    route("articles/new", "routes/admin/article-edit.tsx", { id: "admin-article-new" }),
    route("articles/:id", "routes/admin/article-edit.tsx"),
    route("article-taxonomy", "routes/admin/article-taxonomy.tsx"),
    route("sensitive-words", "routes/admin/sensitive-words.tsx"),
    route("work-calendar", "routes/admin/work-calendar.tsx"),
    route("institute", "routes/admin/institute.tsx"),
    route("campaigns", "routes/admin/campaigns.tsx"),
    route("campaigns/:id", "routes/admin/campaign.tsx"),
    route("accounts", "routes/admin/accounts.tsx"),
    route("staff-actions", "routes/admin/staff-actions.tsx"),
    route("vip/orders", "routes/admin/vip-orders.tsx"),
    route("vip/orders/:order_no", "routes/admin/vip-order.tsx"),
    route("vip/plans", "routes/admin/vip-plans.tsx"),
    route("life-goods", "routes/admin/life-goods.tsx"),
    route("vip-reconciliation", "routes/admin/vip-reconciliation.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
  ]),
  // The lawyer site (decision 049): its own frame; its sections join the navigation in features/lawyer-site.
  route("lawyer-site", "routes/lawyer-site/layout.tsx", [
    index("routes/lawyer-site/index.tsx"),
    route("apply", "routes/lawyer-site/apply.tsx"),
    route("application", "routes/lawyer-site/application.tsx"),
    route("profile", "routes/lawyer-site/profile.tsx"),
    route("inbox", "routes/lawyer-site/inbox.tsx"),
    route("cases/:id", "routes/lawyer-site/case.tsx"),
    route("mediations", "routes/lawyer-site/mediations.tsx"),
    route("mediations/:id", "routes/lawyer-site/mediation.tsx"),
    route("answers", "routes/lawyer-site/answers.tsx"),
  ]),
  layout("routes/layouts/default-left.tsx", [
    route("user", "routes/user/layout.tsx", [
      index("routes/user/index.tsx"),
      route("complaint", "routes/user/complaint.tsx"),
      route("complaint/back", "routes/user/complaint-back.tsx"),
      route("complaint/:id", "routes/user/complaint-detail.tsx"),
      route("message", "routes/user/message.tsx"),
      route("scores", "routes/user/scores.tsx"),
      route("answer", "routes/user/answer.tsx"),
      route("entrust", "routes/user/entrust.tsx"),
      route("vip", "routes/user/vip.tsx"),
    ]),
  ]),
  // The exit notice stands alone under the header: one decision to make, nothing to scroll past.
  layout("routes/layouts/full.tsx", [route("transfer", "routes/public/transfer.tsx")]),
  layout("routes/layouts/institute.tsx", [
    route("institute", "routes/public/institute/index.tsx"),
    route("institute/:id", "routes/public/institute/detail.tsx"),
  ]),
  // The institute's printable pages: outside the layouts, a plain frame and no script at all.
  route("static/institute", "routes/public/static/institute/index.tsx"),
  route("static/institute/:file", "routes/public/static/institute/report.tsx"),
  // One module draws every poster page of a subject; the activity posters join with their feature.
  layout("routes/layouts/poster.tsx", [
    ...POSTER_KINDS.map((kind) =>
      route(`poster/${POSTER_PATHS[kind]}/:id`, "routes/public/poster/poster.tsx", {
        id: `poster-${kind}-id`,
      }),
    ),
    route("poster/lawyer", "routes/public/poster/law.tsx"),
  ]),
  layout("routes/layouts/default.tsx", [
    route("activity", "routes/public/activity/index.tsx"),
    route("activity/:id", "routes/public/activity/detail.tsx"),
    route("complaint", "routes/public/complaint/index.tsx"),
    route("complaint/create", "routes/public/complaint/create.tsx"),
    route("complaint/create/two", "routes/public/complaint/create-two.tsx"),
    route("complaint/accelerate/:id?", "routes/public/complaint/accelerate.tsx"),
    route("mediation/:id", "routes/public/mediation/room.tsx"),
    route("complaint/comment/:id?", "routes/public/complaint/comments.tsx"),
    // Static segments above (create, accelerate, comment) outrank :id, so these never shadow them.
    route("complaint/:id", "routes/public/complaint/detail-owner.tsx"),
    route("complaint/:id/:index", "routes/public/complaint/detail-entry.tsx"),
    // Static "collective" outranks :id, so these never reach the complaint page.
    route("tousu/collective/list", "routes/public/tousu/collective/list.tsx"),
    route("tousu/collective/:id", "routes/public/tousu/collective/detail.tsx"),
    route("tousu", "routes/public/tousu/index.tsx"),
    // Static "tags" outranks :id, so /complaint/tags/7 never reaches the complaint deep link.
    route("complaint/tags/:id", "routes/public/complaint/tags.tsx"),
    // Numeric ids are 301'd to /tousu/{id} by the server before reaching here (apps/server/src/redirects.ts).
    route("complaints/:id", "routes/public/complaints.tsx"),
    route("tousu/:id", "routes/public/complaint/detail.tsx"),
    route("enterprise/:id", "routes/public/enterprise.tsx"),
    // One page under two addresses (docs/product/routes.md#routes): the brand menu's /brands/rank and
    // /ranking.
    route("brands/rank", "routes/public/ranking.tsx", { id: "brands-rank" }),
    route("brands/:id", "routes/public/brands/$id.tsx"),
    route("ranking", "routes/public/ranking.tsx"),
    route("article", "routes/public/article/index.tsx"),
    // Static "classify", "tags" and "comment" outrank :id, so these never reach the article page.
    route("article/classify/:id", "routes/public/article/classify.tsx"),
    route("article/tags/:id", "routes/public/article/tags.tsx"),
    route("article/comment/:id?", "routes/public/article/comments.tsx"),
    route("article/:id", "routes/public/article/detail.tsx"),
    route("law", "routes/public/law/index.tsx"),
    route("law/lawyer/:id", "routes/public/law/lawyer.tsx"),
    route("law/entrust/:id", "routes/public/law/entrust.tsx"),
    route("qa", "routes/public/qa/index.tsx"),
    // Static "list" outranks :id, so a category's questions never reach the question page.
    route("qa/list/:id", "routes/public/qa/list.tsx"),
    route("qa/:id", "routes/public/qa/detail.tsx"),
    route("saas", "routes/public/saas.tsx"),
    route("vip", "routes/public/vip/index.tsx"),
    route("vip/success", "routes/public/vip/success.tsx"),
    route("auth/scan/:ticket", "routes/public/auth/scan.tsx"),
    route("search", "routes/public/search.tsx"),
    route("static/agreement", "routes/public/static/agreement.tsx"),
    route("static/privacy", "routes/public/static/privacy.tsx"),
    route("static/notice", "routes/public/static/notice.tsx"),
    route("static/download", "routes/public/static/download.tsx"),
    route("static/life", "routes/public/static/life.tsx"),
    route("static/life/goods/:id", "routes/public/static/life-goods.tsx"),
    route("static/report", "routes/public/static/report.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
