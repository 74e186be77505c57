import { type ReactNode, useId } from "react";
import { AppLink } from "./app-link";
import { cx } from "./cx";

interface CardProps {
  title: string;
  /** Heading level that keeps the page outline in order. */
  level?: 2 | 3;
  more?: { to: string; label: string };
  children: ReactNode;
  className?: string;
}

/** A white section with a heading: the building block of every content column. */
export function Card({ title, level = 2, more, children, className }: CardProps) {
  const Heading = `h${level}` as const;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cx("rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]", className)}
    >
      <div className="flex items-center justify-between border-b border-gray-100 px-5 py-3.5">
        <Heading id={headingId} className="flex items-center gap-2 text-base font-semibold text-gray-900">
          <span aria-hidden="true" className="h-4 w-1 rounded-full bg-brand-600" />
          {title}
        </Heading>
        {more ? (
          <AppLink to={more.to} className="text-sm text-gray-600 hover:text-brand-700">
            {more.label}
            <span aria-hidden="true"> ›</span>
          </AppLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
