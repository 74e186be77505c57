import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The H5 site's addresses (decision 078): the mobile paths of decision 005 at the root. PC paths are
// answered by apps/server (resolveH5Address) before they reach this app.
export default [
  layout("shell/shell-layout.tsx", [
    index("routes/home.tsx"),
    route("pages/complaint/details", "routes/complaint-details.tsx"),
    route("pages/article/details", "routes/article-details.tsx"),
    route("pages/login/wechat", "routes/login-wechat.tsx"),
    route("pages/login/wechat/callback", "routes/login-wechat-callback.tsx"),
    route("pages/login/wechat/consent", "routes/login-wechat-consent.tsx"),
    route("pages/login/bind", "routes/login-bind.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("pages/wechat/jssdk-config", "routes/wechat-jssdk-config.ts"),
] satisfies RouteConfig;
