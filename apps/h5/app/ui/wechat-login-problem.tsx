import { Link } from "react-router";

/** Why the WeChat login stopped (the API's message), and the two ways on: WeChat again, or the phone. */
export function WechatLoginProblem({ message, redirectPath }: { message: string; redirectPath: string }) {
  const back = encodeURIComponent(redirectPath);
  return (
    <section className="mx-3 mt-4 rounded-lg bg-white px-4 py-8 text-center">
      <h2 className="text-lg font-semibold text-gray-900">微信登录未完成</h2>
      <p role="alert" className="mt-3 break-words text-sm text-gray-700">
        {message}
      </p>
      <div className="mt-6 flex flex-col gap-3">
        {/* A document load: the start page answers with a redirect to WeChat. */}
        <Link
          reloadDocument
          to={`/pages/login/wechat?redirect=${back}`}
          className="flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 text-white"
        >
          重新微信登录
        </Link>
        <Link
          to={`/pages/login?redirect=${back}`}
          className="flex min-h-11 items-center justify-center rounded-full border border-gray-300 px-6 text-gray-800"
        >
          使用手机号登录
        </Link>
      </div>
    </section>
  );
}
