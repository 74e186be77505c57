import { useAppStore } from "../../lib/app-store";
import { buttonClass } from "../../ui/button";

/** Which login the page needs: the ordinary one, or the lawyer login of the lawyer site (decision 069). */
export type RequiredLogin = "member" | "lawyer";

const ADVICE: Record<RequiredLogin, string> = {
  member: "请使用提交投诉时验证的手机号登录。",
  lawyer: "请使用律师登录：已核验执业信息的律师用本人手机号登录后查看委托与案件。",
};

/**
 * A page that only a logged-in reader may see, asked for without that login: the page offers the
 * login in place (a loader that finds no session renders this rather than an error page).
 */
export function LoginRequired({ title, login = "member" }: { title: string; login?: RequiredLogin }) {
  const openLogin = useAppStore((state) => state.openLogin);
  const openLawyerLogin = useAppStore((state) => state.openLawyerLogin);
  return (
    <section className="rounded-lg bg-white px-6 py-14 text-center shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
      <h1 className="text-lg font-semibold text-gray-900">{title}</h1>
      <p className="mt-2 text-sm text-gray-700">{ADVICE[login]}</p>
      <button
        type="button"
        onClick={() => (login === "lawyer" ? openLawyerLogin() : openLogin("login"))}
        className={`${buttonClass({ size: "lg" })} mt-6`}
      >
        {login === "lawyer" ? "律师登录" : "登录"}
      </button>
    </section>
  );
}
