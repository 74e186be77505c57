import { Card } from "../../ui/card";

// Typical timings are the platform's service targets, not guarantees; the copy says "通常" on purpose.
const STEPS = [
  {
    title: "填写投诉",
    text: "选择投诉的品牌和问题类型，写清事实经过，上传凭证，提出你的诉求。",
    timing: "约5分钟",
  },
  {
    title: "平台审核",
    text: "平台核实内容完整、真实且不含他人隐私，通过后公开展示并转交商家。",
    timing: "通常1个工作日内",
  },
  {
    title: "商家处理",
    text: "商家联系你协商解决，并在平台公开回复；不满意可以补充说明或申诉。",
    timing: "通常7个工作日内回复",
  },
  {
    title: "评价完成",
    text: "问题解决后确认完成，为处理结果打分，评价计入品牌的公开口碑。",
    timing: "处理后随时评价",
  },
] as const;

/** How a complaint travels, from the form to the rating. */
export function FilingSteps() {
  return (
    <Card title="投诉流程">
      <ol className="grid gap-px overflow-hidden rounded-b-lg bg-gray-100 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="bg-white px-5 py-5">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <h3 className="text-base font-semibold text-gray-900">
                <span className="sr-only">第{index + 1}步：</span>
                {step.title}
              </h3>
            </div>
            <p className="mt-3 text-sm leading-6 text-gray-700">{step.text}</p>
            <p className="mt-3 inline-flex rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
              <span className="sr-only">用时：</span>
              {step.timing}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
