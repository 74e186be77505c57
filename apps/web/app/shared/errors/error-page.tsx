import { SERVER_EXCEPTION_MESSAGE } from "@tousu/domain";
import { Link, useLocation } from "react-router";
import { useAppStore } from "../../lib/app-store";
import { buttonClass } from "../../ui/button";

type NextMove = "login" | "switch-account" | "reload" | "back";

interface Refusal {
  /** What happened, when the server did not say it in words of its own. */
  title: string;
  /** What the visitor can do about it. */
  advice: string;
  /** The page's main button; every page also leads home. */
  next?: NextMove;
}

// Each refusal a page can meet says what happened and what to do. The 404 page is its own
// (not-found-page.tsx); any other status reads as the server's failure.
const REFUSALS: Record<number, Refusal> = {
  400: {
    title: "请求无法处理",
    advice: "链接可能不完整或已失效。请返回上一页重新操作，或从首页重新进入。",
    next: "back",
  },
  401: { title: "请先登录", advice: "此页面需要登录后查看，登录后会回到这里。", next: "login" },
  403: {
    title: "没有权限查看此页面",
    advice:
      "当前账号不能查看此页面或进行这项操作。如果是你的投诉，请确认登录的是提交时的账号，并到“我的投诉”查看它的进展。",
    next: "switch-account",
  },
  409: {
    title: "内容已经发生变化",
    advice: "你操作的内容刚被更新过。请刷新页面，看到最新内容后再操作。",
    next: "reload",
  },
  410: { title: "内容已失效", advice: "链接已过期或内容已下线。请从首页或搜索重新查找。" },
  429: {
    title: "访问过于频繁",
    advice: "你的操作太快了，请稍等一分钟后再刷新页面。",
    next: "reload",
  },
  503: {
    title: "服务暂时不可用",
    advice: "平台正在维护或访问量过大，请过几分钟再刷新重试。",
    next: "reload",
  },
};

const SERVER_FAILURE: Refusal = {
  title: SERVER_EXCEPTION_MESSAGE,
  advice: "页面暂时无法显示，请稍后刷新重试。",
  next: "reload",
};

/**
 * Whether `message` was written for people: the error catalogue's messages for people are Chinese
 * (docs/product/errors.md#messages), while status texts ("Forbidden") and the catalogue's fixed English
 * strings are technical, and 服务器异常 says nothing about this failure.
 */
function isMessageForPeople(message: string): boolean {
  return /\p{Script=Han}/u.test(message) && message !== SERVER_EXCEPTION_MESSAGE;
}

/**
 * Any error other than 404: its status, what happened (the server's own words when it gave some),
 * what to do about it and a way on (docs/product/routes.md#not-found-and-error-pages).
 */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  const refusal = REFUSALS[status] ?? SERVER_FAILURE;
  return (
    <section className="rounded-lg bg-white px-8 py-16 text-center shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
      <p className="text-6xl font-bold tracking-tight text-brand-600">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold text-gray-900">
        {isMessageForPeople(message) ? message : refusal.title}
      </h1>
      <p className="mx-auto mt-2 max-w-xl text-gray-700">{refusal.advice}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {refusal.next ? <NextMoveButton move={refusal.next} /> : null}
        <Link to="/" className={buttonClass({ size: "lg", variant: refusal.next ? "secondary" : "primary" })}>
          返回首页
        </Link>
      </div>
    </section>
  );
}

const NEXT_MOVE_LABELS: Record<NextMove, string> = {
  login: "登录",
  "switch-account": "换个账号登录",
  reload: "刷新页面",
  back: "返回上一页",
};

function NextMoveButton({ move }: { move: NextMove }) {
  const openLogin = useAppStore((state) => state.openLogin);
  const { pathname, search } = useLocation();
  const onClick = () => {
    if (move === "login" || move === "switch-account") openLogin("login", `${pathname}${search}`);
    else if (move === "reload") window.location.reload();
    else window.history.back();
  };
  return (
    <button type="button" onClick={onClick} className={buttonClass({ size: "lg" })}>
      {NEXT_MOVE_LABELS[move]}
    </button>
  );
}
