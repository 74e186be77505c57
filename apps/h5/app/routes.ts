import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The H5 site's addresses (decision 078): the mobile paths of decision 005 at the root. PC paths are
// answered by apps/server (resolveH5Address) before they reach this app.
export default [
  layout("shell/shell-layout.tsx", [
    index("routes/home.tsx"),
    route("pages/complaint/details", "routes/complaint-details.tsx"),
    route("pages/article/details", "routes/article-details.tsx"),
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
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
