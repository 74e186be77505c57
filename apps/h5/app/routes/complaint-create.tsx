import { getHotBrands, getTypeTree } from "@tousu/contracts";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { FilingSteps } from "../complaint-filing/filing-steps";
import { StepOneForm } from "../complaint-filing/step-one-form";
import { useIsHydrated } from "../complaint-filing/use-is-hydrated";
import { brandLogoResolver } from "../lib/brand-logo.server";
import { h5PageMeta } from "../lib/page-meta";
import type { Route } from "./+types/complaint-create";

export const handle = { title: "我要投诉" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "发起投诉",
    description: "两步提交投诉：选择投诉品牌、问题与诉求，再填写经过并上传凭证，平台审核后转交商家处理。",
    canonical: `${loaderData?.siteOrigin ?? ""}/complaint/create`,
  });

/** The PC step one's reads: the type tree is the form; hot brands are only shortcuts and may go missing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const [[typeTree, hotBrands], logoOf] = await Promise.all([
    loadOrThrow(() =>
      Promise.all([api.call(getTypeTree), api.call(getHotBrands, { query: { limit: 8 } }).catch(() => [])]),
    ),
    brandLogoResolver(api, context.publicConfig.imageOrigin),
  ]);
  return {
    siteOrigin: context.publicConfig.siteOrigin,
    // Loader data is serialised into the page: only what the form shows.
    typeTree: typeTree.map((type) => ({
      id: type.id,
      name: type.name,
      children: type.children.map((subtype) => ({ id: subtype.id, name: subtype.name })),
    })),
    hotBrands: hotBrands.map((brand) => ({ id: brand.id, name: brand.name, logo: logoOf(brand.logo) })),
  };
}

export default function ComplaintCreate({ loaderData }: Route.ComponentProps) {
  // The draft lives in the browser (as on the PC site), so the form is drawn once it can be read.
  const isHydrated = useIsHydrated();
  return (
    <div className="pb-3">
      <FilingSteps current={1} />
      {isHydrated ? (
        <StepOneForm typeTree={loaderData.typeTree} hotBrands={loaderData.hotBrands} />
      ) : (
        <FormPlaceholder />
      )}
    </div>
  );
}

export function FormPlaceholder() {
  return (
    <div role="status" className="space-y-3 bg-white px-4 py-4">
      <span className="sr-only">表单加载中…</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="space-y-2">
          <div className="h-5 w-24 animate-pulse rounded bg-gray-100" />
          <div className="h-11 w-full animate-pulse rounded-lg bg-gray-100" />
        </div>
      ))}
    </div>
  );
}
