import { lazy, Suspense } from "react";
import { useAppStore } from "../../lib/app-store";
import { Dialog } from "../../ui/dialog";

// The form brings the API client, the contracts and the captcha solver: loaded when the dialog opens.
const SmsLoginForm = lazy(() =>
  import("./sms-login-form").then((module) => ({ default: module.SmsLoginForm })),
);

const copy = {
  login: { title: "登录 / 注册", description: "未注册的手机号验证后将自动创建账号" },
  // Bind mode follows a 402 (docs/product/errors.md#body-codes): the account exists but has no phone number yet. The form below
  // only logs in by SMS, which signs in as the phone's own account, so the copy says exactly that.
  // TODO(QR and bind login): bind the phone with POST /auth/login_bind, authorised by the user
  // store's bindAccessToken; there is no login_bind contract, API route or form for it yet.
  bind: {
    title: "手机号登录",
    description:
      "当前账号尚未绑定手机号，网页端暂不支持绑定。可用手机号验证码登录，未注册的手机号将自动创建新账号",
  },
} as const;

/** The one login dialog of the site, opened by the header, by 401 answers and by 402 (bind) answers. */
export function LoginDialog() {
  const isOpen = useAppStore((state) => state.showLogin);
  const mode = useAppStore((state) => state.loginMode);
  const closeLogin = useAppStore((state) => state.closeLogin);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) closeLogin();
      }}
      title={copy[mode].title}
      description={copy[mode].description}
    >
      <Suspense fallback={<p className="py-24 text-center text-sm text-gray-600">加载中…</p>}>
        <SmsLoginForm />
      </Suspense>
    </Dialog>
  );
}
