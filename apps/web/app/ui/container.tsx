import type { ReactNode } from "react";
import { cx } from "./cx";

/** The 1200 px content column every PC layout shares. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx("mx-auto w-full max-w-[1200px] px-4", className)}>{children}</div>;
}
