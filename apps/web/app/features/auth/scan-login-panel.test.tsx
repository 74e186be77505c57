import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { qrCodeShape } from "../../lib/qr-code";
import { FakeEventSource } from "../../testing/fake-event-source";
import { renderWithApi, type SentRequest } from "../../testing/render-with-api";
import { ScanLoginPanel } from "./scan-login-panel";

const TICKET = "AbCdEfGhIjKlMnOpQrStUvWx";
// Polled at once, then (after the answer below) not again within the test.
const ISSUED = {
  code: 200,
  msg: "ok",
  data: {
    ticket: TICKET,
    url: `https://www.example.com/auth/scan/${TICKET}`,
    expires_at: "2026-11-27T00:02:00.000Z",
    expires_in: 120,
    interval: 0,
  },
};
const polled = (state: string) => ({ code: 200, msg: "ok", data: { state, interval: 60 } });

describe("ScanLoginPanel", () => {
  it("draws the code, polls it and says when the phone has scanned it", async () => {
    const { sent } = renderWithApi(<ScanLoginPanel />, {
      "POST /auth/get_qrcode": ISSUED,
      "POST /auth/login_scan": polled("scanned"),
    });
    expect(await screen.findByRole("img", { name: "扫码登录二维码" })).toBeTruthy();
    expect(await screen.findByText("已扫码，请在手机上确认")).toBeTruthy();
    expect(sent.map((request) => request.body)).toEqual([undefined, { ticket: TICKET }]);
  });

  it("offers a fresh code once the phone cancelled", async () => {
    const { sent, user } = renderWithApi(<ScanLoginPanel />, {
      "POST /auth/get_qrcode": ISSUED,
      "POST /auth/login_scan": polled("cancelled"),
    });
    expect(await screen.findByText("已在手机上取消登录")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "刷新二维码" }));
    await expect.poll(() => sent.filter((request) => request.path === "/auth/get_qrcode").length).toBe(2);
  });

  it("shows the official account's code when there is one, and our confirm page's code to phones without WeChat", async () => {
    const wechatUrl = "http://weixin.qq.com/q/02fake";
    const { sent, user } = renderWithApi(<ScanLoginPanel />, {
      "POST /auth/get_qrcode": { ...ISSUED, data: { ...ISSUED.data, wechat_url: wechatUrl } },
      "POST /auth/login_scan": polled("new"),
    });
    const drawn = async () =>
      (await screen.findByRole("img", { name: "扫码登录二维码" })).querySelector("path")?.getAttribute("d");
    expect(await screen.findByText("请使用微信扫码登录")).toBeTruthy();
    expect(await drawn()).toBe(qrCodeShape(wechatUrl).path);

    await user.click(screen.getByRole("button", { name: "没有微信？用手机浏览器扫码" }));
    expect(screen.getByText("请使用手机浏览器或相机扫码登录")).toBeTruthy();
    expect(await drawn()).toBe(qrCodeShape(ISSUED.data.url).path);
    await user.click(screen.getByRole("button", { name: "用微信扫码" }));
    expect(await drawn()).toBe(qrCodeShape(wechatUrl).path);
    // Both codes are the one ticket's: switching asks for no new code.
    expect(sent.filter((request) => request.path === "/auth/get_qrcode")).toHaveLength(1);
  });

  it("offers no switch when there is no official account's code", async () => {
    renderWithApi(<ScanLoginPanel />, {
      "POST /auth/get_qrcode": ISSUED,
      "POST /auth/login_scan": polled("new"),
    });
    expect(await screen.findByText("请使用手机浏览器或相机扫码登录")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "没有微信？用手机浏览器扫码" })).toBeNull();
  });

  // The client entry renders under StrictMode: development builds (the end-to-end server's too, built
  // with NODE_ENV=test) run each effect twice on mount, and each run used to ask for a ticket.
  it("asks for one code when its effect runs twice on mount", async () => {
    const { sent } = renderWithApi(
      <ScanLoginPanel />,
      { "POST /auth/get_qrcode": ISSUED, "POST /auth/login_scan": polled("scanned") },
      { strictMode: true },
    );
    expect(await screen.findByText("已扫码，请在手机上确认")).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual(["/auth/get_qrcode", "/auth/login_scan"]);
  });

  describe("with the browser's event stream", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      FakeEventSource.opened = [];
    });

    /** A code to poll every second. */
    const ISSUED_EVERY_SECOND = { ...ISSUED, data: { ...ISSUED.data, interval: 1 } };
    /** The stream the dialog opened, once the browser says it is open. */
    async function openedStream() {
      await expect.poll(() => FakeEventSource.opened.length).toBe(1);
      const stream = FakeEventSource.opened[0]!;
      stream.open();
      return stream;
    }
    const pollsOf = (sent: SentRequest[]) => sent.filter((request) => request.path === "/auth/login_scan");

    /**
     * The server's pace as `recordPoll` keeps it: a poll it takes sooner than the interval after the
     * one it took last is answered slow_down and lengthens the interval. It takes each poll a while
     * after the browser sent it, and not always as long: here the first waits 150 ms, the later ones
     * nothing, as on a busy machine.
     */
    function pacedServer(interval: number) {
      let takenAt: number | null = null;
      let pace = interval;
      const server = {
        state: "new",
        answered: [] as string[],
        poll: async () => {
          await new Promise((resolve) => setTimeout(resolve, server.answered.length === 0 ? 150 : 0));
          const now = Date.now();
          const isEarly = takenAt !== null && now - takenAt < pace * 1000;
          takenAt = now;
          if (isEarly) pace += 5;
          const state = isEarly ? "slow_down" : server.state;
          server.answered.push(state);
          return { code: 200, msg: "ok", data: { state, interval: pace } };
        },
      };
      return server;
    }

    it("listens to its own ticket, polls once it is open, then only when the stream says the ticket moved", async () => {
      vi.stubGlobal("EventSource", FakeEventSource);
      const server = pacedServer(1);
      const { sent } = renderWithApi(<ScanLoginPanel />, {
        "POST /auth/get_qrcode": ISSUED_EVERY_SECOND,
        "POST /auth/login_scan": server.poll,
      });
      const stream = await openedStream();
      expect(stream.url).toBe(`/event/public-stream?login_ticket=${TICKET}`);
      // The first poll, at the ticket's interval, sees what happened before the stream opened.
      await expect.poll(() => server.answered, { timeout: 3_000 }).toEqual(["new"]);
      // Another interval passes without a poll: the stream will say when to ask.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(pollsOf(sent)).toHaveLength(1);
      server.state = "scanned";
      stream.send("scan-login", { state: "scanned" });
      expect(await screen.findByText("已扫码，请在手机上确认")).toBeTruthy();
      expect(server.answered).toEqual(["new", "scanned"]);
    });

    it("polls when the stream says the ticket moved no sooner than the server allows, however late it took the last poll", async () => {
      vi.stubGlobal("EventSource", FakeEventSource);
      const server = pacedServer(1);
      renderWithApi(<ScanLoginPanel />, {
        "POST /auth/get_qrcode": ISSUED_EVERY_SECOND,
        "POST /auth/login_scan": server.poll,
      });
      const stream = await openedStream();
      await expect.poll(() => server.answered, { timeout: 3_000 }).toEqual(["new"]);
      // The phone scans and cancels right after the poll the server took late.
      server.state = "scanned";
      stream.send("scan-login", { state: "scanned" });
      expect(await screen.findByText("已扫码，请在手机上确认")).toBeTruthy();
      server.state = "cancelled";
      stream.send("scan-login", { state: "cancelled" });
      expect(await screen.findByText("已在手机上取消登录")).toBeTruthy();
      expect(server.answered).toEqual(["new", "scanned", "cancelled"]);
    });

    it("polls again at the new pace when a poll after the stream's news is answered slow_down", async () => {
      vi.stubGlobal("EventSource", FakeEventSource);
      const answers = [
        { code: 200, msg: "ok", data: { state: "slow_down", interval: 2 } },
        { code: 200, msg: "ok", data: { state: "scanned", interval: 2 } },
      ];
      const { sent } = renderWithApi(<ScanLoginPanel />, {
        "POST /auth/get_qrcode": ISSUED_EVERY_SECOND,
        "POST /auth/login_scan": () => answers.shift() ?? polled("scanned"),
      });
      const stream = await openedStream();
      stream.send("scan-login", { state: "scanned" });
      await expect.poll(() => answers, { timeout: 3_000 }).toHaveLength(1);
      // Two seconds on, not the six an open stream's unprompted poll would wait.
      expect(await screen.findByText("已扫码，请在手机上确认", {}, { timeout: 4_000 })).toBeTruthy();
      expect(pollsOf(sent)).toHaveLength(2);
    });

    it("polls at the server's pace again once the stream is lost for good", async () => {
      vi.stubGlobal("EventSource", FakeEventSource);
      renderWithApi(<ScanLoginPanel />, {
        "POST /auth/get_qrcode": ISSUED_EVERY_SECOND,
        "POST /auth/login_scan": polled("scanned"),
      });
      const stream = await openedStream();
      act(() => {
        stream.readyState = FakeEventSource.CLOSED;
        stream.onerror?.();
      });
      expect(await screen.findByText("已扫码，请在手机上确认")).toBeTruthy();
    });
  });
});
