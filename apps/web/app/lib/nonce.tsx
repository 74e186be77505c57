import { createContext, type ReactNode, useContext } from "react";

const NonceContext = createContext("");

/**
 * Carries the response's CSP nonce from entry.server to the inline scripts React Router
 * renders. In the browser it is empty: scripts added after hydration are not inline.
 */
export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);
