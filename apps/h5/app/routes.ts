import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The H5 site's addresses (decision 078): the mobile paths of decision 005 at the root. PC paths are
// answered by apps/server (resolveH5Address) before they reach this app.
export default [
  layout("shell/shell-layout.tsx", [
    index("routes/home.tsx"),
    route("pages/complaint/details", "routes/complaint-details.tsx"),
    route("pages/article/details", "routes/article-details.tsx"),
    route("complaint/comment/:id?", "routes/complaint-comments.tsx"),
    route("tousu/collective/list", "routes/collective-list.tsx"),
    route("tousu/collective/:id", "routes/collective-details.tsx"),
    route("tousu", "routes/tousu.tsx"),
    // Numeric ids are 301'd to /tousu/{id} by the server before reaching here.
    route("complaints/:sector", "routes/sector-complaints.tsx"),
    route("complaint", "routes/complaint-guide.tsx"),
    route("complaint/tags/:id", "routes/complaint-tag.tsx"),
    // One page under two addresses, as on the PC site: the brand menu's /brands/rank and /ranking.
    route("brands/rank", "routes/ranking.tsx", { id: "brands-rank" }),
    route("ranking", "routes/ranking.tsx"),
    route("brands/:id", "routes/brand.tsx"),
    route("enterprise/:id", "routes/enterprise.tsx"),
    route("search", "routes/search.tsx"),
    route("complaint/create", "routes/complaint-create.tsx"),
    route("complaint/create/two", "routes/complaint-create-two.tsx"),
    route("complaint/accelerate/:id", "routes/complaint-accelerate.tsx"),
    route("article", "routes/article-index.tsx"),
    route("article/classify/:id", "routes/article-classify.tsx"),
    route("article/tags/:id", "routes/article-tags.tsx"),
    route("article/comment/:id?", "routes/article-comments.tsx"),
    route("institute", "routes/institute-index.tsx"),
    route("institute/:id", "routes/institute-detail.tsx"),
    route("static/agreement", "routes/static-agreement.tsx"),
    route("static/privacy", "routes/static-privacy.tsx"),
    route("static/download", "routes/static-download.tsx"),
    route("static/life", "routes/static-life.tsx"),
    route("static/notice", "routes/static-notice.tsx"),
    route("static/report", "routes/static-report.tsx"),
    route("saas", "routes/saas.tsx"),
    route("transfer", "routes/transfer.tsx"),
    route("pages/login", "routes/login.tsx"),
    route("pages/login/bind", "routes/login-bind.tsx"),
    route("user", "routes/user.tsx"),
    route("user/message", "routes/user-message.tsx"),
    route("user/complaint", "routes/user-complaint.tsx"),
    route("user/complaint/back", "routes/user-complaint-back.tsx"),
    route("user/complaint/:id", "routes/user-complaint-detail.tsx"),
    route("user/answer", "routes/user-answer.tsx"),
    route("user/scores", "routes/user-scores.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The filing pages' reads and writes while a visitor fills them in: answers, not a page.
  route("pages/complaint/filing-service", "routes/complaint-filing-service.tsx"),
] satisfies RouteConfig;
