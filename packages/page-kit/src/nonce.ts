import { createContext, createElement, type ReactNode, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/**
 * Carries the response's CSP nonce from entry.server to the inline scripts and links React Router
 * renders.
 */
export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return createElement(NonceContext.Provider, { value: nonce }, children);
}

let documentNonce: string | undefined | null = null;

/**
 * The server's nonce; in the browser, the one the server's scripts carry. Browsers empty the nonce
 * attribute but keep the `nonce` property, and React checks hydrated attributes against that
 * property, so rendering the same value keeps hydration quiet. A shared page's scripts carry none
 * (docs/decisions/065): undefined, as on the server after the nonce was taken out.
 */
export function useNonce(): string | undefined {
  const nonce = useContext(NonceContext);
  // This package is type-checked for Node as well, without the DOM's types.
  const { document } = globalThis as { document?: BrowserDocument };
  if (nonce !== undefined || document === undefined) return nonce;
  if (documentNonce === null) documentNonce = document.querySelector("[nonce]")?.nonce || undefined;
  return documentNonce;
}

interface BrowserDocument {
  querySelector(selector: string): { nonce?: string } | null;
}
