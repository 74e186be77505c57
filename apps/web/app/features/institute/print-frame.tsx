import type { ReactNode } from "react";
import { SITE_NAME } from "../../lib/site";

/**
 * The printable static pages' frame: the institute's name, links back to the site, the page and a
 * short footer. Plain links only, since these pages carry no script; `.print-frame` rules in app.css
 * shape the printed sheet.
 */
export function PrintFrame({ children }: { children: ReactNode }) {
  return (
    <div className="print-frame mx-auto max-w-4xl bg-white px-5 py-6 sm:px-10">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-brand-600 pb-3">
        <p className="text-lg font-semibold text-gray-900">{SITE_NAME}消费研究院</p>
        <nav aria-label="研究院" className="print-hidden flex gap-4 text-sm">
          <a href="/static/institute" className="text-brand-700 hover:underline">
            全部报告
          </a>
          <a href="/institute" className="text-brand-700 hover:underline">
            在线版
          </a>
          <a href="/" className="text-brand-700 hover:underline">
            返回{SITE_NAME}
          </a>
        </nav>
      </header>
      <main id="main" className="py-6">
        {children}
      </main>
      <footer className="border-t border-gray-200 pt-3 text-xs text-gray-600">
        {SITE_NAME}消费研究院 · 数据来自平台公开投诉，由系统自动计算
      </footer>
    </div>
  );
}
