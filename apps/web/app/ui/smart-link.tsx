import type { ReactNode } from "react";
import { AppLink } from "./app-link";

interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** For paid placements (ads), so search engines do not count the link. */
  isSponsored?: boolean;
}

/** Links that come from content (notices, ads): client navigation for our paths, a new tab for others. */
export function SmartLink({ href, className, children, isSponsored = false }: SmartLinkProps) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <AppLink to={href} className={className}>
        {children}
      </AppLink>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel={isSponsored ? "noopener noreferrer sponsored" : "noopener noreferrer"}
      className={className}
    >
      {children}
    </a>
  );
}
