import { readTokenCookie } from "@tousu/domain";
import { useDraftStore } from "@tousu/page-kit/complaint-draft";
import { Link, useActionData, useLocation } from "react-router";
import { submitFilingAction } from "../complaint-filing/filing-action.server";
import type { SubmitAnswer } from "../complaint-filing/filing-action-data";
import { FilingSteps } from "../complaint-filing/filing-steps";
import { hasStepOneEssentials, StepTwoForm } from "../complaint-filing/step-two-form";
import { useIsHydrated } from "../complaint-filing/use-is-hydrated";
import { h5PageMeta } from "../lib/page-meta";
import { primaryButtonClass } from "../ui/field-error";
import type { Route } from "./+types/complaint-create-two";
import { FormPlaceholder } from "./complaint-create";

export const handle = { title: "我要投诉" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "填写投诉详情",
    description: "填写投诉标题、经过与凭证，提交后平台审核并转交商家处理。",
    canonical: `${loaderData?.siteOrigin ?? ""}/complaint/create/two`,
  });

/** A visitor (no `web-token`) files with a phone number and its SMS code. */
export function loader({ request, context }: Route.LoaderArgs) {
  return {
    siteOrigin: context.publicConfig.siteOrigin,
    isVisitor: readTokenCookie(request.headers.get("cookie")) === null,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return submitFilingAction(request, context);
}

export default function ComplaintCreateTwo({ loaderData }: Route.ComponentProps) {
  const isHydrated = useIsHydrated();
  const draft = useDraftStore();
  const location = useLocation();
  // A submission posted before the page's scripts ran answers with the page itself and the message.
  const answer = useActionData<SubmitAnswer>();
  const stepOneHref = `/complaint/create${location.search}`;
  return (
    <div className="pb-3">
      <FilingSteps current={2} />
      {!isHydrated ? (
        <>
          {answer ? (
            <p role="alert" className="bg-brand-50 px-4 py-3 text-sm text-brand-700">
              {answer.error}
            </p>
          ) : null}
          <FormPlaceholder />
        </>
      ) : hasStepOneEssentials(draft) ? (
        <StepTwoForm isVisitor={loaderData.isVisitor} answer={answer} />
      ) : (
        <section className="bg-white px-4 py-10 text-center">
          <h2 className="text-base font-semibold text-gray-900">请先完成第一步</h2>
          <p className="mt-2 text-sm text-gray-700">还没有选择投诉的商家、问题类型、投诉问题和诉求。</p>
          <Link to={stepOneHref} className={`${primaryButtonClass} mt-5`}>
            返回第一步
          </Link>
        </section>
      )}
    </div>
  );
}
