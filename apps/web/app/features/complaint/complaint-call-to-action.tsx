import { formatCount } from "@tousu/domain";
import { AppLink } from "../../ui/app-link";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { PenIcon } from "../../ui/icons";

const STEPS = [
  { title: "填写投诉", text: "写明问题与诉求" },
  { title: "平台审核", text: "核实后转交商家" },
  { title: "商家处理", text: "回复并解决问题" },
] as const;

/** The home page's invitation to complain, with the page's one h1. */
export function ComplaintCallToAction({ totalComplaints }: { totalComplaints: number }) {
  return (
    <section
      aria-labelledby="cta-title"
      className="flex h-full flex-col rounded-lg bg-white px-6 py-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      <h1 id="cta-title" className="text-xl font-bold text-gray-900">
        投诉有回音，维权有力量
      </h1>
      <p className="mt-1.5 text-sm text-gray-600">
        已有{" "}
        <strong className="font-semibold text-brand-700">
          {formatCount(totalComplaints, { separator: true })}
        </strong>{" "}
        条消费者诉求在这里被商家看见
      </p>
      <ol className="mt-5 grid flex-1 grid-cols-3 gap-2">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative text-center">
            {index > 0 ? (
              <span
                aria-hidden="true"
                className="absolute top-3.5 right-[calc(50%+22px)] left-[calc(-50%+22px)] border-t border-dashed border-brand-200"
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cx(
                "mx-auto flex size-7 items-center justify-center rounded-full text-sm font-semibold",
                index === 0 ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-700",
              )}
            >
              {index + 1}
            </span>
            <p className="mt-1.5 text-sm font-medium text-gray-900">
              <span className="sr-only">第{index + 1}步：</span>
              {step.title}
            </p>
            <p className="mt-0.5 text-xs leading-5 text-gray-600">{step.text}</p>
          </li>
        ))}
      </ol>
      <AppLink to="/complaint" className={cx(buttonClass({ size: "lg" }), "mt-4 w-full")}>
        <PenIcon />
        我要投诉
      </AppLink>
      <p className="mt-2 text-center text-xs text-gray-600">免费投诉 · 个人信息脱敏展示 · 全程进度可查</p>
    </section>
  );
}
