import { getHotBrands, getTypeTree } from "@tousu/contracts";
import { FilingProgress } from "../../../features/complaint-filing/filing-progress";
import { FilingTips } from "../../../features/complaint-filing/step-one/filing-tips";
import { StepOneForm } from "../../../features/complaint-filing/step-one/step-one-form";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/create";

export const handle: RouteHandle = { name: "complaint-create" };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "发起投诉",
    "两步提交投诉：选择投诉品牌、问题与诉求，再填写经过并上传凭证，平台审核后转交商家处理。",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  // The type tree is the form; hot brands are only shortcuts and may go missing.
  return loadOrThrow(async () => {
    const [typeTree, hotBrands] = await Promise.all([
      api.call(getTypeTree),
      api.call(getHotBrands, { query: { limit: 8 } }).catch(() => []),
    ]);
    return { typeTree, hotBrands };
  });
}

export default function ComplaintCreatePage({ loaderData }: Route.ComponentProps) {
  const { typeTree, hotBrands } = loaderData;
  return (
    <div className="space-y-5">
      <header className="rounded-lg bg-white px-5 py-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:flex sm:items-center sm:justify-between sm:px-8">
        <div>
          <h1 className="text-xl font-semibold text-gray-900 sm:text-2xl">发起投诉</h1>
          <p className="mt-1 text-sm text-gray-600">两步完成：先选品牌与问题，再写清经过、上传凭证。</p>
        </div>
        <div className="mt-4 sm:mt-0">
          <FilingProgress current={1} />
        </div>
      </header>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
          <StepOneForm typeTree={typeTree} hotBrands={hotBrands} />
        </div>
        <FilingTips />
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
