import { fenToYuan } from "../wechat/wechat-pay-protocol";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page frame: plain HTML and a little inline-free CSS, so it works without scripts or styles. */
function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - 微信支付（沙箱）</title>
</head>
<body>
<main>
<p>微信支付（本地沙箱，不会真实扣款）</p>
${content}
</main>
</body>
</html>
`;
}

export interface PayerPageView {
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
export function payerResultPage(title: string, detail: string, returnUrl: string | null): string {
  const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">返回商户</a></p>` : "";
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(detail)}</p>\n${back}`);
}
