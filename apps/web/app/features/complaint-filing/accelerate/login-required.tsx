import { useAppStore } from "../../../lib/app-store";
import { buttonClass } from "../../../ui/button";

/** The accelerate page belongs to the complaint's owner: a visitor is asked to log in first. */
export function LoginRequired() {
  const openLogin = useAppStore((state) => state.openLogin);
  return (
    <section className="rounded-lg bg-white px-6 py-14 text-center shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
      <h1 className="text-lg font-semibold text-gray-900">登录后查看投诉进度</h1>
      <p className="mt-2 text-sm text-gray-700">请使用提交投诉时验证的手机号登录。</p>
      <button
        type="button"
        onClick={() => openLogin("login")}
        className={`${buttonClass({ size: "lg" })} mt-6`}
      >
        登录
      </button>
    </section>
  );
}
