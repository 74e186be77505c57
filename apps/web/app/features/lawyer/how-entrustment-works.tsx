import { ENTRUSTMENT_ANSWER_HOURS } from "@tousu/domain";
import { Card } from "../../ui/card";

const STEPS = [
  {
    title: "选择律师并同意提供材料",
    text: "在你的投诉上选择一位律师，或从平台按投诉行业、城市和接案情况推荐的律师中选择；你明确同意后，投诉内容、证据和身份信息才会提供给这位律师。",
  },
  {
    title: `律师在${ENTRUSTMENT_ANSWER_HOURS}小时内答复`,
    text: `律师接受时给出报价和办理方案，婉拒时说明理由；${ENTRUSTMENT_ANSWER_HOURS}小时未答复的委托自动失效并通知你，你可以另选律师。`,
  },
  {
    title: "你确认报价后开始办理",
    text: "费用由律师报价，平台如实展示，不加收费用。你确认后委托开始办理，律师记录的每一条进展你都能看到，结案时律师填写办理结果。",
  },
] as const;

/** How entrustment works, what it costs and the consumer's rights: said before anyone entrusts. */
export function HowEntrustmentWorks() {
  return (
    <Card title="委托律师怎么办">
      <ol className="grid gap-4 px-5 py-5 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-md bg-gray-50 px-4 py-3">
            <p className="text-sm font-semibold text-gray-900">
              {index + 1}. {step.title}
            </p>
            <p className="mt-1 text-xs leading-5 text-gray-700">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="border-t border-gray-100 px-5 py-4 text-xs leading-5 text-gray-700">
        <p className="font-medium text-gray-900">你的权利</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          <li>没有你的同意，任何律师都看不到你的身份信息和证据。</li>
          <li>律师答复前你可以随时撤回委托；律师每次查阅材料都有记录，你能看到是谁、在什么时候查阅的。</li>
          <li>与被投诉企业有利益关系的律师（企业的工作人员或代理律师）不能接受委托。</li>
          <li>律师页面只展示执业信息，不展示胜诉率、赔偿金额等结果，排序也不依据结果。</li>
        </ul>
      </div>
    </Card>
  );
}
