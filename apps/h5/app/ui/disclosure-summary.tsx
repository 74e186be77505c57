/** A summary a thumb can hit, with a chevron that turns as its `<details className="group">` opens. */
export function DisclosureSummary({ children }: { children: React.ReactNode }) {
  return (
    <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 text-sm text-gray-700 [&::-webkit-details-marker]:hidden">
      {children}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4 transition-transform group-open:rotate-180"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </summary>
  );
}
