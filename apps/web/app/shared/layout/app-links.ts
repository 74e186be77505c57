import { useEffect } from "react";
import { useNavigate } from "react-router";

/** The parts of a click that decide who follows the link: the app or the browser. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/**
 * The path a click on an app link should navigate to within the app, or null when the browser should
 * follow it: a modified or non-primary click (a new tab, a download), or a link that is not ours.
 */
export function appLinkTarget(click: LinkClick): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  const anchor = (click.target as Element | null)?.closest?.("a");
  if (!anchor?.hasAttribute("data-app-link")) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const href = anchor.getAttribute("href");
  return href?.startsWith("/") && !href.startsWith("//") ? href : null;
}

/** Whether a nav item for `to` shows as the current section, as `<NavLink>` decides it. */
export function isCurrentSection(pathname: string, to: string, end: boolean): boolean {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (current === target) return true;
  return !end && target !== "/" && current.startsWith(target) && current.charAt(target.length) === "/";
}

/**
 * Called once, by the root: a primary click on an app link anywhere in the page navigates within
 * the app (a replace when it is the current page, as `<Link>` does). Links rendered by `<Link>` keep
 * their own handling, since they carry no `data-app-link`.
 */
export function useAppLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const path = appLinkTarget(event);
      if (path === null) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      void navigate(path, { replace: path === pathname + search + hash });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
