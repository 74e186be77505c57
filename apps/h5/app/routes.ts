import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The H5 site's addresses (decision 078): the mobile paths of decision 005 at the root. PC paths are
// answered by apps/server (resolveH5Address) before they reach this app.
export default [
  layout("shell/shell-layout.tsx", [
    index("routes/home.tsx"),
    route("pages/complaint/details", "routes/complaint-details.tsx"),
    route("pages/article/details", "routes/article-details.tsx"),
    route("qa", "routes/qa.tsx"),
    // Static "list" outranks :id, so a category's questions never reach the question page.
    route("qa/list/:id", "routes/qa-list.tsx"),
    route("qa/:id", "routes/qa-question.tsx"),
    route("pages/qa/ask", "routes/qa-ask.tsx"),
    route("law", "routes/law.tsx"),
    route("law/lawyer/:id", "routes/law-lawyer.tsx"),
    route("law/entrust/:id", "routes/law-entrust.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
