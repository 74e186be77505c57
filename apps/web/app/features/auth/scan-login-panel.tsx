import type { ApiClient } from "@tousu/api-client";
import { getQrcode, type LoginRole, loginScan } from "@tousu/contracts";
import { LIVE_EVENT_TYPES, SCAN_LOGIN_MAX_INTERVAL_SECONDS } from "@tousu/domain";
import { liveStreamUrls, subscribeLiveEvents } from "@tousu/page-kit/live-events";
import { useEffect, useRef, useState } from "react";
import { type QrCodeShape, qrCodeShape } from "../../lib/qr-code";
import { useRootData } from "../../lib/root-data";
import { unannouncedFailure } from "../../lib/unannounced-failure";
import { useApi } from "../../shared/session/api-context";
import { buttonClass } from "../../ui/button";
import { QrCode } from "../../ui/qr-code";
import { useFinishLogin } from "./use-finish-login";

/** The ticket's two codes: our confirm page's, and the official account's when WeChat gave one. */
interface Codes {
  browser: QrCodeShape;
  wechat: QrCodeShape | null;
}

type View =
  | { phase: "loading" }
  | { phase: "waiting" | "scanned"; codes: Codes }
  | { phase: "ended"; message: string };

const ENDED = {
  cancelled: "已在手机上取消登录",
  used: "二维码已使用，请刷新二维码",
} as const;

/** The lawyer login asks for a lawyer's code, which the phone that opens it is told of (decision 059). */
const requestCode = (api: ApiClient, role: LoginRole | undefined) =>
  api.request(getQrcode, { query: { role }, quiet: true });

/** While its stream is open, the dialog polls unprompted once in this many of the server's intervals. */
const POLLS_SKIPPED_WHILE_STREAMING = 3;

/**
 * Scan login (docs/decisions/042-scan-login-tickets.md): shows a code for this browser, polls when
 * the browser's event stream says the ticket moved (decision 101) — or, without a stream, at the
 * pace the server sets — shows the scan, draws a fresh code when one expires, and logs in as the SMS
 * form does once the phone confirms. With an official account (decisions 045, 059) the code shown is
 * WeChat's, and a switch shows our confirm page's code of the same ticket to phones without WeChat.
 */
