import { Link, useLocation, useNavigate } from "react-router";

/**
 * The page's title with back and search. Back returns to the previous page of this site when there
 * is one (React Router numbers its history entries), else goes home; without scripts it is a link home.
 */
export function TopBar({ title }: { title: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const isHome = location.pathname === "/";
  return (
    <header className="sticky top-0 z-20 bg-brand-600 pt-[env(safe-area-inset-top)] pl-[env(safe-area-inset-left)] pr-[env(safe-area-inset-right)] text-white">
      <div className="mx-auto flex h-12 max-w-screen-sm items-center">
        {isHome ? (
          <span className="w-11" />
        ) : (
          <Link
            to="/"
            aria-label="返回"
            className="flex size-11 items-center justify-center"
            onClick={(event) => {
              const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
              if (historyIndex > 0) {
                event.preventDefault();
                void navigate(-1);
              }
            }}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Link>
        )}
        <h1 className="min-w-0 flex-1 truncate text-center text-base font-semibold">{title}</h1>
        <Link to="/search" aria-label="搜索" className="flex size-11 items-center justify-center">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="6" />
            <path d="M20 20l-4.5-4.5" strokeLinecap="round" />
          </svg>
        </Link>
      </div>
    </header>
  );
}
