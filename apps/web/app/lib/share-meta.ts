import { resolveImageUrl } from "@tousu/domain";
import type { MetaDescriptor } from "react-router";
import type { RootData } from "./root-data";
import { pageMeta, SITE_DESCRIPTION, SITE_NAME, SITE_TAGLINE } from "./site";

/** What a shareable page says about itself beyond its `<title>`. */
export interface SharedPage {
  title?: string;
  description?: string;
  /**
   * The page's one address when it has several (`/tousu/{id}` for `/complaint/{id}`); by default the
   * address it was asked at.
   */
  path?: string;
  type?: "website" | "article";
  /** A picture for the preview card, as the API gives it (an upload's key, a path or an address). */
  image?: string | null;
}

/** Query parameters that name a different page of the same list; every other one is a view of it. */
const PAGING_PARAMETERS = ["page", "cursor"] as const;

/**
 * The address search engines should count a page under: its path, plus the list page it shows, page 1
 * without `?page=1` (decision 040).
 */
export function canonicalPath(location: { pathname: string; search: string }): string {
  const query = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const name of PAGING_PARAMETERS) {
    const value = query.get(name);
    if (value && !(name === "page" && Number(value) <= 1)) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

/** What a route's `meta` function is given that this needs: where it is, and the root's data. */
export interface MetaPlace {
  location: { pathname: string; search: string };
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[];
}

function publicConfigOf(matches: MetaPlace["matches"]) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return {
    siteOrigin: root?.publicConfig.siteOrigin ?? "",
    imageOrigin: root?.publicConfig.imageOrigin ?? "",
  };
}

const absoluteAt = (origin: string, address: string) =>
  address.startsWith("/") ? `${origin}${address}` : address;

/**
 * `<title>`, description, `rel=canonical`, Open Graph and the Twitter card of a page people share and
 * search engines list. Addresses are absolute at the site's public origin.
 */
export function sharedPageMeta({ matches, location }: MetaPlace, page: SharedPage): MetaDescriptor[] {
  const { siteOrigin: origin, imageOrigin } = publicConfigOf(matches);
  const url = `${origin}${page.path ?? canonicalPath(location)}`;
  const description = page.description ?? SITE_DESCRIPTION;
  const imageUrl = resolveImageUrl(page.image, imageOrigin);
  const image = imageUrl ? absoluteAt(origin, imageUrl) : null;
  return [
    ...pageMeta(page.title, description),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title ?? `${SITE_NAME}·${SITE_TAGLINE}` },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}