export function ScanLoginPanel({ role }: { role?: LoginRole | undefined } = {}) {
  const loadApi = useApi();
  const finishLogin = useFinishLogin();
  const eventBaseUrl = useRootData()?.publicConfig.eventBaseUrl ?? null;
  const [view, setView] = useState<View>({ phase: "loading" });
  // Each new value asks the server for a fresh code.
  const [round, setRound] = useState(0);
  const [prefersBrowser, setPrefersBrowser] = useState(false);
  // The code asked for in a round. StrictMode runs the effect twice on mount in development builds
  // (the client entry renders under it): the second run follows the code the first asked for rather
  // than asking for another, which would leave a ticket issued and never shown.
  const issuing = useRef<{ round: number; answer: ReturnType<typeof requestCode> } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a round is one code's life, restarted by `round` only.
  useEffect(() => {
    let isStopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopListening = () => {};
    let isStreaming = false;
    // The server counts a ticket's interval from when it took the last poll, which lies between the
    // poll's sending and its answer: counted from the answer, the next poll is never early; counted
    // from the sending, a poll the server took late made the next one early, answered slow_down.
    let lastAnsweredAt = Date.now();
    let waiting: { resolve: () => void; interval: number; expiresAt: number } | null = null;
    // Something the last poll did not see may have happened: the stream said the ticket moved, the
    // stream (re)opened after the poll (what came before the open it cannot tell), or the poll was
    // answered slow_down and saw nothing. The next poll goes as soon as the interval is over.
    let mayHaveMoved = false;
    /**
     * When the waiting poll goes: at the server's pace without a stream; with one, as soon as the
     * ticket may have moved, else at a few times the server's pace (a stream can miss a message while
     * it reconnects) and never later than the longest pace or the code's end. Never sooner than the
     * interval after the last poll's answer.
     */
    const schedule = () => {
      if (!waiting) return;
      const { resolve, interval, expiresAt } = waiting;
      const due = Math.max(0, interval * 1000 - (Date.now() - lastAnsweredAt));
      const idle = Math.min(
        interval * 1000 * POLLS_SKIPPED_WHILE_STREAMING,
        SCAN_LOGIN_MAX_INTERVAL_SECONDS * 1000,
        Math.max(0, expiresAt - Date.now()),
      );
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          waiting = null;
          resolve();
        },
        isStreaming && !mayHaveMoved ? Math.max(due, idle) : due,
      );
    };
    const moved = () => {
      mayHaveMoved = true;
      schedule();
    };
    const nextPoll = (interval: number, expiresAt: number) =>
      new Promise<void>((resolve) => {
        waiting = { resolve, interval, expiresAt };
        schedule();
      });

    async function follow() {
      setView({ phase: "loading" });
      const api = await loadApi();
      if (issuing.current?.round !== round) issuing.current = { round, answer: requestCode(api, role) };
      const issued = await issuing.current.answer;
      if (isStopped) return;
      if (!issued.ok) return setView({ phase: "ended", message: issued.msg });
      const { ticket, url, wechat_url } = issued.data;
      const codes = { browser: qrCodeShape(url), wechat: wechat_url ? qrCodeShape(wechat_url) : null };
      setView({ phase: "waiting", codes });
      const expiresAt = Date.now() + issued.data.expires_in * 1000;
      lastAnsweredAt = Date.now();
      if (eventBaseUrl) {
        stopListening = subscribeLiveEvents(liveStreamUrls.loginTicket(eventBaseUrl, ticket), {
          type: LIVE_EVENT_TYPES.scanLogin,
          onEvent: moved,
          // An open stream lets the poll wait for it, once a poll has seen what came before the open
          // (the server attaches the stream before it answers); one that failed, the server's pace.
          onState: (state) => {
            isStreaming = state === "streaming";
            if (isStreaming) moved();
            else schedule();
          },
        });
      }
      let interval = issued.data.interval;
      while (!isStopped) {
        await nextPoll(interval, expiresAt);
        if (isStopped) return;
        mayHaveMoved = false;
        const polled = await api.request(loginScan, {
          body: { ticket, ...(role ? { role } : {}) },
          quiet: true,
        });
        lastAnsweredAt = Date.now();
        if (isStopped) return;
        if (!polled.ok) return setView({ phase: "ended", message: polled.msg });
        const { state } = polled.data;
        interval = polled.data.interval;
        if (state === "slow_down") mayHaveMoved = true;
        if (state === "scanned") setView({ phase: "scanned", codes });
        else if (state === "expired") return setRound((value) => value + 1);
        else if (state === "cancelled" || state === "used")
          return setView({ phase: "ended", message: ENDED[state] });
        else if (state === "confirmed" && polled.data.token && polled.data.expires_at) {
          return finishLogin(api, { token: polled.data.token, expires_at: polled.data.expires_at });
        }
      }
    }

    follow()
      .catch((error: unknown) => {
        if (!isStopped)
          setView({ phase: "ended", message: unannouncedFailure(error) ?? "二维码加载失败，请刷新二维码" });
      })
      .finally(() => stopListening());
    return () => {
      isStopped = true;
      clearTimeout(timer);
      stopListening();
    };
  }, [round]);

  const codes = view.phase === "waiting" || view.phase === "scanned" ? view.codes : null;
  const wechatCode = prefersBrowser ? null : (codes?.wechat ?? null);
  return (
    <div className="flex flex-col items-center py-2 text-center">
      <div className="relative size-48">
        {codes ? (
          <QrCode
            shape={wechatCode ?? codes.browser}
            label="扫码登录二维码"
            className="size-48 rounded border border-gray-200"
          />
        ) : (
          <div className="size-48 rounded border border-gray-200 bg-gray-50" />
        )}
        {view.phase === "scanned" || view.phase === "ended" ? (
          <div className="absolute inset-0 flex items-center justify-center rounded bg-white/90 px-4">
            {view.phase === "ended" ? (
              <button
                type="button"
                onClick={() => setRound((value) => value + 1)}
                className={buttonClass({ size: "md" })}
              >
                刷新二维码
              </button>
            ) : (
              <span className="text-base font-semibold text-gray-900">✓ 已扫码</span>
            )}
          </div>
        ) : null}
      </div>
      <p role="status" className="mt-4 min-h-6 text-sm text-gray-700">
        {view.phase === "loading" ? "正在生成二维码…" : null}
        {view.phase === "waiting"
          ? wechatCode
            ? "请使用微信扫码登录"
            : "请使用手机浏览器或相机扫码登录"
          : null}
        {view.phase === "scanned" ? "已扫码，请在手机上确认" : null}
        {view.phase === "ended" ? view.message : null}
      </p>
      {wechatCode ? (
        <p className="mt-1 text-xs text-gray-600">首次扫码将关注公众号并自动注册</p>
      ) : (
        <p className="mt-1 text-xs text-gray-600">手机未登录时，扫码后可先用短信验证码登录</p>
      )}
      {codes?.wechat ? (
        <button
          type="button"
          onClick={() => setPrefersBrowser((value) => !value)}
          className="mt-2 text-xs text-brand-700 underline-offset-2 hover:underline"
        >
          {prefersBrowser ? "用微信扫码" : "没有微信？用手机浏览器扫码"}
        </button>
      ) : null}
    </div>
  );
}
