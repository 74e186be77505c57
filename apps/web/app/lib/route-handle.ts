import { isLandingRouteName } from "@tousu/domain";
import { useEffect } from "react";
import { type UIMatch, useMatches } from "react-router";
import { useAppStore } from "./app-store";

/**
 * Every route module exports `handle: { name }`, named as docs/product/routes.md#routes names them
 * ("brands-id", "user").
 */
export interface RouteHandle {
  name: string;
  /**
   * Drawn wholly on the server and never hydrated: the page's document carries no script at all
   * (the printable static pages, which must read the same with JavaScript off).
   */
  scriptless?: boolean;
}

function routeName(match: UIMatch): string | undefined {
  const handle = match.handle as Partial<RouteHandle> | undefined;
  return handle?.name;
}

/** Whether the current page is drawn without any script (`RouteHandle.scriptless`). */
export function useIsScriptlessPage(): boolean {
  return useMatches().some(
    (match) => (match.handle as Partial<RouteHandle> | undefined)?.scriptless === true,
  );
}

/**
 * Whether the current page is a landing page (docs/product/routes.md#landing-pages), judged by the names of
 * the matched routes.
 */
export function useIsLandingPage(): boolean {
  return useMatches().some((match) => {
    const name = routeName(match);
    return name !== undefined && isLandingRouteName(name);
  });
}

/**
 * Mirrors the landing flag into the app store for code outside React's tree (`isLanding`,
 * docs/product/entities.md#other-client-state).
 */
export function useSyncLandingFlag(): void {
  const isLanding = useIsLandingPage();
  useEffect(() => useAppStore.getState().setLanding(isLanding), [isLanding]);
}
