/**
 * Tells the CDN in front of the site to drop its copies of pages, so a moderator's hide reaches
 * visitors at once instead of after the pages' shared lifetime (docs/decisions/065).
 */
export interface CdnPurger {
  name: string;
  /** Paths on the public site (`/tousu/123`); the CDN fetches them afresh on the next visit. */
  purge(paths: string[]): Promise<void>;
}

/** No CDN in front (development, a single server): the origin's own caches are all there is. */
export const noCdnPurger: CdnPurger = { name: "none", purge: async () => {} };
