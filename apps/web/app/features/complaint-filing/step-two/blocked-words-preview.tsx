import { markWords } from "./submit-notice";

/** The content with the blocked words the server found marked, so the visitor sees where to edit. */
export function BlockedWordsPreview({ content, words }: { content: string; words: readonly string[] }) {
  const parts = markWords(content, words);
  if (!parts.some((part) => part.isMarked)) return null;
  return (
    <div className="rounded-md border border-gray-200 bg-gray-50 px-4 py-3 text-sm leading-7 whitespace-pre-wrap text-gray-800">
      <p className="mb-1 text-xs font-medium text-gray-600">违规词语在内容中的位置：</p>
      {parts.map((part, index) =>
        part.isMarked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed split of one text.
          <mark key={index} className="rounded bg-amber-200 px-0.5 text-gray-900">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={index}>{part.text}</span>
        ),
      )}
    </div>
  );
}
