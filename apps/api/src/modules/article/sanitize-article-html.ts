import { checkOutboundLink, transferAddress } from "@tousu/domain";
import sanitizeHtml from "sanitize-html";

// Article bodies are shown as HTML. Whatever wrote them, only reading markup passes: no script,
// no inline style or event handler (the site's CSP refuses inline code anyway), links and images
// over http(s) only.
const ARTICLE_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "hr",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: { a: routeLinkOffSite, img: keepArticleImageSource },
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "template"],
};

/** A path of this site (`/tousu/1`), never one that browsers read as another host (`//x`, `/\\x`). */
const isSitePath = (address: string) => /^\/(?![/\\])/.test(address);

/**
 * What an article's link may lead to: a web address (http or https) or a path of this site. The
 * editor's document is cleaned by the same rule when it is saved (`article-document.ts`).
 */
export const isArticleLinkTarget = (href: string): boolean => checkOutboundLink(href).ok || isSitePath(href);

/** Where an article's image may be loaded from: the same addresses as a link. */
export const isArticleImageSource = isArticleLinkTarget;

/**
 * A link to another site goes through `/transfer`, which shows the reader where it leads before
 * they go; the browser sends no referrer and gives the target no opener. A path of this site stays
 * as it is; anything else loses its address.
 */
function routeLinkOffSite(tagName: string, { href, ...attribs }: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const offSite = checkOutboundLink(href);
  if (offSite.ok) {
    const leaving = {
      href: transferAddress(offSite.href),
      rel: "nofollow noopener noreferrer",
      target: "_blank",
    };
    return { tagName, attribs: { ...attribs, ...leaving } };
  }
  return { tagName, attribs: href !== undefined && isSitePath(href) ? { ...attribs, href } : attribs };
}

/** An image whose address is not allowed loses it (and an image without one shows nothing). */
function keepArticleImageSource(
  tagName: string,
  { src, ...attribs }: sanitizeHtml.Attributes,
): sanitizeHtml.Tag {
  return { tagName, attribs: src !== undefined && isArticleImageSource(src) ? { ...attribs, src } : attribs };
}

/** The stored body reduced to the markup an article may carry. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_MARKUP);
}
