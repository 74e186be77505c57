import { cancelScanTicket, confirmScanTicket, openScanTicket } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { type ReactNode, useEffect, useState } from "react";
import { useAppStore } from "../../lib/app-store";
import { unannouncedFailure } from "../../lib/unannounced-failure";
import { useApi } from "../../shared/session/api-context";
import { useViewer } from "../../shared/session/viewer";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";

interface LoginRequest {
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
 * The phone's side of a scan login (docs/decisions/042-scan-login-tickets.md): a phone that is not
 * logged in logs in by SMS here first; then opening marks the code scanned and shows who asks to
 * log in, and the person confirms or cancels.
 */
export function ScanConfirm({ ticket }: { ticket: string }) {
  const viewer = useViewer();
  const openLogin = useAppStore((state) => state.openLogin);
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
  return <LoggedInConfirm ticket={ticket} />;
}

function LoggedInConfirm({ ticket }: { ticket: string }) {
  const loadApi = useApi();
  const [view, setView] = useState<View>({ phase: "loading" });

  useEffect(() => {
    let isStopped = false;
    (async () => {
      const api = await loadApi();
      const opened = await api.request(openScanTicket, { body: { ticket }, quiet: true });
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
  }, [loadApi, ticket]);

  async function decide(request: LoginRequest, decision: "confirm" | "cancel") {
    setView({ phase: "asking", request, isBusy: true });
    try {
      const api = await loadApi();
      const contract = decision === "confirm" ? confirmScanTicket : cancelScanTicket;
      const result = await api.request(contract, { body: { ticket }, quiet: true });
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

  if (view.phase === "loading") {
    return (
      <Frame title="扫码登录">
        <p role="status" className="text-base text-gray-700">
          正在读取登录请求…
        </p>
      </Frame>
    );
  }
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
  return (
    <Frame title="确认登录电脑端">
      <p className="text-base text-gray-700">有设备正在请求登录你的账号。若不是你本人操作，请点击取消。</p>
      <dl className="mt-5 space-y-3 rounded-lg bg-gray-50 p-4 text-sm">
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
