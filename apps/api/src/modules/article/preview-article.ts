import { renderArticleDocument } from "./article-document";

/** The body as readers would get it, for the editor's preview; nothing is stored. */
export function previewArticle(document: Record<string, unknown>): { content: string } {
  return { content: renderArticleDocument(document).html };
}
