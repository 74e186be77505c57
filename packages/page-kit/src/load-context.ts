import type { ServiceName } from "@tousu/contracts";

/** The settings the browser may see; the root loader hands them to the client. */
export interface PublicConfig {
  apiBaseUrl: string;
  mallBaseUrl: string;
  lifeBaseUrl: string;
  lawyerBaseUrl: string;
  dataBaseUrl: string;
  eventBaseUrl: string;
  /** Null while there is no mobile site to send phones to. */
  mobileOrigin: string | null;
  /** The lawyer site's own origin (LAWYER_SITE_ORIGIN); null while it is a path of this site. */
  lawyerSiteOrigin: string | null;
  /** The company SaaS site's own origin (SAAS_ORIGIN); null while /saas and /company are paths of this site. */
  saasOrigin: string | null;
  imageOrigin: string;
  assetOrigin: string;
  contentAesKey: string;
  /** The site's public origin (SITE_ORIGIN): canonical links and shared previews are absolute at it. */
  siteOrigin: string;
  isDevelopment: boolean;
}

// apps/server builds this for every request and passes it to React Router's request handler.
declare module "react-router" {
  interface AppLoadContext {
    publicConfig: PublicConfig;
    /** Absolute service bases (`http://127.0.0.1:3000/api`) for SSR loaders; the browser uses `publicConfig`. */
    ssrBaseUrls: Record<ServiceName, string>;
    /**
     * How SSR loaders reach those bases: in process for this server's own services, each call
     * carrying this visitor's address (as determined by the server, TRUST_PROXY applied) as data, so
     * per-visitor limits and counters see the visitor, not the web server.
     */
    apiFetch: typeof fetch;
    /**
     * This render's Content-Security-Policy nonce for the inline hydration scripts. On a shared
     * render the server replaces it with the scripts' hashes before sending (docs/decisions/065).
     */
    cspNonce: string;
    /**
     * The page's tracking token (decision 109): signed for its site and the time it was rendered,
     * and required by the data service with every event the page sends.
     */
    trackToken: string;
    /** A CDN may share this page: render it whole (no streaming) so its ETag and script hashes are final. */
    isSharedRender: boolean;
  }
}

export type { AppLoadContext } from "react-router";
