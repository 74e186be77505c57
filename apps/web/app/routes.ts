import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Spec §2 names six layouts. Each page route joins the layout it is drawn in; layouts without pages
// yet (full, institute, poster) are listed so the next pages only need a line here.
export default [
  layout("routes/layouts/index.tsx", [index("routes/home.tsx")]),
  layout("routes/layouts/default-left.tsx", [
    route("user", "routes/user/layout.tsx", [index("routes/user/index.tsx")]),
  ]),
  layout("routes/layouts/full.tsx", []),
  layout("routes/layouts/institute.tsx", []),
  layout("routes/layouts/poster.tsx", []),
  layout("routes/layouts/default.tsx", [
    route("complaint", "routes/complaint/index.tsx"),
    route("complaint/create", "routes/complaint/create.tsx"),
    route("complaint/create/two", "routes/complaint/create-two.tsx"),
    route("complaint/accelerate/:id?", "routes/complaint/accelerate.tsx"),
    route("static/agreement", "routes/static/agreement.tsx"),
    route("static/privacy", "routes/static/privacy.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
