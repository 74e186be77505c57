import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, the page's `<main>` and (unless a layout opts out) the footer: what all PC layouts share. */
export function SiteFrame({ children, hasFooter = true }: { children: ReactNode; hasFooter?: boolean }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      {hasFooter ? <SiteFooter /> : null}
    </>
  );
}
