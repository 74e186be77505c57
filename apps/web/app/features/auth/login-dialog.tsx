import { type KeyboardEvent, lazy, Suspense, useId, useState } from "react";
import { useAppStore } from "../../lib/app-store";
import { useLawyerSiteHref } from "../../lib/lawyer-site";
import { useUserStore } from "../../shared/session/user-store";
import { cx } from "../../ui/cx";
import { Dialog } from "../../ui/dialog";

// The form brings the API client, the contracts and the captcha solver, the scan tab the QR
// encoder: each loaded when first shown.
const SmsLoginForm = lazy(() =>
  import("./sms-login-form").then((module) => ({ default: module.SmsLoginForm })),
);
const ScanLoginPanel = lazy(() =>
  import("./scan-login-panel").then((module) => ({ default: module.ScanLoginPanel })),
);
const BindMobileForm = lazy(() =>
  import("./bind-mobile-form").then((module) => ({ default: module.BindMobileForm })),
);

const loading = <p className="py-24 text-center text-sm text-gray-600">加载中…</p>;

const METHODS = [
  { key: "sms", label: "短信登录" },
  { key: "scan", label: "扫码登录" },
] as const;
type Method = (typeof METHODS)[number]["key"];

const copy = {
  login: { title: "登录 / 注册", description: "未注册的手机号验证后将自动创建账号" },
  // Bind mode follows a 402 (docs/product/errors.md#body-codes): the account exists but has no phone
  // number yet, and the 402's access token lets it bind one (decision 046).
  bind: {
    title: "绑定手机号",
    description: "根据网络实名制要求，发布内容前需绑定手机号，绑定后即可继续操作",
  },
} as const;

/** The lawyer login (decision 069): the same ways in, for verified lawyer accounts only. */
const lawyerCopy = {
  title: "律师登录",
  description: "仅限已认证的律师账号登录，登录后以律师身份使用",
} as const;

/**
 * The one login dialog of the site, opened by the header, by 401 answers and by 402 (bind) answers,
 * and in lawyer mode by the header's 律师登录 (`showLoginLawyer`).
 */
export function LoginDialog() {
  const isOpen = useAppStore((state) => state.showLogin);
  const mode = useAppStore((state) => state.loginMode);
  const role = useAppStore((state) => (state.showLoginLawyer ? "lawyer" : undefined));
  const openLogin = useAppStore((state) => state.openLogin);
  const openLawyerLogin = useAppStore((state) => state.openLawyerLogin);
  const closeLogin = useAppStore((state) => state.closeLogin);
  const bindAccessToken = useUserStore((state) => state.bindAccessToken);
  const lawyerSite = useLawyerSiteHref();
  // A 402 without a token leaves nothing to bind with: the dialog logs in instead.
  const shownMode = mode === "bind" && bindAccessToken ? "bind" : "login";
  const heading = role && shownMode === "login" ? lawyerCopy : copy[shownMode];
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) closeLogin();
      }}
      title={heading.title}
      description={heading.description}
    >
      {bindAccessToken && shownMode === "bind" ? (
        <Suspense fallback={loading}>
          <BindMobileForm accessToken={bindAccessToken} />
        </Suspense>
      ) : (
        <>
          <LoginMethods role={role} />
          {/* The header shows 律师登录 on wide screens only; here it is on every screen. */}
          <button
            type="button"
            onClick={() => (role ? openLogin() : openLawyerLogin())}
            className="mt-4 text-sm text-gray-600 underline-offset-4 hover:text-brand-700 hover:underline"
          >
            {role ? "不是律师？使用普通登录" : "我是律师，使用律师登录"}
          </button>
          {role ? (
            <a
              href={lawyerSite}
              onClick={closeLogin}
              className="mt-2 block text-sm text-gray-600 underline-offset-4 hover:text-brand-700 hover:underline"
            >
              还未入驻？了解律师入驻与执业核验
            </a>
          ) : null}
        </>
      )}
    </Dialog>
  );
}

/** SMS code or scan, each in its tab, for the login's role (the lawyer login, or anyone's). */
function LoginMethods({ role }: { role: "lawyer" | undefined }) {
  const [method, setMethod] = useState<Method>("sms");
  const id = useId();
  return (
    <>
      <MethodTabs idPrefix={id} current={method} onChange={setMethod} />
      <div
        role="tabpanel"
        id={`${id}-${method}-panel`}
        aria-labelledby={`${id}-${method}-tab`}
        className="mt-5"
      >
        <Suspense fallback={loading}>
          {method === "sms" ? <SmsLoginForm role={role} /> : <ScanLoginPanel role={role} />}
        </Suspense>
      </div>
    </>
  );
}

/** SMS code or scan: tabs in the WAI-ARIA pattern (arrow keys move between them). */
function MethodTabs({
  idPrefix,
  current,
  onChange,
}: {
  idPrefix: string;
  current: Method;
  onChange(method: Method): void;
}) {
  function moveWithArrows(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const next = METHODS[(METHODS.findIndex((method) => method.key === current) + 1) % METHODS.length]!;
    onChange(next.key);
    document.getElementById(`${idPrefix}-${next.key}-tab`)?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label="登录方式"
      onKeyDown={moveWithArrows}
      className="flex gap-6 border-b border-gray-200"
    >
      {METHODS.map((method) => {
        const isCurrent = method.key === current;
        return (
          <button
            key={method.key}
            type="button"
            role="tab"
            id={`${idPrefix}-${method.key}-tab`}
            aria-selected={isCurrent}
            aria-controls={isCurrent ? `${idPrefix}-${method.key}-panel` : undefined}
            tabIndex={isCurrent ? 0 : -1}
            onClick={() => onChange(method.key)}
            className={cx(
              "-mb-px border-b-2 pb-2.5 text-base",
              isCurrent
                ? "border-brand-600 font-semibold text-brand-700"
                : "border-transparent text-gray-700 hover:text-brand-700",
            )}
          >
            {method.label}
          </button>
        );
      })}
    </div>
  );
}
