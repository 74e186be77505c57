import { fenToYuan } from "../wechat/wechat-pay-protocol";
import type { SandboxAnswer } from "./sandbox-http";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page frame: plain HTML and a little inline-free CSS, so it works without scripts or styles. */
function page(channelName: string, title: string, content: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${escapeHtml(channelName)}（沙箱）</title>
</head>
<body>
<main>
<p>${escapeHtml(channelName)}（本地沙箱，不会真实扣款）</p>
${content}
</main>
</body>
</html>
`;
}

export interface PayerPageView {
  /** 微信支付, 支付宝: whose sandbox this is. */
  channelName: string;
  merchantName: string;
  description: string;
  amountFen: number;
  /** Where the form posts: this page's own address. */
  action: string;
  /** Where H5 pay returns the browser after the payer decides. */
  returnUrl: string | null;
}

/** What the payer sees at the `code_url` or `h5_url`: who is paid, for what, how much, and the two choices. */
export function payerPage(view: PayerPageView): string {
  const returnField = view.returnUrl
    ? `<input type="hidden" name="redirect_url" value="${escapeHtml(view.returnUrl)}">\n`
    : "";
  return page(
    view.channelName,
    "确认支付",
    `<h1>确认支付</h1>
<dl>
<dt>收款方</dt><dd>${escapeHtml(view.merchantName)}</dd>
<dt>商品</dt><dd>${escapeHtml(view.description)}</dd>
<dt>金额</dt><dd>¥${fenToYuan(view.amountFen)} 元</dd>
</dl>
<form method="post" action="${escapeHtml(view.action)}">
${returnField}<button type="submit" name="decision" value="confirm">确认支付</button>
<button type="submit" name="decision" value="cancel">取消</button>
</form>`,
  );
}

/** The answer after the payer decided, or when the transaction can no longer be paid. */
export function payerResultPage(
  channelName: string,
  title: string,
  detail: string,
  returnUrl: string | null,
): string {
  const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">返回商户</a></p>` : "";
  return page(channelName, title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(detail)}</p>\n${back}`);
}

/** Only web addresses: the sandbox never sends a browser to a `javascript:` link. */
export function safeReturnUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

export const htmlAnswer = (status: number, body: string): SandboxAnswer => ({
  status,
  headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  body,
});

export const redirect = (location: string): SandboxAnswer => ({
  status: 303,
  headers: { location },
  body: "",
});
