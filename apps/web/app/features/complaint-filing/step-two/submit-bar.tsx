import { Link } from "react-router";
import { buttonClass } from "../../../ui/button";
import { cx } from "../../../ui/cx";

/** Back to step one, the terms the submission agrees to, and the submit button. */
export function SubmitBar({ isSubmitting }: { isSubmitting: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
      <Link to="/complaint/create" className={buttonClass({ variant: "secondary", size: "lg" })}>
        上一步
      </Link>
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
        <p className="text-xs text-gray-600">
          提交即表示同意
          <Link to="/static/agreement" target="_blank" className="text-brand-700 hover:underline">
            《用户协议》
          </Link>
          和
          <Link to="/static/privacy" target="_blank" className="text-brand-700 hover:underline">
            《隐私政策》
          </Link>
        </p>
        <button type="submit" disabled={isSubmitting} className={cx(buttonClass({ size: "lg" }), "sm:w-44")}>
          {isSubmitting ? "提交中…" : "提交投诉"}
        </button>
      </div>
    </div>
  );
}
