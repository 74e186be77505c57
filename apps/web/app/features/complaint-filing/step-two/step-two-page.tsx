import { useDraftStore } from "@tousu/page-kit/complaint-draft";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { useHydrated } from "../../../lib/use-hydrated";
import { buttonClass } from "../../../ui/button";
import { formatMoney } from "../../../ui/money";
import { FilingProgress } from "../filing-progress";
import { StepTwoForm } from "./step-two-form";
import { hasStepOneEssentials } from "./validate-step-two";

const panelClass = "rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]";

/**
 * /complaint/create/two. The draft lives in the browser only, so the page waits for hydration before
 * it draws the form (the server cannot know it), then sends a visitor without step one back to it.
 */
export function StepTwoPage() {
  const isHydrated = useHydrated();
  const draft = useDraftStore();
  const [search] = useSearchParams();
  const linkId = search.get("linkId")?.trim();

  // A `linkId` on the address travels to the submission as `link_id`
  // (docs/product/routes.md#filing-links-linkid).
  useEffect(() => {
    if (linkId && !useDraftStore.getState().link_id) useDraftStore.getState().update({ link_id: linkId });
  }, [linkId]);

  const isStepOneDone = isHydrated && hasStepOneEssentials(draft);
  const isStepOneMissing = isHydrated && !isStepOneDone;
  const stepOneHref = linkId ? `/complaint/create?${new URLSearchParams({ linkId })}` : "/complaint/create";

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-brand-700">第 2 步，共 2 步</p>
          <h1 className="mt-1 text-2xl font-semibold text-gray-900">填写投诉详情</h1>
        </div>
        {/* Step one is done only once the draft holds it, which the server cannot know. */}
        <FilingProgress current={isStepOneMissing ? 1 : 2} completed={isStepOneDone ? 1 : 0} />
      </header>

      {!isHydrated ? (
        <div className={`${panelClass} px-6 py-16 text-center text-sm text-gray-600`} role="status">
          正在载入投诉草稿…
        </div>
      ) : isStepOneMissing ? (
        <section className={`${panelClass} px-6 py-14 text-center`}>
          <h2 className="text-lg font-semibold text-gray-900">请先完成第一步</h2>
          <p className="mt-2 text-sm text-gray-700">
            还没有选择投诉的商家、问题类型、投诉问题和诉求，请先回到第一步填写。
          </p>
          <Link to={stepOneHref} className={`${buttonClass({ size: "lg" })} mt-6`}>
            返回第一步
          </Link>
        </section>
      ) : (
        <>
          <section aria-label="第一步已选内容" className={`${panelClass} px-6 py-4`}>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr_auto]">
              <dt className="text-gray-600">投诉商家</dt>
              <dd className="font-medium text-gray-900">{draft.brand.name || draft.custom_brand_name}</dd>
              <dd className="row-span-4 sm:text-right">
                <Link to={stepOneHref} className="text-brand-700 hover:underline">
                  修改
                  <span className="sr-only">第一步已选内容</span>
                </Link>
              </dd>
              <dt className="text-gray-600">投诉问题</dt>
              <dd className="text-gray-900">{selectedNames(draft.problems)}</dd>
              <dt className="text-gray-600">投诉要求</dt>
              <dd className="text-gray-900">{selectedNames(draft.appeals)}</dd>
              <dt className="text-gray-600">涉及金额</dt>
              <dd className="text-gray-900 tabular-nums">{formatMoney(draft.money)} 元</dd>
            </dl>
          </section>
          <div className={`${panelClass} px-6 py-6`}>
            <StepTwoForm />
          </div>
        </>
      )}
    </div>
  );
}

function selectedNames(choices: { selected: number[]; list: { id: number; name: string }[] }): string {
  const names = choices.list
    .filter((option) => choices.selected.includes(option.id))
    .map((option) => option.name);
  return names.length > 0 ? names.join("、") : `已选${choices.selected.length}项`;
}
