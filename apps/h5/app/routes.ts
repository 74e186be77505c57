import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The H5 site's addresses (decision 078): the mobile paths of decision 005 at the root. PC paths are
// answered by apps/server (resolveH5Address) before they reach this app.
export default [
  layout("shell/shell-layout.tsx", [
    index("routes/home.tsx"),
    route("pages/complaint/details", "routes/complaint-details.tsx"),
    route("pages/article/details", "routes/article-details.tsx"),
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
] satisfies RouteConfig;
