import type { QaAnswer, QaQuestionDetail } from "@tousu/contracts";

// The question page's structured data (schema.org QAPage), which search engines read to show the
// question with its accepted answer. Only what every visitor may read goes in: published posts.

interface QaPageInput {
  question: QaQuestionDetail;
  /** The answers shown on this page, accepted first as the API orders them. */
  answers: readonly QaAnswer[];
  /** The page's absolute address, which each answer's `url` extends with its anchor. */
  pageUrl: string;
}

const person = (author: { nickname: string }) => ({ "@type": "Person", name: author.nickname });

/** The anchor of an answer on the question page, also its `url` in the structured data. */
export function answerAnchor(answerId: number): string {
  return `answer-${answerId}`;
}

function answerData(answer: QaAnswer, pageUrl: string) {
  return {
    "@type": "Answer",
    text: answer.content,
    dateCreated: answer.created_at,
    upvoteCount: answer.like_count,
    url: `${pageUrl}#${answerAnchor(answer.id)}`,
    author: person(answer.author),
  };
}

/** The QAPage object for a question and the answers on its page. */
export function qaPageData({ question, answers, pageUrl }: QaPageInput) {
  const published = answers.filter((answer) => answer.status === "published");
  const accepted = published.find((answer) => answer.is_accepted);
  const suggested = published.filter((answer) => !answer.is_accepted);
  return {
    "@context": "https://schema.org",
    "@type": "QAPage",
    mainEntity: {
      "@type": "Question",
      name: question.title,
      text: question.content,
      answerCount: question.answer_count,
      dateCreated: question.created_at,
      author: person(question.asker),
      ...(accepted ? { acceptedAnswer: answerData(accepted, pageUrl) } : {}),
      ...(suggested.length > 0
        ? { suggestedAnswer: suggested.map((answer) => answerData(answer, pageUrl)) }
        : {}),
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: every `<` is written as `\u003c`, which JSON
 * reads as the same character, so no text in a post can close the script element or open a comment.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}
