import { stripScriptTags } from "@tousu/domain";

/**
 * An article's body: HTML the API reduced to reading markup, shown under the page's h1. Editors head
 * its sections with h2 or h3; the hidden h2 before it keeps an h3 from following the h1 directly, so
 * screen readers' heading outline skips no level.
 */
export function ArticleBody({ content }: { content: string }) {
  return (
    <>
      <h2 className="sr-only">正文</h2>
      <div
        className="article-body mt-6"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is HTML, reduced by the API to an allow-list.
        dangerouslySetInnerHTML={{ __html: stripScriptTags(content) }}
      />
    </>
  );
}
