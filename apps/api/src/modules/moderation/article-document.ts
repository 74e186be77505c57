import { getSchema } from "@tiptap/core";
import { generateHTML, generateJSON } from "@tiptap/html/server";
import { Node } from "@tiptap/pm/model";
import { articleDocumentExtensions } from "@tousu/contracts/article-document";
import { badRequest } from "../../lib/app-error";
import { sanitizeArticleHtml } from "../article";

const documentSchema = getSchema(articleDocumentExtensions);

export const INVALID_DOCUMENT_MESSAGE = "文章内容格式无效，请在编辑器中重新编辑";

/**
 * The HTML readers get from an editor's document, and its plain text for search: the JSON must be a
 * document of the article schema (unknown nodes, marks or misplaced content are refused), and what
 * Tiptap renders still passes the article sanitiser, so a `javascript:` link or a script smuggled
 * into the JSON never reaches a page.
 */
export function renderArticleDocument(document: Record<string, unknown>): { html: string; text: string } {
  let node: Node;
  try {
    node = Node.fromJSON(documentSchema, document);
    node.check();
  } catch {
    throw badRequest(INVALID_DOCUMENT_MESSAGE);
  }
  if (node.textContent.trim() === "" && !hasImage(node)) throw badRequest("请填写文章正文");
  return {
    html: sanitizeArticleHtml(generateHTML(document, articleDocumentExtensions)),
    text: node.textBetween(0, node.content.size, " ", " "),
  };
}

function hasImage(node: Node): boolean {
  let found = false;
  node.descendants((child) => {
    if (child.type.name === "image") found = true;
    return !found;
  });
  return found;
}

/** The editor's document for an article stored only as HTML (written before the editor existed). */
export function documentFromHtml(html: string): Record<string, unknown> {
  return generateJSON(html, articleDocumentExtensions);
}
