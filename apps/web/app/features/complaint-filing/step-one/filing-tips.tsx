import { ShieldCheckIcon } from "../../../ui/icons";

const TIPS = [
  { title: "选准品牌", text: "投诉对象是你付款或签约的商家；找不到时填写商家全称，平台会帮你核实。" },
  { title: "一次说清一件事", text: "同一件事只投诉一次，多个问题可在“投诉问题”里一并勾选。" },
  { title: "诉求合理具体", text: "退款、赔偿、道歉等诉求明确，商家更容易给出解决方案。" },
] as const;

/** The side column of step one: what makes the choices of this step good ones. */
export function FilingTips() {
  return (
    <aside aria-labelledby="filing-tips-title" className="space-y-4">
      <section className="rounded-lg bg-white px-5 py-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <h2 id="filing-tips-title" className="text-base font-semibold text-gray-900">
          填写小贴士
        </h2>
        <ol className="mt-3 space-y-3">
          {TIPS.map((tip, index) => (
            <li key={tip.title} className="flex gap-3 text-sm">
              <span
                aria-hidden="true"
                className="flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-medium text-gray-900">{tip.title}</p>
                <p className="mt-0.5 leading-6 text-gray-600">{tip.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <p className="flex gap-2 rounded-lg bg-white px-5 py-4 text-xs leading-5 text-gray-600 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <ShieldCheckIcon className="mt-0.5 shrink-0 text-brand-600" width={16} height={16} />
        填写内容会自动保存在本机，刷新页面或返回修改都不会丢失；提交前不会公开。
      </p>
    </aside>
  );
}
