import type { QaAnswer, QaQuestionDetail } from "@tousu/contracts";
import { qaPageData, scriptJson } from "@tousu/page-kit/qa-json-ld";

/** The question's structured data; nothing for a question still under review (no one else may read it). */
export function QaPageJsonLd(props: {
  question: QaQuestionDetail;
  answers: readonly QaAnswer[];
  pageUrl: string;
}) {
  if (props.question.status !== "published") return null;
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped (scriptJson), a data block the browser never runs.
      dangerouslySetInnerHTML={{ __html: scriptJson(qaPageData(props)) }}
    />
  );
}
