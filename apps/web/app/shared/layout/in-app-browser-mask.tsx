import { detectInAppBrowser, type InAppBrowser } from "@tousu/domain";
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useHydrated } from "../../lib/use-hydrated";
import { type MaskMode, showMask } from "./show-mask";

const APP_NAMES: Record<InAppBrowser, string> = { wechat: "微信", weibo: "微博", qq: "QQ" };

/**
 * Chat and microblog apps open links in a built-in browser where login, uploads and downloads break
 * (docs/product/routes.md#in-app-browsers); the mask points at the app's "···" menu in the top-right corner to open the system browser.
 * It is a modal <dialog> in the top layer: it covers the whole viewport, opaque, and the browser makes
 * the page behind it inert (no focus, no clicks, hidden from screen readers) until it is dismissed.
 * Old in-app browsers lack modal dialogs; there it is a fixed overlay over the page (`showMask`).
 * Rendered only after hydration, straight into <body>, so the page beside it can be made inert.
 */
export function InAppBrowserMask() {
  // Told from the browser's own user agent after hydration, so the server's HTML is the same for
  // every user agent and a CDN can share it (docs/decisions/065). Asked here rather than by the app
  // around it: the render that follows hydration is then this component's alone, not the whole page's.
  const app = useHydrated() ? detectInAppBrowser(navigator.userAgent) : null;
  return app ? <Mask app={app} /> : null;
}

function Mask({ app }: { app: InAppBrowser }) {
  const [isDismissed, setIsDismissed] = useState(false);
  const [mode, setMode] = useState<MaskMode | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (isDismissed || !dialog) return;
    const shown = showMask(dialog, buttonRef.current);
    setMode(shown.mode);
    return shown.release;
  }, [isDismissed]);

  const stay = () => {
    // Closing the modal dialog fires its close event, which dismisses it; the overlay has none.
    if (mode === "modal") dialogRef.current?.close();
    else setIsDismissed(true);
  };

  if (isDismissed) return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Escape closes a modal dialog: the same as choosing to stay.
      onClose={() => setIsDismissed(true)}
      className={`fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none flex-col items-end overflow-y-auto border-0 bg-gray-950 px-6 pt-3 text-white backdrop:bg-gray-950 ${
        mode === "overlay" ? "z-[2147483647] flex" : "open:flex"
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 120 140" width="120" height="140" className="mr-2 text-white">
        <path
          d="M10 135 C 30 70, 60 40, 100 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeDasharray="10 8"
          strokeLinecap="round"
        />
        <path
          d="M82 10 L106 14 L96 36"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="mt-4 w-full max-w-sm self-center text-center">
        <h2 id={titleId} className="text-xl font-semibold">
          请在浏览器中打开
        </h2>
        <p className="mt-3 text-base leading-7 text-gray-200">
          当前页面在{APP_NAMES[app]}内打开，登录、上传凭证等功能可能无法正常使用。
          <br />
          请点击右上角「···」，选择「在浏览器中打开」。
        </p>
        <button
          ref={buttonRef}
          type="button"
          onClick={stay}
          className="mt-8 rounded-full border border-white/60 px-6 py-2 text-sm text-white hover:bg-white/10"
        >
          仍在当前页面浏览
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
