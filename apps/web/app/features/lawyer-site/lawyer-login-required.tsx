import { useAppStore } from "../../lib/app-store";
import { buttonClass } from "../../ui/button";
import { Container } from "../../ui/container";

/** A lawyer's working page asked for without the lawyer login: the login, offered in place. */
export function LawyerLoginRequired({ title }: { title: string }) {
  const openLawyerLogin = useAppStore((state) => state.openLawyerLogin);
  return (
    <Container className="max-w-3xl py-8">
      <section className="rounded-lg bg-white px-6 py-14 text-center shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <h1 className="text-lg font-semibold text-gray-900">{title}</h1>
        <p className="mt-2 text-sm text-gray-700">
          请使用律师登录：已核验执业信息的律师用本人手机号登录后查看委托与案件。
        </p>
        <button type="button" onClick={openLawyerLogin} className={`${buttonClass({ size: "lg" })} mt-6`}>
          律师登录
        </button>
      </section>
    </Container>
  );
}
