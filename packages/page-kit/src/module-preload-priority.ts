import { Transform } from "node:stream";

// React Router's <Scripts> writes a modulepreload link for every module a page hydrates with, and
// React hoists them into the head, ahead of the stylesheet. Chrome fetches them at high priority:
// on a slow connection the stylesheet and the first paint waited for 130–150 KB of JavaScript that
// paints nothing. At low priority the browser fetches them after what the page needs to paint, still
// all at once, so hydration waits on no chain of imports (docs/decisions/077).

const MODULE_PRELOAD = /(<link rel="modulepreload"[^>]*?)\/>/g;
const HEAD_END = Buffer.from("</head>");

/** The head's modulepreload links, fetched at low priority. */
export function lowerModulePreloadPriority(html: string): string {
  return html.replace(MODULE_PRELOAD, '$1 fetchPriority="low"/>');
}

/** A page's HTML as React streams it, its head's modulepreload links at low priority; the body as is. */
export function lowPriorityModulePreloads(): Transform {
  let head: Buffer[] | null = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head.push(chunk);
      const buffered = Buffer.concat(head);
      const headEnd = buffered.indexOf(HEAD_END);
      if (headEnd === -1) return callback();
      head = null;
      const end = headEnd + HEAD_END.length;
      this.push(Buffer.from(lowerModulePreloadPriority(buffered.subarray(0, end).toString())));
      callback(null, buffered.subarray(end));
    },
    flush(callback) {
      callback(
        null,
        head === null ? null : Buffer.from(lowerModulePreloadPriority(Buffer.concat(head).toString())),
      );
    },
  });
}
