// Script tags are stripped from displayed content (docs/product/validation.md#complaint-content). This is a last line of defence for text shown
// in the page, not an HTML sanitiser; the server sanitises stored content with a real one.

// A block ends at the first closing tag or, when unclosed, at the end of the text (a browser would
// treat all of it as script). Stray closing tags go too.
const SCRIPT_PATTERN = /<script\b[\s\S]*?(?:<\/script\b[^>]*>|$)|<\/script\b[^>]*>/gi;

export function stripScriptTags(html: string): string {
  let previous: string;
  let current = html;
  // Repeat until stable: removing "<scr<script></script>ipt>" leaves a new "<script>" behind.
  do {
    previous = current;
    current = current.replace(SCRIPT_PATTERN, "");
  } while (current !== previous);
  return current;
}
