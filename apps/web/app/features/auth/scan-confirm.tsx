import { cancelScanTicket, confirmScanTicket, type LoginRole, openScanTicket } from "@tousu/contracts";
import { formatDateTime, WECHAT_SCAN_PASS_KEY, WECHAT_SCAN_PASS_SHAPE } from "@tousu/domain";
import { type ReactNode, useEffect, useState } from "react";
import { useAppStore } from "../../lib/app-store";
import { unannouncedFailure } from "../../lib/unannounced-failure";
import { useApi } from "../../shared/session/api-context";
import { useViewer } from "../../shared/session/viewer";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";

interface LoginRequest {
  role?: LoginRole | undefined;
  device: string;
  place: string;
  requested_at: string;
}

type View =
  | { phase: "loading" }
  | { phase: "asking"; request: LoginRequest; isBusy: boolean }
  | { phase: "done"; title: string; message: string };

const ENDED_TITLE = {
  expired: "二维码已过期",
  used: "该二维码已使用",
  cancelled: "已取消登录",
  confirmed: "已确认登录",
} as const;

/**
 * The pass of a WeChat scan's confirm link (decision 059), read from the fragment once the page runs
 * in the browser (the server never sees it): undefined until then, null when the link has none.
 */
function useWechatPass(): string | null | undefined {
  const [pass, setPass] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const given = new URLSearchParams(window.location.hash.slice(1)).get(WECHAT_SCAN_PASS_KEY);
    setPass(given && WECHAT_SCAN_PASS_SHAPE.test(given) ? given : null);
  }, []);
  return pass;
}

/**
 * The phone's side of a scan login (decisions 042, 059): opened from a WeChat scan's reply, the link's
 * pass says who scanned; otherwise a phone that is not logged in logs in by SMS here first. Then
 * opening marks the code scanned and shows who asks to log in, and the person confirms or cancels.
 */
export function ScanConfirm({ ticket }: { ticket: string }) {
  const viewer = useViewer();
  const wechatPass = useWechatPass();
  const openLogin = useAppStore((state) => state.openLogin);
  if (wechatPass === undefined) return <Reading />;
  if (wechatPass) return <ConfirmRequest ticket={ticket} wechatPass={wechatPass} />;
  if (!viewer) {
    return (
      <Frame title="扫码登录">
        <p className="text-base text-gray-700">请先在手机上登录，再确认电脑端的登录请求。</p>
        <button
          type="button"
          onClick={() => openLogin("login", null)}
          className={cx(buttonClass({ size: "lg" }), "mt-6 w-full")}
        >
          登录后确认
        </button>
      </Frame>
    );
  }
  return <ConfirmRequest ticket={ticket} wechatPass={null} />;
}

/** The phone's side is the logged-in phone's, or the WeChat scanner's by the pass. */
const bodyOf = (ticket: string, wechatPass: string | null) => ({
  ticket,
  ...(wechatPass ? { wechat_pass: wechatPass } : {}),
});

function Reading() {
  return (
    <Frame title="扫码登录">
      <p role="status" className="text-base text-gray-700">
        正在读取登录请求…
      </p>
    </Frame>
  );
}

function ConfirmRequest({ ticket, wechatPass }: { ticket: string; wechatPass: string | null }) {
  const loadApi = useApi();
  const [view, setView] = useState<View>({ phase: "loading" });

  useEffect(() => {
    let isStopped = false;
    (async () => {
      const api = await loadApi();
      const opened = await api.request(openScanTicket, { body: bodyOf(ticket, wechatPass), quiet: true });
      if (isStopped) return;
      if (!opened.ok) return setView({ phase: "done", title: "无法登录", message: opened.msg });
      const { state, ...request } = opened.data;
      if (state === "scanned") setView({ phase: "asking", request, isBusy: false });
      else setView({ phase: "done", title: ENDED_TITLE[state], message: "请在电脑上刷新二维码后重新扫码" });
    })().catch((error: unknown) => {
      if (!isStopped)
        setView({
          phase: "done",
          title: "无法登录",
          message: unannouncedFailure(error) ?? "操作失败，请重试",
        });
    });
    return () => {
      isStopped = true;
    };
  }, [loadApi, ticket, wechatPass]);

  async function decide(request: LoginRequest, decision: "confirm" | "cancel") {
    setView({ phase: "asking", request, isBusy: true });
    try {
      const api = await loadApi();
      const contract = decision === "confirm" ? confirmScanTicket : cancelScanTicket;
      const result = await api.request(contract, { body: bodyOf(ticket, wechatPass), quiet: true });
      if (!result.ok) return setView({ phase: "done", title: "无法登录", message: result.msg });
      setView(
        decision === "confirm"
          ? { phase: "done", title: "已确认登录", message: "电脑端将自动完成登录，可以关闭此页面" }
          : { phase: "done", title: "已取消登录", message: "电脑端不会登录你的账号" },
      );
    } catch (error) {
      setView({ phase: "done", title: "无法登录", message: unannouncedFailure(error) ?? "操作失败，请重试" });
    }
  }

  if (view.phase === "loading") return <Reading />;
  if (view.phase === "done") {
    return (
      <Frame title={view.title}>
        <p role="status" className="text-base text-gray-700">
          {view.message}
        </p>
      </Frame>
    );
  }
  const { request, isBusy } = view;
  const isLawyerLogin = request.role === "lawyer";
  return (
    <Frame title={isLawyerLogin ? "确认律师登录电脑端" : "确认登录电脑端"}>
      <p className="text-base text-gray-700">有设备正在请求登录你的账号。若不是你本人操作，请点击取消。</p>
      <dl className="mt-5 space-y-3 rounded-lg bg-gray-50 p-4 text-sm">
        {isLawyerLogin ? <Fact term="登录方式" value="律师登录" /> : null}
        <Fact term="设备" value={request.device} />
        <Fact term="网络地址" value={request.place} />
        <Fact term="请求时间" value={formatDateTime(request.requested_at)} />
      </dl>
      <div className="mt-6 space-y-3">
        <button
          type="button"
          disabled={isBusy}
          onClick={() => void decide(request, "confirm")}
          className={cx(buttonClass({ size: "lg" }), "w-full")}
        >
          确认登录
        </button>
        <button
          type="button"
          disabled={isBusy}
          onClick={() => void decide(request, "cancel")}
          className={cx(buttonClass({ variant: "secondary", size: "lg" }), "w-full")}
        >
          取消
        </button>
      </div>
    </Frame>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="shrink-0 text-gray-600">{term}</dt>
      <dd className="text-right font-medium text-gray-900">{value}</dd>
    </div>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto my-8 max-w-md rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
      <h1 className="mb-4 text-xl font-semibold text-gray-900">{title}</h1>
      {children}
    </section>
  );
}
