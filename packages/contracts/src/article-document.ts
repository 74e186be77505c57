import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";

// The article editor's document schema, shared by the console's editor (which writes the JSON) and
// the server (which renders it to HTML, docs/decisions/041). Only what the article sanitiser lets
// through is offered: headings of levels 2–4, no code, links and block images.
export const articleDocumentExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["http", "https"] },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

/** The JSON an editor's document is stored as: a ProseMirror node tree. */
export interface ArticleDocument {
  type: "doc";
  content?: ArticleDocumentNode[];
}
export interface ArticleDocumentNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: ArticleDocumentNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}
