import { getSchema } from "@tiptap/core";
import { generateHTML, generateJSON } from "@tiptap/html/server";
import { Fragment, Node } from "@tiptap/pm/model";
import { articleDocumentExtensions } from "@tousu/contracts/article-document";
import { badRequest } from "../../lib/app-error";
import { isArticleImageSource, isArticleLinkTarget, sanitizeArticleHtml } from "./sanitize-article-html";

const documentSchema = getSchema(articleDocumentExtensions);

export const INVALID_DOCUMENT_MESSAGE = "文章内容格式无效，请在编辑器中重新编辑";

/**
 * The document to store, the HTML readers get from it and its plain text for search: the JSON must
 * be a document of the article schema (unknown nodes, marks or misplaced content are refused), it is
 * stored as the schema reads it (attributes the schema does not know are dropped) with the links and
 * images the article sanitiser allows only, and what Tiptap renders still passes that sanitiser, so
 * a `javascript:` link or a script smuggled into the JSON is neither stored nor shown.
 */
export function renderArticleDocument(sent: Record<string, unknown>): {
  document: Record<string, unknown>;
  html: string;
  text: string;
} {
  let node: Node;
  try {
    node = Node.fromJSON(documentSchema, sent);
    node.check();
  } catch {
    throw badRequest(INVALID_DOCUMENT_MESSAGE);
  }
  node = withAllowedAddresses(node);
  if (node.textContent.trim() === "" && !hasImage(node)) throw badRequest("请填写文章正文");
  const document = node.toJSON() as Record<string, unknown>;
  return {
    document,
    html: sanitizeArticleHtml(generateHTML(document, articleDocumentExtensions)),
    text: node.textBetween(0, node.content.size, " ", " "),
  };
}

/** The node without images whose address is not allowed, and its text without such links. */
function withAllowedAddresses(node: Node): Node {
  if (node.isText) {
    const marks = node.marks.filter(
      (mark) => mark.type.name !== "link" || isArticleLinkTarget(String(mark.attrs.href ?? "")),
    );
    return marks.length === node.marks.length ? node : node.mark(marks);
  }
  const children: Node[] = [];
  node.forEach((child) => {
    if (child.type.name === "image" && !isArticleImageSource(String(child.attrs.src ?? ""))) return;
    children.push(withAllowedAddresses(child));
  });
  return node.copy(Fragment.from(children));
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
